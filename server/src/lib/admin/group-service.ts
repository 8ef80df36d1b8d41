import { GROUP_ROLE_NAMES, type GroupMemberRole } from '@contract/admin-orgs'
import type { Database, Queryable } from '../../db/client'
import { DIRECTORY_GROUP_OWNER } from '../../db/schema/index'
import { ApiError, badRequest, forbidden, notFound } from '../common/api-error'
import { createGroup, deleteGroup, groupNameTaken, renameGroup } from '../online-send/groups-repository'
import type { PageArgs } from '../paginate'
import { accountInScope, type AccountScope } from './account-repository'
import { recordAudit, type Operator } from './audit-repository'
import {
  dropMember,
  groupById,
  groupMemberRows,
  groupPage,
  lockGroup,
  groupIdByCode,
  memberOf,
  ownerIds,
  putMember,
  setGroupOwner,
  type ConsoleGroup,
} from './group-repository'
import { isWithin } from './org-repository'

const SOURCE_NAMES: Record<string, string> = { ldap: 'LDAP', import: '导入' }

/** What the console shows of a group (the owner's account id stays on the server). */
const shown = ({ ownerId: _ownerId, ...group }: ConsoleGroup) => group

async function groupInScope(db: Queryable, scope: AccountScope, id: number) {
  const group = await groupById(db, scope, id)
  if (!group) throw notFound('用户组不存在')
  if (!group.inScope) throw forbidden('该用户组不在您管理的范围内')
  return group
}

/** A group the console may change: in scope and not a directory's (each run of the directory replaces those). */
async function editableGroup(db: Queryable, scope: AccountScope, id: number) {
  const group = await groupInScope(db, scope, id)
  if (group.directorySource)
    throw new ApiError(409, `该用户组由学校目录（${SOURCE_NAMES[group.directorySource] ?? group.directorySource}）同步管理，只读`)
  return group
}

/** A person the operator may put in a group: an account in scope, never the directory's reserved owner. */
async function personInScope(db: Queryable, scope: AccountScope, accountId: string) {
  if (accountId === DIRECTORY_GROUP_OWNER.id) throw badRequest('该账号为系统保留账号，不能加入用户组')
  const person = await accountInScope(db, scope, accountId)
  if (person) return person
  if (scope !== null && (await accountInScope(db, null, accountId))) throw forbidden('该人员不在您管理的范围内')
  throw notFound('账号不存在')
}

function cleanName(name: string) {
  const trimmed = name.trim()
  if (!trimmed) throw badRequest('请填写用户组名称')
  return trimmed
}

export async function groupList(db: Database, scope: AccountScope, filter: { keyword?: string; orgCode?: string }, page: PageArgs) {
  if (filter.orgCode && scope !== null && !(await isWithin(db, filter.orgCode, scope))) throw forbidden('该组织不在您管理的范围内')
  const { rows, total } = await groupPage(db, scope, filter, page)
  return { rows: rows.map(shown), total }
}

export async function groupDetail(db: Database, scope: AccountScope, id: number) {
  const group = await groupInScope(db, scope, id)
  return { group: shown(group), members: await groupMemberRows(db, id) }
}

/** A group owned by the chosen person (its first OWNER member). */
export async function createConsoleGroup(
  db: Database,
  operator: Operator,
  scope: AccountScope,
  input: { name: string; ownerId: string; shared?: boolean },
) {
  const name = cleanName(input.name)
  const owner = await personInScope(db, scope, input.ownerId)
  const id = await db.transaction(async (tx) => {
    if (await groupNameTaken(tx, owner.accountId, name)) throw new ApiError(409, `${owner.userName} 已有名为「${name}」的用户组`)
    const code = await createGroup(tx, owner.accountId, name, input.shared ?? false, [])
    const created = (await groupIdByCode(tx, code))!
    await recordAudit(tx, operator, {
      action: 'group.create',
      entity: 'user_group',
      entityId: code,
      before: null,
      after: { name, owner: owner.username, shared: input.shared ?? false },
    })
    return created
  })
  return shown((await groupById(db, scope, id))!)
}

export async function renameConsoleGroup(db: Database, operator: Operator, scope: AccountScope, id: number, newName: string) {
  const group = await editableGroup(db, scope, id)
  const name = cleanName(newName)
  if (name === group.name) throw new ApiError(409, '名称未改变')
  await db.transaction(async (tx) => {
    await lockGroup(tx, id)
    if (await groupNameTaken(tx, group.ownerId, name, id)) throw new ApiError(409, `${group.ownerName} 已有名为「${name}」的用户组`)
    await renameGroup(tx, id, name)
    await recordAudit(tx, operator, {
      action: 'group.rename',
      entity: 'user_group',
      entityId: group.code,
      before: { name: group.name },
      after: { name },
    })
  })
  return shown((await groupById(db, scope, id))!)
}

export async function deleteConsoleGroup(db: Database, operator: Operator, scope: AccountScope, id: number) {
  const group = await editableGroup(db, scope, id)
  await db.transaction(async (tx) => {
    const members = await groupMemberRows(tx, id)
    await deleteGroup(tx, id)
    await recordAudit(tx, operator, {
      action: 'group.delete',
      entity: 'user_group',
      entityId: group.code,
      before: { name: group.name, owner: group.ownerUsername, members: members.map((member) => `${member.username}:${member.role}`) },
      after: null,
    })
  })
}

/**
 * After a member change: at least one OWNER (409 otherwise, the transaction rolls back), and the group's owner is one
 * of them (the portal's group readers go by `owner_id`).
 */
async function keepAnOwner(tx: Queryable, group: ConsoleGroup) {
  const owners = await ownerIds(tx, group.id)
  if (owners.length === 0) throw new ApiError(409, '用户组至少要有一位负责人（OWNER）')
  if (owners.includes(group.ownerId)) return
  if (await groupNameTaken(tx, owners[0]!, group.name, group.id)) throw new ApiError(409, '新的负责人已有同名用户组，请先重命名')
  await setGroupOwner(tx, group.id, owners[0]!)
}

/** Adds a person with a role, or changes the role of a member. */
export async function saveGroupMember(
  db: Database,
  operator: Operator,
  scope: AccountScope,
  input: { id: number; accountId: string; role: GroupMemberRole },
) {
  const group = await editableGroup(db, scope, input.id)
  const person = await personInScope(db, scope, input.accountId)
  await db.transaction(async (tx) => {
    await lockGroup(tx, group.id)
    const before = (await memberOf(tx, group.id, person.accountId))?.role ?? null
    if (before === input.role) throw new ApiError(409, `${person.userName} 已是该用户组的${GROUP_ROLE_NAMES[input.role]}`)
    await putMember(tx, group.id, person.accountId, input.role)
    await keepAnOwner(tx, group)
    await recordAudit(tx, operator, {
      action: 'group.member',
      entity: 'user_group',
      entityId: group.code,
      before: { username: person.username, role: before },
      after: { username: person.username, role: input.role },
    })
  })
  return await groupMemberRows(db, group.id)
}

export async function removeGroupMember(db: Database, operator: Operator, scope: AccountScope, input: { id: number; accountId: string }) {
  const group = await editableGroup(db, scope, input.id)
  await db.transaction(async (tx) => {
    await lockGroup(tx, group.id)
    const before = await memberOf(tx, group.id, input.accountId)
    if (!before) throw notFound('该人员不是用户组成员')
    await dropMember(tx, group.id, input.accountId)
    await keepAnOwner(tx, group)
    await recordAudit(tx, operator, {
      action: 'group.member',
      entity: 'user_group',
      entityId: group.code,
      before: { username: before.username, role: before.role },
      after: null,
    })
  })
  return await groupMemberRows(db, group.id)
}
