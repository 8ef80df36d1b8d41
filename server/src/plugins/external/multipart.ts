import multipart from '@fastify/multipart'
import fp from 'fastify-plugin'

/** File uploads (multipart/form-data): one file per request, at most UPLOAD_MAX_MB. */
export default fp(
  async (fastify, options: { config: { uploadMaxBytes: number } }) => {
    await fastify.register(multipart, { limits: { files: 1, fileSize: options.config.uploadMaxBytes, fields: 10, fieldSize: 1024 } })
  },
  { name: 'multipart' },
)
