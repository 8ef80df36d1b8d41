import { asc, desc, eq, max } from 'drizzle-orm'
import type { AppVersionAddBody, DiversionSaveBody } from '@contract/admin-config'
import { appVersionProblem, diversionProblem } from '@contract/config-rules'
import type { Database } from '../../db/client'
import { accounts, appVersions, diversions } from '../../db/schema/index'
import { badRequest, notFound } from '../common/api-error'
import { recordAudit, type Operator } from './audit-repository'

/** 分流 records and app releases as the console edits them (全局管理员); each write audited in its transaction. */

const diversionRow = {
  id: diversions.id,
  username: accounts.username,
  userName: accounts.displayName,
  terminal: diversions.terminal,
  title: diversions.title,
  url: diversions.url,
  sort: diversions.sort,
}

export async function consoleDiversions(db: Database) {
  return await db
    .select(diversionRow)
    .from(diversions)
    .leftJoin(accounts, eq(accounts.id, diversions.accountId))
    .orderBy(asc(diversions.terminal), asc(diversions.sort), asc(diversions.id))
}

const audited = (row: typeof diversions.$inferSelect) => ({
  accountId: row.accountId,
  terminal: row.terminal,
  title: row.title,
  url: row.url,
  sort: row.sort,
})

/** Creates (no id) or edits a record; returns its id. An unknown sign-in name is refused. */
export async function saveDiversion(db: Database, operator: Operator, input: DiversionSaveBody): Promise<number> {
  const fields = { terminal: input.terminal, title: input.title.trim(), url: input.url.trim(), sort: input.sort }
  const problem = diversionProblem(fields)
  if (problem) throw badRequest(problem)
  return await db.transaction(async (tx) => {
    let accountId: string | null = null
    const username = input.username?.trim()
    if (username) {
      const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username))
      if (!account) throw badRequest(`没有账号“${username}”`)
      accountId = account.id
    }
    if (input.id === undefined) {
      const [created] = await tx
        .insert(diversions)
        .values({ accountId, ...fields })
        .returning()
      await recordAudit(tx, operator, {
        action: 'create',
        entity: 'diversion',
        entityId: created!.id,
        before: null,
        after: audited(created!),
      })
      return created!.id
    }
    const [before] = await tx.select().from(diversions).where(eq(diversions.id, input.id)).for('update')
    if (!before) throw notFound('分流记录不存在')
    const [after] = await tx
      .update(diversions)
      .set({ accountId, ...fields })
      .where(eq(diversions.id, input.id))
      .returning()
    await recordAudit(tx, operator, {
      action: 'update',
      entity: 'diversion',
      entityId: input.id,
      before: audited(before),
      after: audited(after!),
    })
    return input.id
  })
}

export async function deleteDiversion(db: Database, operator: Operator, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(diversions).where(eq(diversions.id, id)).returning()
    if (!before) throw notFound('分流记录不存在')
    await recordAudit(tx, operator, { action: 'delete', entity: 'diversion', entityId: id, before: audited(before), after: null })
  })
}

export async function consoleAppVersions(db: Database) {
  return await db.select().from(appVersions).orderBy(asc(appVersions.platform), desc(appVersions.versionCode))
}

/** Adds a release; its versionCode must be above the platform's newest (releases are kept, never edited). */
export async function addAppVersion(db: Database, operator: Operator, input: AppVersionAddBody) {
  return await db.transaction(async (tx) => {
    // Two releases of one platform at once: the second waits and then sees the first's code.
    await tx.select({ id: appVersions.id }).from(appVersions).where(eq(appVersions.platform, input.platform)).for('update')
    const [newest] = await tx
      .select({ code: max(appVersions.versionCode) })
      .from(appVersions)
      .where(eq(appVersions.platform, input.platform))
    const fields = {
      ...input,
      version: input.version.trim(),
      downloadUrl: input.downloadUrl.trim(),
      releaseNotes: input.releaseNotes.trim(),
    }
    const problem = appVersionProblem(fields, newest?.code ?? undefined)
    if (problem) throw badRequest(problem)
    const [created] = await tx.insert(appVersions).values(fields).returning()
    await recordAudit(tx, operator, { action: 'create', entity: 'app-version', entityId: created!.id, before: null, after: fields })
    return created!
  })
}
