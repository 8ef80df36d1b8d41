import { and, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm'
import type { IdentityConfig } from '../../../config'
import type { Database } from '../../../db/client'
import { directorySyncRuns, type DirectoryImportMode, type DirectorySource } from '../../../db/schema/index'
import { recordAudit, type Operator, type Transaction } from '../../admin/audit-repository'
import { ApiError, notFound } from '../../common/api-error'
import type { PageArgs } from '../../paginate'
import { describeLdapFailure, LdapUnavailableError } from '../ldap/ldap-connection'
import { readLdapDirectory } from '../ldap/ldap-directory'
import { applyDirectory, type ApplyOptions, type ApplyResult } from './apply-directory'
import type { DirectorySnapshot } from './directory-entries'

export const LDAP_NOT_CONFIGURED = '未配置学校 LDAP（LDAP_URL 或 统一身份认证 → LDAP），无法同步'

export interface DirectorySyncDeps {
  db: Database
  /** The sign-on settings as they are now (environment and console, see lib/identity/sign-on-settings). */
  identity: () => Promise<IdentityConfig>
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
  const identity = await deps.identity()
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
      const applied = await applyDirectory(tx, snapshot, { localAccounts: identity.breakGlassAccounts, now: deps.now() })
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
  const { ldap } = await deps.identity()
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

export async function runPage(db: Database, page: PageArgs): Promise<{ rows: Omit<RunRow, 'report' | 'digest'>[]; total: number }> {
  const { report: _report, digest: _digest, ...columns } = getTableColumns(directorySyncRuns)
  const [rows, [counted]] = await Promise.all([
    db.select(columns).from(directorySyncRuns).orderBy(desc(directorySyncRuns.id)).limit(page.pageSize).offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(directorySyncRuns),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** How long a dry run stays confirmable: after it, the portal has likely moved on and the file is previewed again. */
export const DRY_RUN_VALID_MS = 30 * 60 * 1000

export interface ImportUpload {
  snapshot: DirectorySnapshot
  mode: DirectoryImportMode
  fileName: string
  digest: string
}

/** Thrown inside the dry run's transaction to roll back everything it wrote while keeping what it found. */
class DryRunRollback extends Error {
  constructor(readonly applied: ApplyResult) {
    super('dry run')
  }
}

/** Thrown inside the apply's transaction when the portal no longer gives what the dry run showed. */
class PreviewOutdated extends Error {}

/** JSON with sorted keys: the report as stored (jsonb reorders keys) and as just computed compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

const importOptions = async (deps: DirectorySyncDeps, mode: DirectoryImportMode): Promise<ApplyOptions> => ({
  localAccounts: (await deps.identity()).breakGlassAccounts,
  now: deps.now(),
  disableMissing: mode === 'full',
  skipUnplaceableOrgs: true,
})

async function lockedApply(tx: Transaction, snapshot: DirectorySnapshot, options: ApplyOptions): Promise<ApplyResult> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('directory-sync'))`)
  return await applyDirectory(tx, snapshot, options)
}

/**
 * 预览 an import: the very applyDirectory of the real run, inside a transaction that is then rolled back, so the
 * report (rows to add, change, disable, every skipped row with its line) is what 确认导入 will do. Recorded as a run
 * with status dry_run (audited), which 确认导入 names.
 */
export async function dryRunImport(deps: DirectorySyncDeps, upload: ImportUpload, operator: Operator): Promise<RunRow> {
  const runId = await deps.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(directorySyncRuns)
      .values({
        source: 'import',
        trigger: 'console',
        startedBy: operator.username,
        mode: upload.mode,
        fileName: upload.fileName,
        digest: upload.digest,
      })
      .returning({ id: directorySyncRuns.id })
    await recordAudit(tx, operator, {
      action: 'directory.import.dry_run',
      entity: 'directory_sync_run',
      entityId: run!.id,
      before: null,
      after: { mode: upload.mode, fileName: upload.fileName, digest: upload.digest },
    })
    return run!.id
  })
  try {
    const options = await importOptions(deps, upload.mode)
    await deps.db.transaction(async (tx) => {
      throw new DryRunRollback(await lockedApply(tx, upload.snapshot, options))
    })
  } catch (error) {
    if (!(error instanceof DryRunRollback)) {
      await fail(deps.db, runId, `预览失败，未做任何更改：${failureReason(error)}`, deps.now())
      return await runRow(deps.db, runId)
    }
    await deps.db
      .update(directorySyncRuns)
      .set({ status: 'dry_run', finishedAt: deps.now(), ...error.applied.counts, report: error.applied.report })
      .where(eq(directorySyncRuns.id, runId))
  }
  return await runRow(deps.db, runId)
}

/**
 * 确认导入: applies the file its dry run read, in one transaction, only if it is the same file (digest), the dry run is
 * recent and the portal still gives the same report; else 409 and nothing is written. A write refused midway fails
 * the run with the reason, nothing written either.
 */
export async function applyImport(deps: DirectorySyncDeps, runId: number, upload: ImportUpload, operator: Operator): Promise<RunRow> {
  const run = await runRow(deps.db, runId)
  if (run.source !== 'import' || run.status !== 'dry_run') throw new ApiError(409, '该记录不是待确认的导入预览')
  if (run.digest !== upload.digest) throw new ApiError(409, '文件或导入方式与预览时不同，请重新预览')
  if (deps.now().getTime() - (run.finishedAt ?? run.startedAt).getTime() > DRY_RUN_VALID_MS)
    throw new ApiError(409, '预览已超过 30 分钟，请重新预览')
  const options = await importOptions(deps, upload.mode)
  let result: ApplyResult
  try {
    result = await deps.db.transaction(async (tx) => {
      const applied = await lockedApply(tx, upload.snapshot, options)
      const previewed = { counts: pick(run), report: run.report }
      if (canonical({ counts: applied.counts, report: applied.report }) !== canonical(previewed)) throw new PreviewOutdated()
      const [updated] = await tx
        .update(directorySyncRuns)
        .set({ status: 'succeeded', finishedAt: deps.now() })
        .where(and(eq(directorySyncRuns.id, runId), eq(directorySyncRuns.status, 'dry_run')))
        .returning({ id: directorySyncRuns.id })
      if (!updated) throw new ApiError(409, '该预览已被确认或已失效')
      await recordAudit(tx, operator, {
        action: 'directory.import',
        entity: 'directory_sync_run',
        entityId: runId,
        before: null,
        after: { mode: upload.mode, fileName: upload.fileName, ...applied.counts },
      })
      return applied
    })
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (error instanceof PreviewOutdated) throw new ApiError(409, '预览之后门户数据已有变化，导入未执行，请重新预览')
    await fail(deps.db, runId, `导入未完成，未做任何更改：${failureReason(error)}`, deps.now())
    return await runRow(deps.db, runId)
  }
  for (const accountId of result.revoked) deps.forgetTokenVersion(accountId)
  return await runRow(deps.db, runId)
}

const pick = (run: RunRow) => ({
  entries: run.entries,
  added: run.added,
  changed: run.changed,
  disabled: run.disabled,
  skipped: run.skipped,
})
