import { and, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm'
import type { IdentityConfig } from '../../../config'
import type { Database } from '../../../db/client'
import { directorySyncRuns, type DirectorySource } from '../../../db/schema/index'
import { recordAudit, type Operator } from '../../admin/audit-repository'
import { notFound } from '../../common/api-error'
import type { PageArgs } from '../../paginate'
import { describeLdapFailure, LdapUnavailableError } from '../ldap/ldap-connection'
import { readLdapDirectory } from '../ldap/ldap-directory'
import { applyDirectory } from './apply-directory'
import type { DirectorySnapshot } from './directory-entries'

export const LDAP_NOT_CONFIGURED = '未配置学校 LDAP（LDAP_URL），无法同步'

export interface DirectorySyncDeps {
  db: Database
  identity: IdentityConfig
  now: () => Date
  /** Drops an account's cached token version in this instance (the others hear it from the change feed). */
  forgetTokenVersion: (accountId: string) => void
}

type RunRow = typeof directorySyncRuns.$inferSelect

/** A new run, before anything is read; started from the console, it is audited. */
export async function startRun(
  db: Database,
  trigger: 'schedule' | 'console',
  operator?: Operator,
  source: DirectorySource = 'ldap',
): Promise<number> {
  return await db.transaction(async (tx) => {
    const [run] = await tx
      .insert(directorySyncRuns)
      .values({ source, trigger, startedBy: operator?.username ?? null })
      .returning({ id: directorySyncRuns.id })
    if (operator)
      await recordAudit(tx, operator, {
        action: 'directory.sync',
        entity: 'directory_sync_run',
        entityId: run!.id,
        before: null,
        after: { trigger },
      })
    return run!.id
  })
}

/**
 * A run still 同步中 this long after it started has lost its instance (stopped or killed mid-run): a full sync of a
 * 40,000-person school takes about 15 s, and a directory that does not answer fails the run within LDAP_TIMEOUT_MS.
 */
export const INTERRUPTED_AFTER_MINUTES = 30
export const RUN_INTERRUPTED = '同步中断（实例停止）'

/**
 * Marks runs left 同步中 by an instance that stopped as failed (nothing of them was written: the apply is one
 * transaction), so the console does not show them running forever. Answers how many there were.
 */
export async function failInterruptedRuns(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - INTERRUPTED_AFTER_MINUTES * 60_000)
  const rows = await db
    .update(directorySyncRuns)
    .set({ status: 'failed', error: RUN_INTERRUPTED, finishedAt: now })
    .where(and(eq(directorySyncRuns.status, 'running'), lt(directorySyncRuns.startedAt, before)))
    .returning({ id: directorySyncRuns.id })
  return rows.length
}

async function fail(db: Database, runId: number, error: string, now: Date): Promise<void> {
  await db.update(directorySyncRuns).set({ status: 'failed', error, finishedAt: now }).where(eq(directorySyncRuns.id, runId))
}

/** The database's own words for a refused write (not the statement and its thousands of parameters). */
function failureReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return cause instanceof Error ? cause.message : String(cause)
}

/**
 * Runs a started run: the whole directory is read first, then applied in one transaction (one run at a time across
 * instances), with the run's counts and report written in that same transaction. Any failure — the directory
 * unreachable, a write refused — leaves the portal as it was and the run failed with the reason.
 */
export async function performRun(deps: DirectorySyncDeps, runId: number, read: () => Promise<DirectorySnapshot>): Promise<RunRow> {
  let snapshot: DirectorySnapshot
  try {
    snapshot = await read()
  } catch (error) {
    const reason =
      error instanceof LdapUnavailableError ? `无法读取学校目录（LDAP）：${error.message}` : `读取目录失败：${describeLdapFailure(error)}`
    await fail(deps.db, runId, reason, deps.now())
    return await runRow(deps.db, runId)
  }
  try {
    const result = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('directory-sync'))`)
      const applied = await applyDirectory(tx, snapshot, { localAccounts: deps.identity.breakGlassAccounts, now: deps.now() })
      await tx
        .update(directorySyncRuns)
        .set({ status: 'succeeded', finishedAt: deps.now(), ...applied.counts, report: applied.report })
        .where(eq(directorySyncRuns.id, runId))
      return applied
    })
    for (const accountId of result.revoked) deps.forgetTokenVersion(accountId)
  } catch (error) {
    await fail(deps.db, runId, `同步未完成，未做任何更改：${failureReason(error)}`, deps.now())
  }
  return await runRow(deps.db, runId)
}

/** Reads the school's LDAP and applies it (the scheduled job and the console's 立即同步 both come here). */
export async function performLdapRun(deps: DirectorySyncDeps, runId: number): Promise<RunRow> {
  const ldap = deps.identity.ldap
  return await performRun(deps, runId, async () => {
    if (!ldap) throw new LdapUnavailableError(LDAP_NOT_CONFIGURED)
    return await readLdapDirectory(ldap)
  })
}

export async function runRow(db: Pick<Database, 'select'>, runId: number): Promise<RunRow> {
  const [row] = await db.select().from(directorySyncRuns).where(eq(directorySyncRuns.id, runId))
  if (!row) throw notFound('同步记录不存在')
  return row
}

export async function runPage(db: Database, page: PageArgs): Promise<{ rows: Omit<RunRow, 'report'>[]; total: number }> {
  const { report: _report, ...columns } = getTableColumns(directorySyncRuns)
  const [rows, [counted]] = await Promise.all([
    db.select(columns).from(directorySyncRuns).orderBy(desc(directorySyncRuns.id)).limit(page.pageSize).offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(directorySyncRuns),
  ])
  return { rows, total: counted?.total ?? 0 }
}
