import fp from 'fastify-plugin'
import { withdrawDueArticles } from '../../lib/admin/console-cms-repository'

/** Queue name of the withdrawal of articles whose offline time has passed. */
export const ARTICLE_WITHDRAWALS_JOB = 'cms.article-withdrawals'

/**
 * Every minute, one job for the whole cluster: articles past their offline time (set in the console) become 已下线 and
 * every instance's content cache is emptied.
 */
export default fp(
  async (fastify) => {
    if (!fastify.config.jobs.enabled) return
    await fastify.jobs.work(ARTICLE_WITHDRAWALS_JOB, async () => {
      const withdrawn = await withdrawDueArticles(fastify.db)
      if (withdrawn.length) await fastify.contentChanged()
      return { withdrawn }
    })
    await fastify.jobs.schedule(ARTICLE_WITHDRAWALS_JOB, '* * * * *')
  },
  { name: 'article-withdrawals', dependencies: ['database', 'jobs', 'content-cache'] },
)
