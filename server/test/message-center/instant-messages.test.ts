import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, MC, type Caller } from './helpers'

const I = `${MC}/instantMessage`

interface App {
  appId: number
  appCode: string
  appName: string
  unreadCount: number
  isTop: boolean
  isDisturb: boolean
  sort: number | null
  lastMessage: { title: string; createTime: string } | null
  isThird: boolean
}

describe('message centre: instant messages (apps)', () => {
  let t: TestApp
  let student: Caller
  let teacher: Caller
  const badge = async (caller: Caller) => data<number>(await caller.post(`${I}/getAppAllUnReadCount/new`, { mobile: false }))
  const apps = async (caller: Caller) => data<{ list: App[]; totalUnread: number }>(await caller.get(`${I}/getAppInstantMessageList/new`))
  const app = async (caller: Caller, code: string) => (await apps(caller)).list.find((entry) => entry.appCode === code)!

  before(async () => {
    t = await createTestApp()
    student = await as(t.app, '2026001')
    teacher = await as(t.app, 't1001')
  })
  after(async () => {
    await t.close()
  })

  it('the badge answers {code:0, data:<number>} for the spec body, also form-encoded, and is per user', async () => {
    const response = await student.post(`${I}/getAppAllUnReadCount/new`, { mobile: false })
    assert.equal(response.statusCode, 200)
    const body = response.json()
    assert.equal(body.code, 0)
    assert.equal(typeof body.data, 'number')
    assert.ok(body.data >= 10)
    assert.equal(data<number>(await student.form(`${I}/getAppAllUnReadCount/new`, { mobile: false })), body.data)
    assert.notEqual(await badge(teacher), body.data)
    const forged = await t.app.inject({
      method: 'POST',
      url: `${I}/getAppAllUnReadCount/new`,
      headers: { 'x-id-token': `${student.token}x` },
      payload: { mobile: false },
    })
    assert.equal(forged.statusCode, 401)
  })

  it('lists apps with last message, unread count, pinned first; badge equals the sum', async () => {
    const { list, totalUnread } = await apps(student)
    assert.ok(list.length >= 5)
    assert.equal(list[0]!.appName, '教务系统')
    assert.equal(list[0]!.isTop, true)
    const rest = list.slice(1).filter((entry) => entry.lastMessage)
    const times = rest.map((entry) => Date.parse(entry.lastMessage!.createTime))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
    assert.equal(
      totalUnread,
      list.reduce((sum, entry) => sum + entry.unreadCount, 0),
    )
    assert.equal(await badge(student), totalUnread)
    const ecard = list.find((entry) => entry.appCode === 'ecard')!
    assert.equal(data<number>(await student.get(`${I}/getAppMessageUnReadCount`, { appId: ecard.appId })), ecard.unreadCount)
    assert.equal((await student.get(`${I}/getAppMessageUnReadCount`, { appId: 9999 })).statusCode, 404)
  })

  it('muted apps keep their own count but leave the badge total; toggling works', async () => {
    const ecard = await app(student, 'ecard')
    const before = await badge(student)
    const muted = data(await student.form(`${I}/appDisturbed`, { appId: ecard.appId, disturbed: true }))
    assert.deepEqual(muted, { appId: ecard.appId, isTop: false, isDisturb: true })
    assert.equal(await badge(student), before - ecard.unreadCount)
    const after = await app(student, 'ecard')
    assert.equal(after.isDisturb, true)
    assert.equal(after.unreadCount, ecard.unreadCount)
    assert.equal((await apps(student)).totalUnread, before - ecard.unreadCount)
    // getUnReadedCount counts all unread rows, muted or not.
    assert.equal(data<number>(await student.get(`${MC}/messageCenter/getUnReadedCount`)), before)
    // Toggle without a value: back on.
    assert.equal(data(await student.post(`${I}/appDisturbed`, { appId: ecard.appId })).isDisturb, false)
    assert.equal(await badge(student), before)
    // Muting is per user.
    data(await student.post(`${I}/appDisturbed`, { appId: ecard.appId, disturbed: true }))
    assert.equal((await app(teacher, 'ecard')).isDisturb, false)
    data(await student.post(`${I}/appDisturbed`, { appId: ecard.appId, disturbed: false }))
  })

  it('pins and un-pins; the latest pinned comes first', async () => {
    const library = await app(student, 'library')
    assert.equal(data(await student.post(`${I}/appTop`, { appId: library.appId })).isTop, true)
    let list = (await apps(student)).list
    assert.equal(list[0]!.appCode, 'library')
    assert.equal(list[1]!.appCode, 'jwxt')
    assert.equal(data(await student.form(`${I}/appTopCancel`, { appId: library.appId })).isTop, false)
    list = (await apps(student)).list
    assert.equal(list[0]!.appCode, 'jwxt')
    assert.equal((await student.post(`${I}/appTop`, { appId: 9999 })).statusCode, 404)
  })

  it('stores the adjustmentOrder order per user', async () => {
    const before = (await apps(student)).list
    const wanted = before
      .slice(1)
      .map((entry) => entry.appId)
      .reverse()
    data(await student.post(`${I}/appOrder`, { appIds: wanted }))
    const after = (await apps(student)).list
    assert.equal(after[0]!.appCode, 'jwxt', 'pinned stays first')
    assert.deepEqual(
      after.slice(1).map((entry) => entry.appId),
      wanted,
    )
    assert.deepEqual(
      after.slice(1).map((entry) => entry.sort),
      wanted.map((_, index) => index + 1),
    )
    const teacherList = (await apps(teacher)).list
    assert.ok(teacherList.every((entry) => entry.sort === null))
    assert.equal((await student.post(`${I}/appOrder`, { appIds: [wanted[0], wanted[0]] })).statusCode, 400)
    assert.equal((await student.post(`${I}/appOrder`, { appIds: [9999] })).statusCode, 404)
    assert.equal((await student.post(`${I}/appOrder`, { appIds: [] })).statusCode, 400)
  })

  it('an app page: messages paged, type names, per-type counts; nothing marked read', async () => {
    const jwxt = await app(student, 'jwxt')
    const page = data(await student.get(`${I}/getAppMessageList/new`, { appId: jwxt.appId, pageSize: 2 }))
    assert.equal(page.items.length, 2)
    assert.ok(page.total >= 3)
    assert.equal(page.page * page.size < page.total, true)
    assert.ok(page.items.every((record: { appCode: string }) => record.appCode === 'jwxt'))
    const types = data(await student.get(`${I}/getAppMessageTypeName`, { appId: jwxt.appId }))
    assert.deepEqual(types.map((type: { name: string }) => type.name).sort(), ['考试安排', '成绩发布', '选课通知'].sort())
    const counts = data(await student.get(`${I}/getAppMessageListNew/count`, { appId: jwxt.appId }))
    assert.equal(counts.total, page.total)
    assert.equal(counts.unread, jwxt.unreadCount)
    assert.equal(
      counts.types.reduce((sum: number, type: { total: number }) => sum + type.total, 0),
      counts.total,
    )
    const exams = data(await student.get(`${I}/getAppMessageList/new`, { appId: jwxt.appId, messageTypeCode: 'jw_exam' }))
    assert.equal(exams.total, counts.types.find((type: { messageTypeCode: string }) => type.messageTypeCode === 'jw_exam').total)
    assert.equal((await app(student, 'jwxt')).unreadCount, jwxt.unreadCount)
  })

  it('deleteMsgApp removes the app and its messages for this user only; connect brings an app in', async () => {
    const library = await app(student, 'library')
    const before = await badge(student)
    const removed = data(await student.post(`${MC}/messageCenter/deleteMsgApp`, { appId: library.appId }))
    assert.ok(removed.affected >= 2)
    assert.equal(
      (await apps(student)).list.some((entry) => entry.appCode === 'library'),
      false,
    )
    assert.equal(await badge(student), before - library.unreadCount)
    assert.equal(data(await student.get(`${I}/getAppMessageList/new`, { appId: library.appId })).total, 0)
    assert.ok((await apps(teacher)).list.some((entry) => entry.appCode === 'library'))

    const connected = data(await student.form(`${I}/insertAccessApp/connect`, { appCode: 'library' }))
    assert.equal(connected.appCode, 'library')
    assert.equal(connected.lastMessage, null)
    assert.equal(connected.unreadCount, 0)
    assert.ok((await apps(student)).list.some((entry) => entry.appCode === 'library'))
    assert.equal((await student.post(`${I}/insertAccessApp/connect`, {})).statusCode, 400)
    assert.equal((await student.post(`${I}/insertAccessApp/connect`, { appCode: 'nope' })).statusCode, 404)
  })

  it('a workflow decision reaches the initiator as an unread message in 办事大厅', async () => {
    const before = await badge(student)
    const flowBefore = (await app(student, 'flow'))?.unreadCount ?? 0
    const todo = data(await teacher.get('/flow/center-list/list', { level: 'myTodo', pageSize: 50 })).items.find(
      (item: { initiator: { username: string }; type: string }) => item.initiator.username === '2026001' && item.type === 'leave',
    )
    data(await teacher.post('/flow/application/handle', { taskId: todo.taskId, action: 'reject', opinion: '请补充家长知情同意书。' }))
    assert.equal(await badge(student), before + 1)
    const flow = await app(student, 'flow')
    assert.equal(flow.unreadCount, flowBefore + 1)
    assert.equal(flow.lastMessage!.title, '请假申请已驳回')
    const [message] = data(await student.get(`${I}/getAppMessageList/new`, { appId: flow.appId, pageSize: 1 })).items
    assert.match(message.content, /请补充家长知情同意书/)
    assert.equal(message.flowApplicationId, todo.id)
  })
})
