import { and, desc, eq, sql } from 'drizzle-orm'
import { AGREEMENT_AUDIT_ENTITY, versionLabelProblem, type AgreementKind } from '@contract/agreement-kinds'
import type { Database } from '../../db/client'
import { agreementAcceptances, agreementVersions } from '../../db/schema/index'
import { ApiError, badRequest } from '../common/api-error'
import { recordAudit, type Operator } from '../admin/audit-repository'

/**
 * 用户协议 and 隐私政策 as versions: each publish adds a row, the newest row of a kind is in force, and a person's
 * acceptance names the kind and version they agreed to.
 */

export type AgreementVersionRow = typeof agreementVersions.$inferSelect

/** The version in force of each text (undefined for a text never published). */
export async function currentVersions(db: Database): Promise<Partial<Record<AgreementKind, AgreementVersionRow>>> {
  const rows = await db
    .selectDistinctOn([agreementVersions.kind])
    .from(agreementVersions)
    .orderBy(agreementVersions.kind, desc(agreementVersions.id))
  return Object.fromEntries(rows.map((row) => [row.kind, row]))
}

export async function currentVersion(db: Database, kind: AgreementKind): Promise<AgreementVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(eq(agreementVersions.kind, kind))
    .orderBy(desc(agreementVersions.id))
    .limit(1)
  return row
}

/** Every version of one text, newest first, without their contents. */
export async function versionHistory(db: Database, kind: AgreementKind) {
  return db
    .select({
      id: agreementVersions.id,
      kind: agreementVersions.kind,
      version: agreementVersions.version,
      title: agreementVersions.title,
      publishedByName: agreementVersions.publishedByName,
      publishedAt: agreementVersions.publishedAt,
    })
    .from(agreementVersions)
    .where(eq(agreementVersions.kind, kind))
    .orderBy(desc(agreementVersions.id))
}

export async function versionById(db: Database, id: number): Promise<AgreementVersionRow | undefined> {
  const [row] = await db.select().from(agreementVersions).where(eq(agreementVersions.id, id))
  return row
}

export interface NewAgreementVersion {
  kind: AgreementKind
  version: string
  title: string
  /** Already sanitised by the caller. */
  content: string
}

/**
 * Publishes a new version in one transaction with its audit row. Publishes of one text are serialised, so the
 * label is checked against the version really in force (400 when empty or the same, 409 when used before).
 */
export async function publishVersion(db: Database, operator: Operator, next: NewAgreementVersion, at: Date): Promise<AgreementVersionRow> {
  return await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'agreement-publish:' + next.kind}))`)
    const [current] = await tx
      .select()
      .from(agreementVersions)
      .where(eq(agreementVersions.kind, next.kind))
      .orderBy(desc(agreementVersions.id))
      .limit(1)
    const version = next.version.trim()
    const problem = versionLabelProblem(version, current?.version)
    if (problem) throw badRequest(problem)
    const [used] = await tx
      .select({ id: agreementVersions.id })
      .from(agreementVersions)
      .where(and(eq(agreementVersions.kind, next.kind), eq(agreementVersions.version, version)))
    if (used) throw new ApiError(409, `版本号 ${version} 已发布过，请换一个`)
    const [created] = await tx
      .insert(agreementVersions)
      .values({
        kind: next.kind,
        version,
        title: next.title.trim(),
        content: next.content,
        publishedBy: operator.accountId,
        publishedByName: operator.userName,
        publishedAt: at,
      })
      .returning()
    const summary = (row: AgreementVersionRow | undefined) => (row ? { version: row.version, title: row.title } : null)
    await recordAudit(tx, operator, {
      action: 'publish',
      entity: AGREEMENT_AUDIT_ENTITY[next.kind],
      entityId: created!.id,
      before: summary(current),
      after: summary(created),
    })
    return created!
  })
}

/** What a person accepted, newest first. */
export async function acceptancesOf(db: Database, accountId: string) {
  return db
    .select({ kind: agreementAcceptances.kind, version: agreementAcceptances.version, acceptedAt: agreementAcceptances.acceptedAt })
    .from(agreementAcceptances)
    .where(eq(agreementAcceptances.accountId, accountId))
    .orderBy(desc(agreementAcceptances.acceptedAt))
}

/** Records the acceptance of these versions (accepting again is a no-op). */
export async function acceptVersions(db: Database, accountId: string, versions: { kind: AgreementKind; version: string }[], at: Date) {
  if (versions.length === 0) return
  await db
    .insert(agreementAcceptances)
    .values(versions.map((entry) => ({ accountId, kind: entry.kind, version: entry.version, acceptedAt: at })))
    .onConflictDoNothing()
}
