import type { EventEmitter } from 'node:events'
import fp from 'fastify-plugin'
import pg, { type ClientConfig, type Client as PgClient } from 'pg'
import type { DatabaseHandle } from '../../db/client'
import { ContentCache } from '../../lib/content-cache'

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: ContentCache
    /** Call after a write to CMS content: every instance on this database drops its cached answers. */
    contentChanged: () => Promise<void>
  }
}

const CHANNEL = 'portal_content_changed'
// pg's bundled types miss the EventEmitter side of Client.
type Client = PgClient & EventEmitter

const RETRY_MS = 1000

/**
 * The cache of public CMS answers and its change feed: one LISTEN connection per instance. While that
 * connection is down the cache is off (reads go to the database), and it starts empty when it is back.
 */
export default fp<{ database: DatabaseHandle }>(
  async (fastify, options) => {
    const cache = new ContentCache(fastify.config.contentCacheTtlMs)
    let client: Client | undefined
    let closing = false
    let retry: NodeJS.Timeout | undefined

    const drop = () => {
      cache.enabled = false
      cache.invalidate()
      client?.removeAllListeners()
      client?.end().catch(() => {})
      client = undefined
      if (!closing) retry = setTimeout(() => void listen(), RETRY_MS)
    }

    async function listen(): Promise<void> {
      // The pool's own settings (it keeps them as `options`), on a connection of its own: LISTEN holds it.
      const next = new pg.Client((options.database.pool as unknown as { options: ClientConfig }).options) as Client
      next.on('error', drop)
      next.on('end', () => {
        if (client === next) drop()
      })
      next.on('notification', () => cache.invalidate())
      try {
        await next.connect()
        await next.query(`LISTEN ${CHANNEL}`)
      } catch (error) {
        fastify.log.warn({ err: error }, 'content cache: change feed unavailable, reading through')
        next.removeAllListeners()
        await next.end().catch(() => {})
        if (!closing) retry = setTimeout(() => void listen(), RETRY_MS)
        return
      }
      client = next
      cache.invalidate()
      cache.enabled = true
    }

    await listen()
    fastify.decorate('contentCache', cache)
    fastify.decorate('contentChanged', async () => {
      cache.invalidate()
      await options.database.pool.query(`SELECT pg_notify('${CHANNEL}', '')`)
    })
    fastify.addHook('onClose', async () => {
      closing = true
      clearTimeout(retry)
      cache.enabled = false
      const last = client
      client = undefined
      last?.removeAllListeners()
      await last?.end().catch(() => {})
    })
  },
  { name: 'content-cache', dependencies: ['database'] },
)
