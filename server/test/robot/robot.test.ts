import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { kfFaqs, personalTodos } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, type Caller } from '../message-center/helpers'

const KF = '/portal-api/kf'

describe('customer-service robot (/kf/*, userToken header)', () => {
  let t: TestApp
  let student: Caller
  let admin: Caller
  let robotToken: string
  const robot = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>, token = robotToken) =>
    t.app.inject({
      method,
      url: KF + path,
      headers: { usertoken: token },
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
    })

  before(async () => {
    t = await createTestApp()
    ;[student, admin] = (await Promise.all(['2026001', 'admin'].map((name) => as(t.app, name)))) as [Caller, Caller]
    robotToken = data(await student.get(`${KF}/getToken`)).userToken
  })
  after(async () => {
    await t.close()
  })

  it('issues a short-lived token for the signed-in user; robot calls need it', async () => {
    const issued = data(await student.get(`${KF}/getToken`))
    assert.equal(issued.expiresIn, 1800)
    assert.equal((await t.app.inject({ url: `${KF}/getToken` })).statusCode, 401)
    const refused = await robot('GET', '/getHotQuestionList', undefined, 'forged')
    assert.equal(refused.statusCode, 401)
    assert.match(refused.json().message, /客服令牌已过期/)
  })

  it('answers a knowledge-base question with its sources; the rating counts on the FAQ', async () => {
    const hot = data(await robot('GET', '/getHotQuestionList'))
    assert.ok(hot.length >= 6)
    const reply = data(await robot('POST', '/chat', { question: '校园卡丢了怎么办' }))
    assert.match(reply.answer.content, /挂失/)
    assert.equal(reply.answer.answered, true)
    assert.ok(reply.answer.sources.some((source: { title: string }) => source.title === '服务：校园卡充值'))
    const library = data(await robot('POST', '/chat', { question: '图书馆晚上几点关门？' }))
    assert.match(library.answer.content, /22:30/)

    const rated = data(await robot('POST', '/commentQuestion', { messageId: reply.answer.id, helpful: true }))
    assert.equal(rated.rating, 'helpful')
    data(await robot('POST', '/commentQuestion', { messageId: reply.answer.id, helpful: false }))
    const [faq] = await t.database.db.select().from(kfFaqs).where(eq(kfFaqs.question, '校园卡丢了怎么补办？'))
    assert.deepEqual([faq!.helpful, faq!.unhelpful, faq!.askCount], [0, 1, 1])

    const unknown = data(await robot('POST', '/chat', { question: '量子引力怎么研究' }))
    assert.equal(unknown.answer.answered, false)
    assert.match(unknown.answer.content, /转人工/)

    const dialog = data(await robot('GET', '/getDialogList'))
    assert.deepEqual(
      dialog.map((m: { sender: string }) => m.sender),
      ['user', 'robot', 'user', 'robot', 'user', 'robot'],
    )
    assert.equal(data(await robot('GET', '/getDialogList', { afterId: String(dialog[3].id) })).length, 2)
  })

  it('a question the knowledge base does not know lists related services with their ids (opened through the service centre), only those the asker sees', async () => {
    const catalogue = data(await student.get('/portal-api/v1/service/catalogue'))
    const lostFound = catalogue.services.find((s: { serviceName: string }) => s.serviceName === '失物招领')
    const reply = data(await robot('POST', '/chat', { question: '失物招领' }))
    assert.equal(reply.answer.answered, false)
    const source = reply.answer.sources.find((s: { title: string }) => s.title === '失物招领')
    assert.ok(source, JSON.stringify(reply.answer.sources))
    assert.equal(source.serviceId, lostFound.serviceId)
    // 工资查询 is for teachers: a student is never pointed at it.
    const salary = data(await robot('POST', '/chat', { question: '工资查询' }))
    assert.ok(!salary.answer.sources.some((s: { title: string }) => s.title === '工资查询'), JSON.stringify(salary.answer.sources))
  })

  it('转人工: offline → refused and a left message becomes a to-do of the desk; online → the staff answers', async () => {
    assert.deepEqual(data(await robot('GET', '/online')), { online: false, agents: 0 })
    const offline = await robot('POST', '/chat', { question: '我要找人工', toAgent: true })
    assert.equal(offline.statusCode, 403)
    assert.match(offline.json().message, /留言/)
    const left = data(await robot('POST', '/leaveMessage', { content: '宿舍热水器坏了三天了', contact: '13800000000' }))
    const [todo] = await t.database.db.select().from(personalTodos).where(eq(personalTodos.id, left.todoId))
    assert.match(todo!.content, /宿舍热水器坏了三天了/)
    const adminTodos = data(await admin.get('/flow/personal-todo/list'))
    assert.ok(adminTodos.items.some((item: { id: number }) => item.id === left.todoId))

    assert.equal((await student.post(`${KF}/agent/duty`, { online: true })).statusCode, 403)
    data(await admin.post(`${KF}/agent/duty`, { online: true }))
    assert.deepEqual(data(await robot('GET', '/online')), { online: true, agents: 1 })
    const sent = data(await robot('POST', '/chat', { question: '请问宿舍能养猫吗', toAgent: true }))
    assert.equal(sent.answer, null)
    const sessions = data(await admin.get(`${KF}/agent/sessions`))
    assert.equal(sessions[0].username, '2026001')
    assert.equal(sessions[0].lastMessage, '请问宿舍能养猫吗')
    const reply = data(await admin.post(`${KF}/agent/reply`, { accountId: sessions[0].accountId, content: '不可以，宿舍禁止饲养宠物。' }))
    assert.equal(reply.sender, 'agent')
    const after = data(await robot('GET', '/getDialogList', { afterId: String(sent.question.id) }))
    assert.deepEqual(
      after.map((m: { content: string }) => m.content),
      ['不可以，宿舍禁止饲养宠物。'],
    )
  })

  it('bad input: 400 with a reason', async () => {
    for (const payload of [{}, { question: '' }, { question: 'x'.repeat(301) }]) {
      const res = await robot('POST', '/chat', payload)
      assert.equal(res.statusCode, 400, JSON.stringify(payload))
      assert.match(res.json().message, /[\u4e00-\u9fa5]/)
    }
    assert.equal((await robot('POST', '/chat', { question: '   ' })).statusCode, 400)
    assert.equal((await robot('POST', '/commentQuestion', { messageId: 999999, helpful: true })).statusCode, 400)
    assert.equal((await robot('POST', '/commentQuestion', { messageId: 0, helpful: true })).statusCode, 400)
    assert.equal((await admin.post(`${KF}/agent/reply`, { accountId: 'nobody', content: 'x' })).statusCode, 400)
    assert.equal(
      (await admin.post(`${KF}/agent/reply`, { accountId: '00000000-0000-4000-8000-000000000000', content: 'x' })).statusCode,
      400,
    )
  })
})
