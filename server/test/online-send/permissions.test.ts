import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, type Caller } from '../message-center/helpers'
import { email, group, org, OS, person, phone } from './helpers'

const message = (recipients: unknown[], typeCode = 'os_notice') => ({
  typeCode,
  title: '测试',
  content: '内容',
  channels: ['site'],
  recipients,
})

describe('online send: the permission matrix and cross-user access', () => {
  let t: TestApp
  let student: Caller
  let teacher: Caller
  let admin: Caller
  let guest: Caller
  let otherTeacher: Caller
  before(async () => {
    t = await createTestApp()
    student = await as(t.app, '2026001')
    teacher = await as(t.app, 't1001')
    admin = await as(t.app, 'admin')
    guest = await as(t.app, 'guest')
    otherTeacher = await as(t.app, 't1002')
  })
  after(async () => {
    await t.close()
  })

  it('lists only the message types each identity may send', async () => {
    const codes = async (caller: Caller) => data(await caller.get(`${OS}/types`)).map((type: { code: string }) => type.code)
    assert.deepEqual(await codes(student), ['os_notice'])
    assert.deepEqual(await codes(teacher), ['os_notice', 'os_teaching'])
    assert.deepEqual(await codes(admin), ['os_notice', 'os_teaching', 'os_announcement'])
    assert.deepEqual(await codes(guest), [])
    const refused = await student.post(`${OS}/send`, message([person('3010002')], 'os_teaching'))
    assert.equal(refused.statusCode, 403)
    assert.equal(refused.json().message, '无权发送该类型的消息')
  })

  it('students reach their own class and groups they own, never the whole school', async () => {
    const school = await student.post(`${OS}/count`, { recipients: [org('sfdx')] })
    assert.equal(school.statusCode, 403)
    assert.equal(school.json().message, '无权向「示范大学」发送消息')
    assert.equal((await student.post(`${OS}/count`, { recipients: [org('sfdx-cs-2302')] })).statusCode, 403)
    assert.equal((await student.post(`${OS}/count`, { recipients: [person('t1001')] })).statusCode, 403)
    assert.equal((await student.post(`${OS}/count`, { recipients: [group('grp-nic-duty')] })).statusCode, 403)
    const own = data(await student.post(`${OS}/count`, { recipients: [org('sfdx-cs-2301'), group('grp-study')] }))
    assert.ok(own.people > 50)
  })

  it('teachers reach the classes and departments of their college, groups they own or manage, and shared groups', async () => {
    assert.ok(
      data(await teacher.post(`${OS}/count`, { recipients: [org('sfdx-cs-2301'), org('sfdx-cs-ai'), group('grp-nic-duty')] })).people > 100,
    )
    const otherCollege = await teacher.post(`${OS}/count`, { recipients: [org('sfdx-em-acc2301')] })
    assert.equal(otherCollege.statusCode, 403)
    assert.equal(otherCollege.json().message, '无权向「会计2301班」发送消息')
    assert.equal((await teacher.post(`${OS}/count`, { recipients: [org('sfdx')] })).statusCode, 403)
    assert.equal((await teacher.post(`${OS}/count`, { recipients: [group('grp-study')] })).statusCode, 403)
  })

  it('admins reach anyone; guests nobody', async () => {
    const everyone = data(await admin.post(`${OS}/count`, { recipients: [org('sfdx')] }))
    assert.ok(everyone.people >= 2000, `the demo institution has ≥ 2,000 people, got ${everyone.people}`)
    const refused = await guest.post(`${OS}/count`, { recipients: [phone('13912340000')] })
    assert.equal(refused.statusCode, 403)
  })

  it('refuses malformed external contacts and unknown entries with the reason', async () => {
    const badPhone = await teacher.post(`${OS}/count`, { recipients: [phone('12345')] })
    assert.equal(badPhone.statusCode, 400)
    assert.equal(badPhone.json().message, '手机号格式不正确：12345')
    const badMail = await teacher.post(`${OS}/count`, { recipients: [email('a@b')] })
    assert.equal(badMail.statusCode, 400)
    assert.equal(badMail.json().message, '邮箱格式不正确：a@b')
    assert.equal((await teacher.post(`${OS}/count`, { recipients: [org('nope')] })).statusCode, 400)
    assert.equal((await teacher.post(`${OS}/count`, { recipients: [person('nobody')] })).statusCode, 400)
  })

  it('a send, its readers and its recall belong to the sender only', async () => {
    const sent = data(await teacher.post(`${OS}/send`, message([person('2026001')])))
    for (const caller of [student, otherTeacher, admin]) {
      assert.equal((await caller.get(`${OS}/sent/detail`, { id: sent.id })).statusCode, 404)
      assert.equal((await caller.get(`${OS}/sent/readers`, { id: sent.id, read: false })).statusCode, 404)
      assert.equal((await caller.post(`${OS}/sent/recall`, { id: sent.id })).statusCode, 404)
      assert.equal((await caller.post(`${OS}/sent/remind`, { id: sent.id })).statusCode, 404)
    }
    assert.equal(data(await otherTeacher.get(`${OS}/sent`)).total, 0)
  })

  it('only the owner renames or deletes a group; shared groups are listed to everyone', async () => {
    const created = data(await teacher.post(`${OS}/groups/create`, { name: '毕业设计小组', accountNames: ['2026001', '3010005'] }))
    assert.equal(created.memberCount, 3)
    const renamed = await otherTeacher.post(`${OS}/groups/rename`, { group_code: created.group_code, name: 'x' })
    assert.equal(renamed.statusCode, 403)
    assert.equal(renamed.json().message, '只能修改自己创建的用户组')
    assert.equal((await admin.post(`${OS}/groups/delete`, { group_code: created.group_code })).statusCode, 403)
    assert.equal((await otherTeacher.get(`${OS}/groups/members`, { group_code: created.group_code })).statusCode, 404)
    const duplicate = await teacher.post(`${OS}/groups/create`, { name: '毕业设计小组', accountNames: [] })
    assert.equal(duplicate.statusCode, 400)
    assert.equal(data(await teacher.post(`${OS}/groups/rename`, { group_code: created.group_code, name: '毕设小组' })).name, '毕设小组')
    const lists = data(await student.get(`${OS}/groups`))
    assert.ok(lists.shared.some((row: { group_code: string }) => row.group_code === 'grp-nic-duty'))
    assert.ok(lists.mine.some((row: { group_code: string }) => row.group_code === 'grp-study'))
    assert.ok(!lists.mine.some((row: { group_code: string }) => row.group_code === created.group_code))
    data(await teacher.post(`${OS}/groups/delete`, { group_code: created.group_code }))
    assert.equal((await teacher.get(`${OS}/groups/members`, { group_code: created.group_code })).statusCode, 404)
  })
})
