import fp from 'fastify-plugin'
import { SERVICE_PERSONAL_CHANNEL, SERVICES_CHANNEL, ServiceRowsCache } from '../../lib/services/service-rows-cache'

/* eslint-disable @typescript-eslint/no-shadow */
declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's service catalogue rows and ratings (the service centre), trusted while the change feed is up. */
    serviceRows: ServiceRowsCache
  }
}
/* eslint-enable @typescript-eslint/no-shadow */

/**
 * The service catalogue cache, told of every change to services, categories and evaluations, and of each person's
 * favourites and authorisations, on any instance.
 */
export default fp(
  async (fastify) => {
    const cache = new ServiceRowsCache()
    const feed = fastify.changeFeed
    feed.on(SERVICES_CHANNEL, (what) => cache.changed(what))
    feed.on(SERVICE_PERSONAL_CHANNEL, (what) => cache.personalChanged(what))
    feed.onStateChange(() => cache.reset(feed.online))
    fastify.decorate('serviceRows', cache)
  },
  { name: 'service-rows', dependencies: ['change-feed'] },
)
