import fp from 'fastify-plugin'
import { ContentCache } from '../../lib/content-cache'

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: ContentCache
    /** Call after a write to CMS content: every instance on this database drops its cached answers. */
    contentChanged: () => Promise<void>
  }
}

const CHANNEL = 'portal_content_changed'

/** The cache of public CMS answers, emptied by every publish on any instance and off while the change feed is. */
export default fp(
  async (fastify) => {
    const cache = new ContentCache(fastify.config.contentCacheTtlMs)
    const feed = fastify.changeFeed
    feed.on(CHANNEL, () => cache.invalidate())
    feed.onStateChange(() => {
      cache.invalidate()
      cache.enabled = feed.online
    })
    fastify.decorate('contentCache', cache)
    fastify.decorate('contentChanged', async () => {
      cache.invalidate()
      await feed.notify(CHANNEL)
    })
  },
  { name: 'content-cache', dependencies: ['change-feed'] },
)
