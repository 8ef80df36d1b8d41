import { randomBytes } from 'node:crypto'
import type { OrgCreateBody, OrgKind } from '@contract/admin-orgs'
import type { Database, Queryable } from '../../db/client'
import { ApiError, badRequest, forbidden, notFound } from '../common/api-error'
import type { AccountScope } from './account-repository'
import { recordAudit, type Operator } from './audit-repository'
import {
  childNodes,
  insertOrg,
  isWithin,
  lockOrgs,
  mergeOrgRows,
  nextSort,
  nodeByCode,
  orgRow,
  renameOrg,
  reparentOrg,
  subtreeNodes,
  topNodes,
} from './org-repository'

const SOURCE_NAMES: Record<string, string> = { ldap: 'LDAP', import: '导入' }
/** The kind a new unit takes under a parent of each kind (a class has none under it). */
const CHILD_KIND: Record<OrgKind, OrgKind | null> = {
  school: 'college',
  college: 'department',
  department: 'class',
  office: 'office',
  class: null,
}

/**
 * The unit if the operator may act on it: it exists (404) and, for a division admin, lies in one of their divisions'
 * subtrees (403).
 */
async function unitInScope(db: Database, scope: AccountScope, code: string) {
  const unit = await orgRow(db, code)
  if (!unit) throw notFound('组织不存在')
  if (scope !== null && !(await isWithin(db, code, scope))) throw forbidden('该组织不在您管理的范围内')
  return unit
}

/** A unit the directory writes is the directory's to rename, move and merge: its next run would undo the console. */
function notDirectoryOwned(unit: { name: string; directorySource: string | null }) {
  if (unit.directorySource)
    throw new ApiError(
      409,
      `「${unit.name}」由学校目录（${SOURCE_NAMES[unit.directorySource] ?? unit.directorySource}）同步管理，请在目录中修改；可在其下新建组织`,
    )
}

function cleanName(name: string) {
  const trimmed = name.trim()
  if (!trimmed) throw badRequest('请填写组织名称')
  return trimmed
}

async function nameFreeUnder(db: Queryable, parentCode: string, name: string, except?: string) {
  const siblings = await childNodes(db, parentCode)
  if (siblings.some((sibling) => sibling.name === name && sibling.code !== except)) throw new ApiError(409, `同一上级下已有「${name}」`)
}

async function node(db: Database, code: string) {
  const found = await nodeByCode(db, code)
  if (!found) throw notFound('组织不存在')
  return found
}

/** One level of the tree (the top of the operator's scope without a parent), or the whole tree in scope. */
export async function orgTree(db: Database, scope: AccountScope, query: { parentCode?: string; whole?: 'true' | 'false' }) {
  if (query.parentCode) {
    await unitInScope(db, scope, query.parentCode)
    return await childNodes(db, query.parentCode)
  }
  if (query.whole === 'true') return await subtreeNodes(db, scope)
  return await topNodes(db, scope)
}

/** Adds a unit under a parent in scope; its kind follows the parent's unless given. */
export async function createOrg(db: Database, operator: Operator, scope: AccountScope, input: OrgCreateBody) {
  const parent = await unitInScope(db, scope, input.parentCode)
  const name = cleanName(input.name)
  const kind = input.kind ?? CHILD_KIND[parent.kind]
  if (!kind) throw new ApiError(409, '班级下不能再建下级组织')
  const code = input.code ?? `${parent.code}-${randomBytes(3).toString('hex')}`
  await db.transaction(async (tx) => {
    await lockOrgs(tx, [parent.code])
    await nameFreeUnder(tx, parent.code, name)
    const created = await insertOrg(tx, { code, name, kind, parentCode: parent.code, sort: await nextSort(tx, parent.code) })
    if (!created) throw new ApiError(409, `组织代码「${code}」已存在`)
    await recordAudit(tx, operator, {
      action: 'org.create',
      entity: 'org',
      entityId: code,
      before: null,
      after: { name, kind, parentCode: parent.code },
    })
  })
  return await node(db, code)
}

export async function renameOrgUnit(db: Database, operator: Operator, scope: AccountScope, code: string, newName: string) {
  const unit = await unitInScope(db, scope, code)
  notDirectoryOwned(unit)
  const name = cleanName(newName)
  if (name === unit.name) throw new ApiError(409, '名称未改变')
  await db.transaction(async (tx) => {
    await lockOrgs(tx, [code])
    if (unit.parentCode) await nameFreeUnder(tx, unit.parentCode, name, code)
    await renameOrg(tx, code, name)
    await recordAudit(tx, operator, { action: 'org.rename', entity: 'org', entityId: code, before: { name: unit.name }, after: { name } })
  })
  return await node(db, code)
}

/** Moves a unit (with everything under it) under another parent; never into its own subtree. */
export async function moveOrg(db: Database, operator: Operator, scope: AccountScope, code: string, parentCode: string) {
  const unit = await unitInScope(db, scope, code)
  const parent = await unitInScope(db, scope, parentCode)
  notDirectoryOwned(unit)
  if (!unit.parentCode) throw new ApiError(409, '学校（根组织）不能移动')
  if (unit.parentCode === parent.code) throw new ApiError(409, `「${unit.name}」已在「${parent.name}」下`)
  if (parent.kind === 'class') throw new ApiError(409, '不能移动到班级之下')
  await db.transaction(async (tx) => {
    await lockOrgs(tx, [code, parentCode])
    // Checked under the lock: a concurrent move cannot make the target a descendant meanwhile.
    if (await isWithin(tx, parentCode, [code])) throw new ApiError(409, '不能移动到其自身或其下级组织之下')
    await nameFreeUnder(tx, parentCode, unit.name, code)
    await reparentOrg(tx, code, parentCode)
    await recordAudit(tx, operator, {
      action: 'org.move',
      entity: 'org',
      entityId: code,
      before: { parentCode: unit.parentCode },
      after: { parentCode },
    })
  })
  return await node(db, code)
}

/**
 * Merges unit `code` into `intoCode` in one transaction: its people, child units, division settings, announcements,
 * calendars, courses and division-scoped console roles move to the target, and the unit is removed.
 */
export async function mergeOrg(db: Database, operator: Operator, scope: AccountScope, code: string, intoCode: string) {
  const unit = await unitInScope(db, scope, code)
  const into = await unitInScope(db, scope, intoCode)
  notDirectoryOwned(unit)
  if (code === intoCode) throw new ApiError(409, '不能合并到自身')
  if (!unit.parentCode) throw new ApiError(409, '学校（根组织）不能合并')
  const moved = await db.transaction(async (tx) => {
    await lockOrgs(tx, [code, intoCode])
    if (await isWithin(tx, intoCode, [code])) throw new ApiError(409, '不能合并到其下级组织')
    const before = await nodeByCode(tx, code)
    const counts = await mergeOrgRows(tx, code, intoCode)
    await recordAudit(tx, operator, {
      action: 'org.merge',
      entity: 'org',
      entityId: code,
      before: { name: unit.name, parentCode: unit.parentCode, memberCount: before?.memberCount ?? 0 },
      after: { mergedInto: intoCode, intoName: into.name, ...counts },
    })
    return counts
  })
  return { into: await node(db, intoCode), ...moved }
}
