import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { count, eq, inArray, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import {
  accounts,
  adminAuditLog,
  directoryAccounts,
  directorySyncRuns,
  orgUnits,
  userGroupMembers,
  userGroups,
} from '../../src/db/schema/index'
import { readImportFile } from '../../src/lib/identity/import/import-directory'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused, type Answer } from '../cms/helpers'
import { as, data as mcData } from '../message-center/helpers'
import { group as groupRecipient, OS } from '../online-send/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path

const PEOPLE = ['学工号', '姓名', '身份', '手机', '邮箱', '组织代码', '状态']
const ORGS = ['代码', '名称', '上级代码', '类型']
const MEMBERS = ['群组代码', '群组名称', '学工号']

async function xlsx(sheets: Record<string, string[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name)
    for (const row of rows) sheet.addRow(row)
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

const csv = (rows: string[][]) => Buffer.from(`\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`, 'utf8')

describe('import people, organisations and group members from .xlsx/.csv (the directory sync path)', () => {
  let t: TestApp
  let admin: string
  before(async () => {
    t = await createTestApp()
    admin = await loginToken(t.app, 'admin')
  })
  after(async () => {
    await t?.close()
  })
  const db = () => t.database.db

  async function post(key: 'directoryImportDryRun' | 'directoryImportApply', fields: Record<string, string>, name: string, bytes: Buffer) {
    const form = new FormData()
    for (const [field, value] of Object.entries(fields)) form.append(field, value)
    form.append('file', new Blob([bytes]), name)
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form })
    const answer = await t.app.inject({
      method: 'POST',
      url: url(key),
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, 'x-id-token': admin },
    })
    let body: any
    try {
      body = answer.json()
    } catch {
      body = undefined
    }
    return { status: answer.statusCode, body, headers: answer.headers, raw: answer.rawPayload } as Answer
  }
  const dryRun = (name: string, bytes: Buffer, mode = 'incremental') => post('directoryImportDryRun', { mode }, name, bytes)
  const apply = (runId: number, name: string, bytes: Buffer) => post('directoryImportApply', { runId: String(runId) }, name, bytes)
  const usernamesIn = async (names: string[]) =>
    (await db().select({ username: accounts.username }).from(accounts).where(inArray(accounts.username, names))).map((r) => r.username)
  const refsOf = (run: { report: { skipped: { entryRef: string; reason: string }[] } }) =>
    Object.fromEntries(run.report.skipped.map((entry) => [entry.entryRef, entry.reason]))

  it('a large .xlsx reads every Chinese name intact (no character split between two chunks of the file)', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => [String(80_000_000 + i), `测试姓名${i}号`, '学生'])
    const { snapshot } = await readImportFile(await xlsx({ 人员: [['学工号', '姓名', '身份'], ...rows] }), 'big.xlsx')
    assert.equal(snapshot.people.length, rows.length)
    const broken = snapshot.people.filter((person, i) => person.name !== rows[i]![1])
    assert.deepEqual(
      broken.map((person) => person.name),
      [],
    )
  })

  it('templates: .xlsx with the three sheets and an example row; .csv per sheet with a BOM', async () => {
    const answer = await call(t.app, 'GET', url('directoryImportTemplate'), { token: admin, query: { format: 'xlsx' } })
    assert.equal(answer.status, 200)
    assert.match(String(answer.headers['content-disposition']), /attachment/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(answer.raw as unknown as ArrayBuffer)
    assert.deepEqual(
      workbook.worksheets.map((sheet) => sheet.name),
      ['人员', '组织', '群组成员'],
    )
    assert.deepEqual((workbook.getWorksheet('人员')!.getRow(1).values as string[]).slice(1), PEOPLE)
    assert.equal(workbook.getWorksheet('组织')!.rowCount, 2)
    const people = await call(t.app, 'GET', url('directoryImportTemplate'), { token: admin, query: { format: 'csv', sheet: 'orgs' } })
    assert.equal(people.raw.subarray(0, 3).toString('hex'), 'efbbbf')
    assert.equal(people.raw.toString('utf8').slice(1).split('\r\n')[0], ORGS.join(','))
    // The template imports as it stands.
    const run = data(await dryRun('模板.xlsx', answer.raw))
    assert.equal(run.status, 'dry_run')
    assert.deepEqual([run.added, run.skipped], [1, 0], JSON.stringify(run.report))
  })

  it('xlsx: every bad row reported with its sheet and line; the dry run writes nothing; 确认导入 applies exactly that', async () => {
    // An account the LDAP source manages: an import may not take its number.
    const [ldapOne] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 't1001'))
    await db().insert(directoryAccounts).values({ accountId: ldapOne!.id, source: 'ldap', entryRef: 'uid=t1001,ou=people' })
    const file = await xlsx({
      组织: [ORGS, ['IMP-COL', '导入学院', '', '学院'], ['IMP-CLS', '导入一班', 'IMP-COL', '班级'], ['IMP-BAD', '孤儿', 'NO-SUCH', '班级']],
      人员: [
        PEOPLE,
        ['30001', '导入甲', '学生', '13912345678', 'a@example.edu.cn', 'IMP-CLS', '正常'],
        ['30002', '导入乙', '教师', '12345', '', 'IMP-COL', ''],
        ['30003', '导入丙', '校长', '', '', '', ''],
        ['30004', '导入丁', '学生', '', '', 'IMP-CLS', ''],
        ['30004', '导入丁二', '学生', '', '', 'IMP-CLS', ''],
        ['30005', '导入戊', '学生', '', 'bad-mail', 'IMP-CLS', ''],
        ['30006', '导入己', '学生', '', '', 'IMP-BAD', ''],
        ['t1001', '抢号', '教师', '', '', '', ''],
        ['30007', '导入庚', '学生', '13912345670', '', 'IMP-CLS', '正常'],
      ],
      群组成员: [MEMBERS, ['IMP-G1', '导入群组', '30001'], ['IMP-G1', '', '2026001'], ['IMP-G1', '', 'nobody-here']],
    })
    const before = (await db().select({ n: count() }).from(accounts))[0]!.n
    const run = data(await dryRun('people.xlsx', file))
    assert.equal(run.status, 'dry_run')
    assert.equal(run.fileName, 'people.xlsx')
    assert.deepEqual(run.report.added, ['30001', '30007'])
    assert.deepEqual(run.report.orgCodes.added, ['IMP-COL', 'IMP-CLS'])
    const refs = refsOf(run)
    assert.match(refs['组织 第4行']!, /上级组织「NO-SUCH」不存在/)
    assert.match(refs['人员 第3行']!, /手机号「12345」格式不正确/)
    assert.match(refs['人员 第4行']!, /身份「校长」无法识别/)
    assert.match(refs['人员 第5行']!, /学号\/工号重复（同号条目：人员 第6行）/)
    assert.match(refs['人员 第6行']!, /学号\/工号重复（同号条目：人员 第5行）/)
    assert.match(refs['人员 第7行']!, /邮箱「bad-mail」格式不正确/)
    assert.match(refs['人员 第8行']!, /所属组织「IMP-BAD」在门户中不存在/)
    assert.match(refs['人员 第9行']!, /另一来源（LDAP）管理/)
    assert.match(refs['群组成员 第4行']!, /学工号「nobody-here」在门户中不存在/)
    // Nothing of it was written.
    assert.equal((await db().select({ n: count() }).from(accounts))[0]!.n, before)
    assert.deepEqual(await usernamesIn(['30001', '30007']), [])
    assert.equal((await db().select().from(orgUnits).where(eq(orgUnits.code, 'IMP-COL'))).length, 0)
    assert.equal((await db().select().from(userGroups).where(eq(userGroups.code, 'IMP-G1'))).length, 0)

    // Another file (or another mode) than the dry run's is refused.
    refused(await apply(run.id, 'people.csv', csv([PEOPLE, ['30001', '导入甲', '学生', '', '', '', '']])), 409, /与预览时不同/)
    const applied = data(await apply(run.id, 'people.xlsx', file))
    assert.equal(applied.status, 'succeeded', applied.error ?? '')
    assert.deepEqual(applied.report, run.report)
    assert.deepEqual((await usernamesIn(['30001', '30007'])).sort(), ['30001', '30007'])
    const [student] = await db().select().from(accounts).where(eq(accounts.username, '30001'))
    assert.deepEqual([student?.displayName, student?.orgCode, student?.identityTypeCode], ['导入甲', 'IMP-CLS', 'student'])
    const [link] = await db().select().from(directoryAccounts).where(eq(directoryAccounts.accountId, student!.id))
    assert.deepEqual([link?.source, link?.entryRef], ['import', '人员 第2行'])
    const [imported] = await db().select().from(userGroups).where(eq(userGroups.code, 'IMP-G1'))
    assert.equal(imported?.directorySource, 'import')
    assert.equal((await db().select().from(userGroupMembers).where(eq(userGroupMembers.groupId, imported!.id))).length, 2)
    // Once applied, the same preview cannot be confirmed again; both steps are audited.
    refused(await apply(run.id, 'people.xlsx', file), 409, /不是待确认的导入预览/)
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, String(run.id)))
    assert.deepEqual(audit.map((row) => row.action).sort(), ['directory.import', 'directory.import.dry_run'])
    const runs = data(await call(t.app, 'GET', url('directorySyncRuns'), { token: admin }))
    assert.equal(runs.items[0].source, 'import')
  })

  it('a student of an imported group finds it among their groups and sends to it; a non-member may not', async () => {
    const student = await as(t.app, '2026001')
    const groups = mcData(await student.get(`${OS}/groups`))
    const imported = [...groups.mine, ...groups.shared].find((row: { group_code: string }) => row.group_code === 'IMP-G1')
    assert.ok(imported, JSON.stringify(groups))
    assert.deepEqual([imported.mayReceive, imported.mayEdit, imported.mine, imported.memberCount], [true, false, false, 2])
    const sent = await student.post(`${OS}/send`, {
      typeCode: 'os_notice',
      title: '导入群组通知',
      content: '发给导入的群组',
      channels: ['site'],
      recipients: [groupRecipient('IMP-G1')],
    })
    assert.equal(sent.statusCode, 200, sent.body)
    // Read-only: members are the directory's.
    const renamed = await student.post(`${OS}/groups/rename`, { group_code: 'IMP-G1', name: '改名' })
    assert.equal(renamed.statusCode, 403, renamed.body)
    const teacher = await as(t.app, 't1002')
    const notMember = await teacher.post(`${OS}/send`, {
      typeCode: 'os_notice',
      title: '非成员',
      content: '不应送达',
      channels: ['site'],
      recipients: [groupRecipient('IMP-G1')],
    })
    assert.equal(notMember.statusCode, 403, notMember.body)
  })

  it('csv (UTF-8 with BOM, and GBK from Excel): 增量 adds and changes only; 全量 disables the import people missing from the file', async () => {
    const gbk = Buffer.from(
      // "学工号,姓名,身份\r\n30001,导入甲改,学生\r\n" in GBK.
      'd1a7b9a4bac52cd0d5c3fb2cc9edb7dd0d0a33303030312cb5bcc8ebbcd7b8c42cd1a7c9fa0d0a',
      'hex',
    )
    const incremental = data(await dryRun('gbk.csv', gbk))
    assert.equal(incremental.status, 'dry_run', incremental.error ?? '')
    // Columns the file does not have (手机, 邮箱, 组织代码) keep the portal's values.
    assert.deepEqual(incremental.report.changed, [{ username: '30001', fields: ['displayName'] }])
    assert.deepEqual(incremental.report.disabled, [])
    const full = data(await dryRun('gbk.csv', gbk, 'full'))
    assert.deepEqual(full.report.disabled, [{ username: '30007', reason: '目录中已不存在' }])
    const utf8 = csv([
      ['学工号', '姓名', '身份'],
      ['30001', '导入甲改', '学生'],
    ])
    assert.deepEqual(data(await dryRun('utf8.csv', utf8, 'full')).report, full.report)
    const applied = data(await apply(full.id, 'gbk.csv', gbk))
    assert.equal(applied.status, 'succeeded', applied.error ?? '')
    const [gone] = await db()
      .select({ disabledAt: directoryAccounts.disabledAt })
      .from(directoryAccounts)
      .innerJoin(accounts, eq(accounts.id, directoryAccounts.accountId))
      .where(eq(accounts.username, '30007'))
    assert.ok(gone?.disabledAt)
    // 全量 without the 人员 sheet would disable everyone: refused.
    refused(await dryRun('orgs.csv', csv([ORGS, ['X', 'Y', '', '班级']]), 'full'), 400, /全量导入须包含「人员」表/)
  })

  it('headers: an unknown or a missing required column is named (400); another type 415; too large 413', async () => {
    refused(
      await dryRun(
        'a.csv',
        csv([
          ['学工号', '姓名', '身份', '宿舍'],
          ['1', '2', '学生', '3'],
        ]),
      ),
      400,
      /无法识别的列：宿舍/,
    )
    refused(
      await dryRun(
        'a.csv',
        csv([
          ['学工号', '姓名'],
          ['1', '2'],
        ]),
      ),
      400,
      /缺少必填列：身份/,
    )
    refused(await dryRun('a.xlsx', await xlsx({ 人员: [['学工号', '名字', '身份']] })), 400, /缺少必填列：姓名/)
    refused(await dryRun('a.pdf', Buffer.from('%PDF-1.4')), 415, /\.xlsx 或 \.csv/)
    refused(await dryRun('big.csv', Buffer.alloc(21 * 1024 * 1024, 0x41)), 413, /不能超过 20 MB/)
  })

  it('the apply is all or nothing: a write refused midway leaves the portal as it was; a changed portal is refused', async () => {
    const file = await xlsx({
      组织: [ORGS, ['IMP-ATOM', '原子学院', '', '学院']],
      人员: [PEOPLE, ['40001', '原子甲', '学生', '', '', 'IMP-ATOM', ''], ['40002', '原子乙', '学生', '', '', 'IMP-ATOM', '']],
      群组成员: [MEMBERS, ['IMP-ATOM-G', '原子群组', '40001']],
    })
    const run = data(await dryRun('atom.xlsx', file))
    assert.deepEqual(run.report.added, ['40001', '40002'])
    // The last step (group members) is refused by the database: the organisation and people written before go too.
    await db().execute(sql`CREATE FUNCTION refuse_import() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`)
    await db().execute(sql`CREATE TRIGGER refuse_import BEFORE INSERT ON user_group_members FOR EACH ROW EXECUTE FUNCTION refuse_import()`)
    try {
      const failed = data(await apply(run.id, 'atom.xlsx', file))
      assert.equal(failed.status, 'failed')
      assert.match(failed.error, /导入未完成，未做任何更改：refused for the test/)
    } finally {
      await db().execute(sql`DROP TRIGGER refuse_import ON user_group_members`)
      await db().execute(sql`DROP FUNCTION refuse_import()`)
    }
    assert.deepEqual(await usernamesIn(['40001', '40002']), [])
    assert.equal((await db().select().from(orgUnits).where(eq(orgUnits.code, 'IMP-ATOM'))).length, 0)
    assert.equal((await db().select().from(userGroups).where(eq(userGroups.code, 'IMP-ATOM-G'))).length, 0)

    // The portal changes between the dry run and 确认导入: the report would differ, so nothing is applied.
    const again = data(await dryRun('atom.xlsx', file))
    await db().insert(orgUnits).values({ code: 'IMP-ATOM', name: '别人先建的', kind: 'college' })
    refused(await apply(again.id, 'atom.xlsx', file), 409, /门户数据已有变化/)
    assert.deepEqual(await usernamesIn(['40001', '40002']), [])
    const [stillDry] = await db().select().from(directorySyncRuns).where(eq(directorySyncRuns.id, again.id))
    assert.equal(stillDry?.status, 'dry_run')
  })
})
