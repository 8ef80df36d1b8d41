import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import type { FastifyReply } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator console at /admin/: whether a page address is the console's, and its index.html. */
    adminSite: { owns: (pathname: string) => boolean; sendIndex: (reply: FastifyReply) => Promise<FastifyReply> }
  }
}

export const ADMIN_PATH = '/admin/'

const MISSING_BUILD_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>运营后台</title></head>
<body><h1>运营后台尚未构建</h1><p>没有找到 <code>dist-admin/index.html</code>：请在项目根目录运行 <code>npm run build:admin</code>（或 <code>npm start</code>），然后刷新本页。</p></body></html>`

// Vite writes built files to assets/ as `name-<8 character hash>.<ext>`; they never change.
const HASHED_FILE = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.(js|css|woff2?|png|svg)$/

/**
 * The operator console's build (`dist-admin/`) at /admin/, like the H5 site: hashed assets cached for good, the
 * page itself never, any other address under /admin/ answered with index.html (the console routes in the browser).
 * The security headers are the portal's (plugins/app/security-headers.ts): scripts only from this origin.
 */
export default fp(
  async (fastify) => {
    const root = fastify.config.adminDir
    await fastify.register(fastifyStatic, {
      root,
      prefix: ADMIN_PATH,
      // reply.sendFile belongs to the H5 site's registration.
      decorateReply: false,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
      // `npm start` builds the console while the server starts: files are looked up per request.
      suppressWarning: true,
    })
    const sendIndex = async (reply: FastifyReply) => {
      let html: string
      try {
        html = await fs.promises.readFile(path.join(root, 'index.html'), 'utf8')
      } catch {
        return await reply.status(503).type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE)
      }
      return await reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
    }
    fastify.get('/admin', { schema: { hide: true } }, async (request, reply) => {
      if (!request.url.startsWith(ADMIN_PATH)) return await reply.redirect(ADMIN_PATH + request.url.slice('/admin'.length), 302)
      return await sendIndex(reply)
    })
    fastify.decorate('adminSite', {
      owns: (pathname: string) => pathname.startsWith(ADMIN_PATH),
      sendIndex,
    })
  },
  { name: 'admin-site', dependencies: ['database'] },
)
