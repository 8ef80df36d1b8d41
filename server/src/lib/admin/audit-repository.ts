import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { AUDIT_RETENTION_YEARS } from '@contract/audit-rules'
import type { Database } from '../../db/client'
import { adminAuditLog } from '../../db/schema/index'
import type { PageArgs } from '../paginate'

/** A transaction (what `db.transaction` hands its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface Operator {
  /** Null for the portal's own scheduled work (see SCHEDULER). */
  accountId: string | null
  username: string
  userName: string
  /** The address the console call came from (set on every /admin-api request, see autohooks); absent for scheduled work. */
  ip?: string
}

/** Who the audit log names for what the portal does by itself at a set time (an article's offline time passing). */
export const SCHEDULER: Operator = { accountId: null, username: 'system', userName: '定时任务' }

export interface AuditChange {
  action: string
  entity: string
  entityId: string | number
  before: unknown
  after: unknown
}

/** Writes one audit row; call it inside the transaction of the write it records. */
export async function recordAudit(tx: Transaction, operator: Operator, change: AuditChange): Promise<void> {
  await tx.insert(adminAuditLog).values({
    accountId: operator.accountId,
    username: operator.username,
    operatorName: operator.userName,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
    ip: operator.ip ?? null,
  })
}

export interface AuditFilter {
  operator?: string
  entity?: string
  action?: string
  ip?: string
  from?: Date
  to?: Date
}

/** One page of the audit log, newest first, narrowed by operator (sign-in name), object, action, address and time. */
export async function auditPage(db: Database, filter: AuditFilter, page: PageArgs) {
  const conditions = [
    filter.operator ? eq(adminAuditLog.username, filter.operator) : undefined,
    filter.entity ? eq(adminAuditLog.entity, filter.entity) : undefined,
    filter.action ? eq(adminAuditLog.action, filter.action) : undefined,
    filter.ip ? eq(adminAuditLog.ip, filter.ip) : undefined,
    filter.from ? gte(adminAuditLog.at, filter.from) : undefined,
    filter.to ? lt(adminAuditLog.at, filter.to) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined)
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(adminAuditLog)
      .where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** Deletes audit rows older than the retention period (AUDIT_RETENTION_YEARS before `now`); returns how many went. */
export async function pruneAuditLog(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - AUDIT_RETENTION_YEARS)
  const gone = await db.delete(adminAuditLog).where(lt(adminAuditLog.at, cutoff)).returning({ id: adminAuditLog.id })
  return gone.length
}
