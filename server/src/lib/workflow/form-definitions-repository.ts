import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import {
  accounts,
  flowApplications,
  formDefinitions,
  formDefinitionVersions,
  services,
  userGroups,
  type FormVersionStatus,
} from '../../db/schema/index'
import type { FormChain } from '@contract/form-chain'
import { escapeLike } from '../message-center/message-records'
import type { FormFieldDefinition } from '@contract/form-fields'

// Form definitions and their versions: the queries (rules live in form-designer and workflow-definitions).
export interface FormVersion {
  id: number
  code: string
  name: string
  prefix: string
  version: number
  status: FormVersionStatus
  fields: FormFieldDefinition[]
  chain: FormChain
  summary: string
  publishedBy: string | null
  publishedAt: Date | null
  updatedAt: Date
}

const columns = {
  id: formDefinitionVersions.id,
  code: formDefinitionVersions.code,
  name: formDefinitions.name,
  prefix: formDefinitions.prefix,
  version: formDefinitionVersions.version,
  status: formDefinitionVersions.status,
  fields: formDefinitionVersions.fields,
  chain: formDefinitionVersions.chain,
  summary: formDefinitionVersions.summary,
  publishedBy: formDefinitionVersions.publishedBy,
  publishedAt: formDefinitionVersions.publishedAt,
  updatedAt: formDefinitionVersions.updatedAt,
}

const joined = (db: Queryable) =>
  db.select(columns).from(formDefinitionVersions).innerJoin(formDefinitions, eq(formDefinitions.code, formDefinitionVersions.code))

/** The version new applications of `code` start on (the latest published), or null. */
export async function publishedVersion(db: Queryable, code: string): Promise<FormVersion | null> {
  const [row] = await joined(db)
    .where(and(eq(formDefinitionVersions.code, code), eq(formDefinitionVersions.status, 'published')))
    .orderBy(desc(formDefinitionVersions.version))
    .limit(1)
  return row ?? null
}

/** The latest published version of every form, by code. */
export async function publishedVersions(db: Queryable): Promise<FormVersion[]> {
  return await joined(db)
    .where(
      sql`${formDefinitionVersions.version} = (SELECT max(p.version) FROM form_definition_versions p
            WHERE p.code = ${formDefinitionVersions.code} AND p.status = 'published')`,
    )
    .orderBy(formDefinitions.sort, formDefinitions.code)
}

/** An application's version (its column is never null: a check in the database). */
export async function versionById(db: Queryable, id: number | null): Promise<FormVersion> {
  const [row] = id === null ? [] : await joined(db).where(eq(formDefinitionVersions.id, id))
  if (!row) throw new Error(`form version ${id} missing`)
  return row
}

/** Every version of a form, newest first. */
export async function versionsOf(db: Queryable, code: string): Promise<FormVersion[]> {
  return await joined(db).where(eq(formDefinitionVersions.code, code)).orderBy(desc(formDefinitionVersions.version))
}

export async function definitionOf(db: Queryable, code: string) {
  const [row] = await db.select().from(formDefinitions).where(eq(formDefinitions.code, code))
  return row ?? null
}

/** Form names by code (every form, published or not). */
export async function definitionNames(db: Queryable): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: formDefinitions.code, name: formDefinitions.name })
    .from(formDefinitions)
    .orderBy(formDefinitions.sort, formDefinitions.code)
  return new Map(rows.map((row) => [row.code, row.name]))
}

/** A service as the designer needs it. */
export async function serviceForForm(db: Queryable, serviceId: number) {
  const [row] = await db
    .select({ serviceId: services.serviceId, serviceName: services.serviceName, engineType: services.engineType, appId: services.appId })
    .from(services)
    .where(eq(services.serviceId, serviceId))
  return row ?? null
}

/** How many applications of each version are still 审批中 or 已退回. */
export async function inFlightByVersion(db: Queryable, code: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ versionId: flowApplications.definitionVersionId, n: sql<number>`count(*)::int` })
    .from(flowApplications)
    .where(and(eq(flowApplications.type, code), inArray(flowApplications.status, ['progress', 'hang'])))
    .groupBy(flowApplications.definitionVersionId)
  return new Map(rows.map((row) => [row.versionId ?? 0, row.n]))
}

export async function insertDefinition(db: Queryable, values: { code: string; name: string; prefix: string }) {
  const [{ sort }] = (await db.select({ sort: sql<number>`coalesce(max(${formDefinitions.sort}), 0)::int + 1` }).from(formDefinitions)) as [
    { sort: number },
  ]
  await db.insert(formDefinitions).values({ ...values, sort })
}

export async function updateDefinition(db: Queryable, code: string, values: { name: string; prefix: string }) {
  await db.update(formDefinitions).set(values).where(eq(formDefinitions.code, code))
}

export type VersionContent = Pick<FormVersion, 'fields' | 'chain' | 'summary'>

export async function insertDraftVersion(
  db: Queryable,
  code: string,
  version: number,
  content: VersionContent,
  by: string | null,
  at: Date,
) {
  await db
    .insert(formDefinitionVersions)
    .values({ code, version, status: 'draft', ...content, createdBy: by, createdAt: at, updatedAt: at })
}

export async function updateDraftVersion(db: Queryable, id: number, content: VersionContent, at: Date) {
  await db
    .update(formDefinitionVersions)
    .set({ ...content, updatedAt: at })
    .where(and(eq(formDefinitionVersions.id, id), eq(formDefinitionVersions.status, 'draft')))
}

/** 发布: the draft becomes a published version; published rows never change again. */
export async function publishDraftVersion(db: Queryable, id: number, by: string | null, at: Date): Promise<boolean> {
  const rows = await db
    .update(formDefinitionVersions)
    .set({ status: 'published', publishedBy: by, publishedAt: at, updatedAt: at })
    .where(and(eq(formDefinitionVersions.id, id), eq(formDefinitionVersions.status, 'draft')))
    .returning({ id: formDefinitionVersions.id })
  return rows.length > 0
}

export async function setServiceAppId(db: Queryable, serviceId: number, appId: string) {
  await db.update(services).set({ appId }).where(eq(services.serviceId, serviceId))
}

/** User groups a chain step may name, with their size. */
export async function groupChoices(db: Queryable) {
  const rows = await db.execute<{ code: string; name: string; member_count: number }>(sql`
    select g.code, g.name, (select count(*)::int from user_group_members m where m.group_id = g.id) as member_count
      from user_groups g order by g.name, g.code`)
  return rows.rows.map((row) => ({ code: row.code, name: row.name, memberCount: Number(row.member_count) }))
}

/** Display names by account id. */
export async function namesOf(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: accounts.id, name: accounts.displayName }).from(accounts).where(inArray(accounts.id, ids))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** Usernames among `usernames` with no account. */
export async function unknownUsernames(db: Queryable, usernames: string[]): Promise<string[]> {
  if (usernames.length === 0) return []
  const rows = await db.select({ username: accounts.username }).from(accounts).where(inArray(accounts.username, usernames))
  const found = new Set(rows.map((row) => row.username))
  return usernames.filter((name) => !found.has(name))
}

export async function groupExists(db: Queryable, code: string): Promise<boolean> {
  const [row] = await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.code, code))
  return row !== undefined
}

/** Accounts whose name or username contains `keyword` (the chain's person choice), at most 20. */
export async function searchPeople(db: Queryable, keyword: string) {
  const like = `%${escapeLike(keyword)}%`
  const rows = await db.execute<{ username: string; name: string; org_name: string | null }>(sql`
    select a.username, a.display_name as name, o.name as org_name
      from accounts a left join org_units o on o.code = a.org_code
     where (a.display_name ilike ${like} or a.username ilike ${like}) and a.identity_type_code <> 'guest'
     order by a.username limit 20`)
  return rows.rows.map((row) => ({ username: row.username, name: row.name, orgName: row.org_name ?? '' }))
}
