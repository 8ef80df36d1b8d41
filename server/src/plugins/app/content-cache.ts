import fp from 'fastify-plugin'
import { ContentCache } from '../../lib/content-cache'
import { forgetSettings } from '../../lib/portal/portal-settings'

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: ContentCache
    /** Call after a write to CMS content or the portal's settings: every instance on this database drops its cached answers. */
    contentChanged: () => Promise<void>
  }
}

const CHANNEL = 'portal_content_changed'

/** The cache of public CMS answers, emptied by every publish on any instance and off while the change feed is. */
export default fp(
  async (fastify) => {
    const cache = new ContentCache(fastify.config.contentCacheTtlMs)
    const feed = fastify.changeFeed
    // The portal's settings (system, module) change with console saves too.
    feed.on(CHANNEL, () => {
      cache.invalidate()
      forgetSettings(fastify.db)
    })
    feed.onStateChange(() => {
      cache.invalidate()
      cache.enabled = feed.online
    })
    fastify.decorate('contentCache', cache)
    fastify.decorate('contentChanged', async () => {
      cache.invalidate()
      forgetSettings(fastify.db)
      await feed.notify(CHANNEL)
    })
  },
  { name: 'content-cache', dependencies: ['change-feed'] },
)
