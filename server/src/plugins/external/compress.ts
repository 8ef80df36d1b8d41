import zlib from 'node:zlib'
import compress from '@fastify/compress'
import fp from 'fastify-plugin'

/**
 * Compresses answers on the fly (JSON, the H5 index page) when the client accepts it. The H5 build's
 * scripts and styles are compressed once at build time and sent as they are (`h5-site.ts`); this only
 * covers what is made per request, so brotli runs at a low quality that costs little CPU.
 */
export default fp(
  async (fastify) => {
    await fastify.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    })
  },
  { name: 'compress' },
)
