import fp from 'fastify-plugin'
import { drainPending, setUpSearch } from '../../lib/search/search-indexer'

/** Queue name of the periodic catch-up of the search index (searches also catch up before they run). */
export const SEARCH_CATCH_UP_JOB = 'search.catch-up'

/**
 * The search index: extension, typo index and change triggers set up at start (a full build on an empty index), then
 * queued changes indexed every minute, so the index stays current even when nobody searches.
 */
export default fp(
  async (fastify) => {
    await setUpSearch(fastify.db)
    if (!fastify.config.jobs.enabled || !fastify.config.jobs.searchCatchUp) return
    await fastify.jobs.work(SEARCH_CATCH_UP_JOB, async () => {
      let indexed = 0
      for (let batch = await drainPending(fastify.db); batch > 0; batch = await drainPending(fastify.db)) indexed += batch
      return { indexed }
    })
    await fastify.jobs.schedule(SEARCH_CATCH_UP_JOB, '* * * * *')
  },
  { name: 'search-index', dependencies: ['database', 'jobs'] },
)
