import fp from 'fastify-plugin'
import { carryOutDueDeletions } from '../../lib/personal/account-closure'

/** Queue name of the account deletions whose cooling-off has ended (注销账号). */
export const ACCOUNT_DELETIONS_JOB = 'personal.account-deletions'

/**
 * 注销账号 carried out when the cooling-off ends: checked every minute as one job for the whole cluster,
 * on the app's clock (settable in tests). Each request is closed exactly once (see carryOutDueDeletions).
 */
export default fp(
  async (fastify) => {
    if (!fastify.config.jobs.enabled) return
    await fastify.jobs.work(ACCOUNT_DELETIONS_JOB, async () => {
      const closed = await carryOutDueDeletions(fastify.db, fastify.clock.now())
      // Their tokens stop working here at once, on the other instances when the trigger's notice arrives.
      for (const accountId of closed) fastify.idTokens.versions.forget(accountId)
      if (closed.length > 0) fastify.log.info({ closed: closed.length }, 'accounts closed after their cooling-off')
      return { closed: closed.length }
    })
    await fastify.jobs.schedule(ACCOUNT_DELETIONS_JOB, '* * * * *')
  },
  { name: 'account-deletions', dependencies: ['database', 'jobs', 'authentication'] },
)
