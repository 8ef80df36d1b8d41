import fp from 'fastify-plugin'
import { failInterruptedRuns, performLdapRun, startRun, type DirectorySyncDeps } from '../../lib/identity/directory-sync/sync-runs'
import { signOnSettings } from '../../lib/identity/sign-on-settings'

/** Queue name of the directory sync from the school's LDAP. */
export const DIRECTORY_SYNC_JOB = 'identity.directory-sync'

declare module 'fastify' {
  interface FastifyInstance {
    directorySync: {
      deps: DirectorySyncDeps
      /** Runs a started run in the background: on the job queue, or in this instance when the queue is off. */
      launch: (runId: number) => Promise<void>
      /** Follows a saved LDAP sync schedule: scheduled when set, unscheduled when emptied (cluster-wide). */
      followSchedule: (cron: string) => Promise<void>
    }
  }
}

/**
 * The directory sync as a pg-boss job: on the sync schedule (LDAP_SYNC_CRON or the console's) (one job per tick for the cluster) and whenever the console
 * starts one (the job then names its run).
 */
export default fp(
  async (fastify) => {
    const deps: DirectorySyncDeps = {
      db: fastify.db,
      identity: async () => await signOnSettings(fastify),
      now: () => fastify.clock.now(),
      forgetTokenVersion: (accountId) => fastify.idTokens.versions.forget(accountId),
    }
    const launch = async (runId: number) => {
      if (fastify.jobs.enabled) {
        await fastify.jobs.enqueue(DIRECTORY_SYNC_JOB, { runId }, { retryLimit: 0 })
        return
      }
      void performLdapRun(deps, runId).catch((error: unknown) => fastify.log.error({ err: error, runId }, 'directory sync failed'))
    }
    const followSchedule = async (cron: string) => {
      if (!fastify.jobs.enabled) return
      if (cron) await fastify.jobs.schedule(DIRECTORY_SYNC_JOB, cron, {})
      else await fastify.jobs.unschedule(DIRECTORY_SYNC_JOB)
    }
    fastify.decorate('directorySync', { deps, launch, followSchedule })
    // Runs an instance left 同步中 when it stopped: failed with the reason at start-up (the console also sweeps).
    fastify.addHook('onReady', async () => {
      const interrupted = await failInterruptedRuns(fastify.db, fastify.clock.now())
      if (interrupted > 0) fastify.log.warn({ interrupted }, 'directory sync runs interrupted by a stopped instance marked failed')
    })
    if (!fastify.config.jobs.enabled) return
    await fastify.jobs.work<{ runId?: number }>(DIRECTORY_SYNC_JOB, async ({ runId }) => {
      const run = await performLdapRun(deps, runId ?? (await startRun(fastify.db, 'schedule')))
      return { runId: run.id, status: run.status }
    })
    await followSchedule((await signOnSettings(fastify)).ldap?.syncCron ?? '')
  },
  { name: 'directory-sync', dependencies: ['database', 'jobs', 'authentication'] },
)
