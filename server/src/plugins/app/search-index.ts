import fp from 'fastify-plugin'
import { drainPending, SEARCH_CHANGED_CHANNEL, setUpSearch } from '../../lib/search/search-indexer'
import { SearchService } from '../../lib/search/search-service'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every search bar's queries, with the answers this instance keeps between requests. */
    searchService: SearchService
  }
}

/** Queue name of the periodic catch-up of the search index (searches also catch up before they run). */
export const SEARCH_CATCH_UP_JOB = 'search.catch-up'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The search index: extension, typo index and change triggers set up at start (a full build on an empty index), then
 * queued changes indexed every minute, so the index stays current even when nobody searches. The search service
 * learns of changes through the change feed (any instance's, a notice at commit) and, for this instance's own writes,
 * before each write request's answer leaves: the writer's next search looks at the index again without waiting for
 * the notice.
 */
export default fp(
  async (fastify) => {
    await setUpSearch(fastify.db)
    const search = new SearchService(fastify.db)
    const feed = fastify.changeFeed
    feed.on(SEARCH_CHANGED_CHANNEL, () => search.watch.changed())
    feed.onStateChange(() => search.watch.reset(feed.online))
    fastify.addHook('onSend', (request, _reply, payload, done) => {
      if (!READS.has(request.method)) search.watch.changed()
      done(null, payload)
    })
    fastify.decorate('searchService', search)
    if (!fastify.config.jobs.enabled || !fastify.config.jobs.searchCatchUp) return
    await fastify.jobs.work(SEARCH_CATCH_UP_JOB, async () => {
      let indexed = 0
      for (let batch = await drainPending(fastify.db); batch > 0; batch = await drainPending(fastify.db)) indexed += batch
      return { indexed }
    })
    await fastify.jobs.schedule(SEARCH_CATCH_UP_JOB, '* * * * *')
  },
  { name: 'search-index', dependencies: ['database', 'jobs', 'change-feed'] },
)
