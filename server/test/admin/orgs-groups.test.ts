import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { and, desc, eq, sql } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { onlineSendPaths } from '@contract/paths/online-send'
import {
  accounts,
  adminAuditLog,
  adminRoleGrants,
  DIRECTORY_GROUP_OWNER,
  divisionRoles,
  orgUnits,
  userGroups,
} from '../../src/db/schema/index'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path

describe('operator console 组织机构 and 用户组 (/admin-api/v1/orgs, /groups)', () => {
  let t: TestApp
  let admin: string
  let division: string
  const db = () => t.database.db
  const idOf = async (username: string) =>
    (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)))[0]!.id
  const lastAudit = async () => (await db().select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0]!
  const post = (token: string, key: keyof typeof adminPaths, body: unknown) => call(t.app, 'POST', url(key), { token, body })
  const get = (token: string, key: keyof typeof adminPaths, query: Record<string, string> = {}) =>
    call(t.app, 'GET', url(key), { token, query })
  const unit = async (code: string) => (await db().select().from(orgUnits).where(eq(orgUnits.code, code)))[0]
  const headsIn = async (code: string) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(accounts)
        .where(eq(accounts.orgCode, code))
    )[0]!.n

  before(async () => {
    t = await createTestApp()
    admin = await loginToken(t.app, 'admin')
    // 刘洋 (计算机系) administers 计算机学院 (sfdx-cs) only.
    await db()
      .insert(adminRoleGrants)
      .values({ accountId: await idOf('t3101'), roleCode: 'global_admin', orgCode: 'sfdx-cs' })
    division = await loginToken(t.app, 't3101')
  })
  after(async () => {
    await t.close()
  })

  it('tree: the school on top, lazily by parent or whole, with own and subtree head counts', async () => {
    const top = data(await get(admin, 'orgTree'))
    assert.deepEqual(
      top.map((node: { code: string }) => node.code),
      ['sfdx'],
    )
    const total = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(accounts)
        .where(sql`org_code IS NOT NULL`)
    )[0]!.n
    assert.equal(top[0].totalCount, total)
    const colleges = data(await get(admin, 'orgTree', { parentCode: 'sfdx' }))
    const cs = colleges.find((node: { code: string }) => node.code === 'sfdx-cs')
    assert.equal(cs.kind, 'college')
    assert.equal(cs.hasChildren, true)
    const whole = data(await get(admin, 'orgTree', { whole: 'true' }))
    assert.equal(whole.length, (await db().select().from(orgUnits)).length)
    const csChildren = whole.filter((node: { parentCode: string }) => node.parentCode === 'sfdx-cs')
    assert.equal(cs.totalCount, cs.memberCount + csChildren.reduce((sum: number, node: { totalCount: number }) => sum + node.totalCount, 0))
    refused(await get(admin, 'orgTree', { parentCode: 'nowhere' }), 404)
  })

  it('a division admin sees and changes only the division subtree: 403 beyond it', async () => {
    const top = data(await get(division, 'orgTree'))
    assert.deepEqual(
      top.map((node: { code: string }) => node.code),
      ['sfdx-cs'],
    )
    const whole = data(await get(division, 'orgTree', { whole: 'true' }))
    assert.ok(whole.length > 1)
    for (const node of whole) assert.ok(node.code.startsWith('sfdx-cs'), node.code)
    refused(await get(division, 'orgTree', { parentCode: 'sfdx' }), 403, /不在您管理的范围内/)
    refused(await post(division, 'orgCreate', { parentCode: 'sfdx-em', name: '越权班' }), 403, /不在您管理的范围内/)
    refused(await post(division, 'orgRename', { code: 'sfdx-em-fin', name: '改名' }), 403)
    refused(await post(division, 'orgMove', { code: 'sfdx-cs-2301', parentCode: 'sfdx-em' }), 403)
    refused(await post(division, 'orgMerge', { code: 'sfdx-cs-2301', intoCode: 'sfdx-em-fin2301' }), 403)
    const created = data(await post(division, 'orgCreate', { parentCode: 'sfdx-cs-cs', name: '计科2501班' }))
    assert.equal(created.kind, 'class')
    assert.equal(created.parentCode, 'sfdx-cs-cs')
    assert.equal((await lastAudit()).username, 't3101')
    const editor = await loginToken(t.app, 'editor')
    refused(await get(editor, 'orgTree'), 403, /无权/)
    refused(await get(editor, 'groupList'), 403, /无权/)
  })

  it('create, rename, move: Chinese reasons for a duplicate name, a class parent, a move into its own subtree; audited', async () => {
    const created = data(await post(admin, 'orgCreate', { parentCode: 'sfdx-cs-cs', name: '计科2502班', code: 'sfdx-cs-2502' }))
    assert.deepEqual([created.code, created.kind, created.memberCount], ['sfdx-cs-2502', 'class', 0])
    let audit = await lastAudit()
    assert.deepEqual([audit.action, audit.entityId, audit.before], ['org.create', 'sfdx-cs-2502', null])
    refused(await post(admin, 'orgCreate', { parentCode: 'sfdx-cs-cs', name: '计科2502班' }), 409, /已有「计科2502班」/)
    refused(await post(admin, 'orgCreate', { parentCode: 'sfdx-cs-cs', name: '别名', code: 'sfdx-cs-2502' }), 409, /已存在/)
    refused(await post(admin, 'orgCreate', { parentCode: 'sfdx-cs-2502', name: '小组' }), 409, /班级下不能/)
    refused(await post(admin, 'orgCreate', { parentCode: 'sfdx-cs-cs', name: '   ' }), 400, /请填写组织名称/)

    data(await post(admin, 'orgRename', { code: 'sfdx-cs-2502', name: '计科2502班（新）' }))
    audit = await lastAudit()
    assert.deepEqual([audit.action, audit.before, audit.after], ['org.rename', { name: '计科2502班' }, { name: '计科2502班（新）' }])

    const moved = data(await post(admin, 'orgMove', { code: 'sfdx-cs-2502', parentCode: 'sfdx-cs-ai' }))
    assert.equal(moved.parentCode, 'sfdx-cs-ai')
    audit = await lastAudit()
    assert.deepEqual([audit.action, audit.before, audit.after], ['org.move', { parentCode: 'sfdx-cs-cs' }, { parentCode: 'sfdx-cs-ai' }])
    refused(await post(admin, 'orgMove', { code: 'sfdx-cs', parentCode: 'sfdx-cs-ai' }), 409, /不能移动到其自身或其下级组织之下/)
    refused(await post(admin, 'orgMove', { code: 'sfdx-cs', parentCode: 'sfdx-cs' }), 409, /自身/)
    refused(await post(admin, 'orgMove', { code: 'sfdx-cs-ai', parentCode: 'sfdx-cs-2301' }), 409, /班级之下/)
    refused(await post(admin, 'orgMove', { code: 'sfdx', parentCode: 'sfdx-cs' }), 409, /根组织/)
    assert.equal((await unit('sfdx-cs'))!.parentCode, 'sfdx')
  })

  it('merge: people, child units, division roles and division-scoped grants move in one step; the unit is removed', async () => {
    // Two classes with people; a child unit, a division role and a console grant on the merged one.
    data(await post(admin, 'orgCreate', { parentCode: 'sfdx-cs-cs', name: '合并甲班', code: 'sfdx-cs-m1' }))
    data(await post(admin, 'orgCreate', { parentCode: 'sfdx-cs-cs', name: '合并乙班', code: 'sfdx-cs-m2' }))
    await db().insert(orgUnits).values({ code: 'sfdx-cs-m1-g', name: '甲班一组', parentCode: 'sfdx-cs-m1', kind: 'class' })
    await db().update(accounts).set({ orgCode: 'sfdx-cs-m1' }).where(eq(accounts.username, '2026002'))
    await db().update(accounts).set({ orgCode: 'sfdx-cs-m2' }).where(eq(accounts.username, 't1002'))
    await db()
      .insert(divisionRoles)
      .values({ orgCode: 'sfdx-cs-m1', accountId: await idOf('t1002'), role: 'publisher' })
    await db()
      .insert(adminRoleGrants)
      .values({ accountId: await idOf('t3102'), roleCode: 'global_admin', orgCode: 'sfdx-cs-m1' })

    refused(await post(admin, 'orgMerge', { code: 'sfdx-cs-m1', intoCode: 'sfdx-cs-m1-g' }), 409, /不能合并到其下级组织/)
    refused(await post(admin, 'orgMerge', { code: 'sfdx-cs-m1', intoCode: 'sfdx-cs-m1' }), 409, /自身/)
    refused(await post(admin, 'orgMerge', { code: 'sfdx', intoCode: 'sfdx-cs' }), 409, /根组织/)

    const [a, b] = [await headsIn('sfdx-cs-m1'), await headsIn('sfdx-cs-m2')]
    const merged = data(await post(admin, 'orgMerge', { code: 'sfdx-cs-m1', intoCode: 'sfdx-cs-m2' }))
    assert.equal(merged.movedPeople, a)
    assert.equal(merged.movedChildren, 1)
    assert.equal(merged.into.memberCount, a + b)
    assert.equal(await unit('sfdx-cs-m1'), undefined)
    assert.equal((await unit('sfdx-cs-m1-g'))!.parentCode, 'sfdx-cs-m2')
    const roles = await db()
      .select()
      .from(divisionRoles)
      .where(eq(divisionRoles.accountId, await idOf('t1002')))
    assert.ok(roles.some((role) => role.orgCode === 'sfdx-cs-m2' && role.role === 'publisher'))
    const grants = await db()
      .select()
      .from(adminRoleGrants)
      .where(eq(adminRoleGrants.accountId, await idOf('t3102')))
    assert.deepEqual(
      grants.map((grant) => grant.orgCode),
      ['sfdx-cs-m2'],
    )
    const audit = await lastAudit()
    assert.equal(audit.action, 'org.merge')
    assert.deepEqual(audit.after, { mergedInto: 'sfdx-cs-m2', intoName: '合并乙班', movedPeople: a, movedChildren: 1 })
  })

  it('a unit the directory writes is the directory’s: no rename, move or merge of it; units may be added under it', async () => {
    await db().update(orgUnits).set({ directorySource: 'ldap' }).where(eq(orgUnits.code, 'sfdx-cs-se'))
    refused(await post(admin, 'orgRename', { code: 'sfdx-cs-se', name: '新名' }), 409, /学校目录（LDAP）同步管理/)
    refused(await post(admin, 'orgMove', { code: 'sfdx-cs-se', parentCode: 'sfdx-em' }), 409, /学校目录/)
    refused(await post(admin, 'orgMerge', { code: 'sfdx-cs-se', intoCode: 'sfdx-cs-cs' }), 409, /学校目录/)
    const child = data(await post(admin, 'orgCreate', { parentCode: 'sfdx-cs-se', name: '软工2502班' }))
    assert.equal(child.directorySource, null)
    const tree = data(await get(admin, 'orgTree', { parentCode: 'sfdx-cs' }))
    assert.equal(tree.find((node: { code: string }) => node.code === 'sfdx-cs-se').directorySource, 'ldap')
  })

  it('groups: create with an owner, MANAGERMENT members, at least one OWNER, audited; the portal sees the changes', async () => {
    const owner = await idOf('t1001')
    const teacher = await idOf('t1002')
    const group = data(await post(admin, 'groupCreate', { name: '教研组', ownerId: owner }))
    assert.deepEqual([group.ownerUsername, group.memberCount, group.directorySource], ['t1001', 1, null])
    assert.equal((await lastAudit()).action, 'group.create')
    refused(await post(admin, 'groupCreate', { name: '教研组', ownerId: owner }), 409, /已有名为「教研组」/)
    refused(await post(admin, 'groupCreate', { name: '系统', ownerId: DIRECTORY_GROUP_OWNER.id }), 400, /系统保留账号/)

    const members = data(await post(admin, 'groupMemberSave', { id: group.id, accountId: teacher, role: 'MANAGERMENT' }))
    assert.deepEqual(
      members.map((member: { username: string; role: string }) => `${member.username}:${member.role}`),
      ['t1001:OWNER', 't1002:MANAGERMENT'],
    )
    const audit = await lastAudit()
    assert.deepEqual(
      [audit.before, audit.after],
      [
        { username: 't1002', role: null },
        { username: 't1002', role: 'MANAGERMENT' },
      ],
    )
    refused(await post(admin, 'groupMemberSave', { id: group.id, accountId: teacher, role: 'MANAGERMENT' }), 409, /已是/)

    // 在线发送: the manager now lists the group and may edit its members.
    const teacherToken = await loginToken(t.app, 't1002')
    const listed = data(await call(t.app, 'GET', BASES.messageCenter + onlineSendPaths.listGroups.path, { token: teacherToken }))
    assert.equal(listed.mine.find((row: { group_code: string }) => row.group_code === group.code)?.mayEdit, true)

    // The only OWNER cannot leave or be demoted; with a second OWNER the first may go, and the group changes hands.
    refused(await post(admin, 'groupMemberRemove', { id: group.id, accountId: owner }), 409, /至少要有一位负责人/)
    refused(await post(admin, 'groupMemberSave', { id: group.id, accountId: owner, role: 'MEMBER' }), 409, /至少要有一位负责人/)
    data(await post(admin, 'groupMemberSave', { id: group.id, accountId: teacher, role: 'OWNER' }))
    const left = data(await post(admin, 'groupMemberRemove', { id: group.id, accountId: owner }))
    assert.deepEqual(
      left.map((member: { username: string }) => member.username),
      ['t1002'],
    )
    assert.equal((await db().select().from(userGroups).where(eq(userGroups.id, group.id)))[0]!.ownerId, teacher)
    refused(await post(admin, 'groupMemberRemove', { id: group.id, accountId: owner }), 404, /不是用户组成员/)

    const renamed = data(await post(admin, 'groupRename', { id: group.id, name: '教研一组' }))
    assert.equal(renamed.name, '教研一组')
    assert.equal(data(await get(admin, 'groupList', { keyword: '教研一' })).items[0].code, group.code)
    const detail = data(await get(admin, 'groupMembers', { id: String(group.id) }))
    assert.equal(detail.group.ownerUsername, 't1002')
    data(await post(admin, 'groupDelete', { id: group.id }))
    assert.equal((await lastAudit()).action, 'group.delete')
    refused(await get(admin, 'groupMembers', { id: String(group.id) }), 404)
  })

  it('directory groups are read-only; a division admin sees and edits only the division’s groups and people', async () => {
    const [directoryGroup] = await db()
      .insert(userGroups)
      .values({ code: 'ldap-grp-1', name: '目录组', ownerId: DIRECTORY_GROUP_OWNER.id, directorySource: 'ldap' })
      .returning()
    refused(await post(admin, 'groupRename', { id: directoryGroup!.id, name: '改名' }), 409, /学校目录（LDAP）同步管理，只读/)
    refused(await post(admin, 'groupDelete', { id: directoryGroup!.id }), 409, /只读/)
    refused(await post(admin, 'groupMemberSave', { id: directoryGroup!.id, accountId: await idOf('t1001'), role: 'MEMBER' }), 409, /只读/)

    // 刘洋's own group (计算机学院) and one of 经管学院 (陈雪).
    const mine = data(await post(division, 'groupCreate', { name: '学院工作组', ownerId: await idOf('t3102') }))
    const theirs = data(await post(admin, 'groupCreate', { name: '经管工作组', ownerId: await idOf('t3301') }))
    const codes = data(await get(division, 'groupList', { pageSize: '50' })).items.map((row: { code: string }) => row.code)
    assert.ok(codes.includes(mine.code))
    assert.ok(!codes.includes(theirs.code))
    assert.ok(!codes.includes('ldap-grp-1'))
    assert.ok(
      data(await get(admin, 'groupList', { orgCode: 'sfdx-em', pageSize: '50' })).items.some(
        (row: { code: string }) => row.code === theirs.code,
      ),
    )
    refused(await get(division, 'groupList', { orgCode: 'sfdx-em' }), 403)
    refused(await get(division, 'groupMembers', { id: String(theirs.id) }), 403, /不在您管理的范围内/)
    refused(await post(division, 'groupRename', { id: theirs.id, name: '改名' }), 403)
    refused(
      await post(division, 'groupMemberSave', { id: mine.id, accountId: await idOf('t3301'), role: 'MEMBER' }),
      403,
      /该人员不在您管理的范围内/,
    )
    refused(await post(division, 'groupCreate', { name: '越权组', ownerId: await idOf('t3301') }), 403)
    data(await post(division, 'groupMemberSave', { id: mine.id, accountId: await idOf('t3101'), role: 'MANAGERMENT' }))
    const row = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.username, 't3101'), eq(adminAuditLog.action, 'group.member')))
    assert.equal(row.length, 1)
  })
})
