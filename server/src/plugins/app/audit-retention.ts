import fp from 'fastify-plugin'
import { pruneAuditLog } from '../../lib/admin/audit-repository'

/** Queue name of the daily deletion of audit rows past their retention (操作日志 保留 3 年). */
export const AUDIT_RETENTION_JOB = 'admin.audit-retention'

/**
 * Once a day (03:30 UTC), one job for the whole cluster: the audit log's rows older than AUDIT_RETENTION_YEARS go, on
 * the app's clock. Running it twice is harmless.
 */
export default fp(
  async (fastify) => {
    if (!fastify.config.jobs.enabled) return
    await fastify.jobs.work(AUDIT_RETENTION_JOB, async () => {
      const deleted = await pruneAuditLog(fastify.db, fastify.clock.now())
      if (deleted > 0) fastify.log.info({ deleted }, 'audit rows past their retention deleted')
      return { deleted }
    })
    await fastify.jobs.schedule(AUDIT_RETENTION_JOB, '30 3 * * *')
  },
  { name: 'audit-retention', dependencies: ['database', 'jobs'] },
)
