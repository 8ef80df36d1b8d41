import { and, desc, eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { formDefinitions, formDefinitionVersions, type FormVersionStatus } from '../../db/schema/index'
import type { FormChain } from '@contract/form-chain'
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

export async function versionById(db: Queryable, id: number): Promise<FormVersion> {
  const [row] = await joined(db).where(eq(formDefinitionVersions.id, id))
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
  const rows = await db.select({ code: formDefinitions.code, name: formDefinitions.name }).from(formDefinitions).orderBy(formDefinitions.sort, formDefinitions.code)
  return new Map(rows.map((row) => [row.code, row.name]))
}
