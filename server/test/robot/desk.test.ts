import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminDeskPaths, DESK_EVENTS_PATH } from '@contract/paths/admin-desk'
import { accounts, adminAuditLog, adminRoleGrants, kfAgents, personalTodos } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { as, data, type Caller } from '../message-center/helpers'

const KF = '/portal-api/kf'
const desk = (key: keyof typeof adminDeskPaths) => BASES.admin + adminDeskPaths[key].path

/** An open event stream on a listening app: every event as it comes, and whether the server ended it. */
function openStream(port: number, token: string) {
  const events: Array<{ event: string; data: string }> = []
  let ended = false
  let status = 0
  const waiters: Array<() => void> = []
  const wake = () => waiters.splice(0).forEach((resolve) => resolve())
  const request = http.get(
    { host: '127.0.0.1', port, path: BASES.admin + DESK_EVENTS_PATH, headers: { 'x-id-token': token } },
    (response) => {
      status = response.statusCode ?? 0
      let buffer = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        buffer += chunk
        let cut: number
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          if (event) events.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] ?? '' })
        }
        wake()
      })
      response.on('end', () => {
        ended = true
        wake()
      })
    },
  )
  request.on('error', () => {
    ended = true
    wake()
  })
  const until = async (done: () => boolean, what: string, ms = 5000) => {
    const deadline = Date.now() + ms
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(events)}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 100)
      })
    }
  }
  return {
    events,
    status: () => status,
    ended: () => ended,
    until,
    close: () => request.destroy(),
  }
}

describe('service desk (坐席工作台, 知识库) in the console', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  let bClosed = false
  let agent: Caller
  let admin: Caller
  let editor: Caller
  let student: Caller
  let robotToken: string
  let agentId: string
  let adminId: string
  const robot = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
    a.app.inject({
      method,
      url: KF + path,
      headers: { usertoken: robotToken },
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
    })

  before(async () => {
    database = await createTestDatabase()
    ;[a, b] = await Promise.all([createTestApp({ database }), createTestApp({ database })])
    const [teacher] = await database.db.select().from(accounts).where(eq(accounts.username, 't1002'))
    agentId = teacher!.id
    await database.db.insert(adminRoleGrants).values({ accountId: agentId, roleCode: 'service_desk' })
    ;[agent, admin, editor, student] = (await Promise.all(['t1002', 'admin', 'editor', '2026001'].map((name) => as(a.app, name)))) as [
      Caller,
      Caller,
      Caller,
      Caller,
    ]
    adminId = (await database.db.select().from(accounts).where(eq(accounts.username, 'admin')))[0]!.id
    robotToken = data(await student.get(`${KF}/getToken`)).userToken
  })
  after(async () => {
    await a.close()
    if (bClosed) await b.close().catch(() => undefined)
    else await b.close()
    await database.drop()
  })

  it('客服坐席 and 全局管理员 only; 上班 makes 转人工 offer a human, 下班 takes it away', async () => {
    for (const caller of [student, editor]) assert.equal((await caller.get(desk('overview'))).statusCode, 403)
    assert.equal((await editor.get(BASES.admin + DESK_EVENTS_PATH)).statusCode, 403)
    assert.equal(data(await robot('GET', '/online')).online, false)
    const on = data(await agent.post(desk('duty'), { onDuty: true }))
    assert.equal(on.onDuty, true)
    assert.deepEqual(
      on.agents.map((one: { username: string }) => one.username),
      ['t1002'],
    )
    assert.equal(data(await robot('GET', '/online')).online, true)
    // The desk's own row: the portal's staff calls accept the console's agent too.
    assert.equal((await database.db.select().from(kfAgents).where(eq(kfAgents.accountId, agentId))).length, 1)
    data(await agent.post(desk('duty'), { onDuty: false }))
    assert.equal(data(await robot('GET', '/online')).online, false)
    assert.equal(data(await admin.get(desk('overview'))).onDuty, false)
  })

  it('a chat: queued on 转人工, taken by the replying agent, 转接 only to an on-duty agent, 结束 with a summary', async () => {
    data(await agent.post(desk('duty'), { onDuty: true }))
    const asked = data(await robot('POST', '/chat', { question: '宿舍可以用电饭煲吗', toAgent: true }))
    const waiting = data(await agent.get(desk('overview'))).chats
    assert.equal(waiting.length, 1)
    const chat = waiting[0]
    assert.deepEqual([chat.status, chat.username, chat.lastMessage, chat.agent], ['waiting', '2026001', '宿舍可以用电饭煲吗', null])
    const detail = data(await agent.get(desk('chat'), { id: chat.id }))
    assert.ok(detail.messages.some((message: { id: number }) => message.id === asked.question.id))

    const reply = data(await agent.post(desk('reply'), { id: chat.id, content: '不可以，宿舍禁用大功率电器。' }))
    assert.equal(reply.sender, 'agent')
    const seen = data(await robot('GET', '/getDialogList', { afterId: asked.question.id }))
    assert.deepEqual(
      seen.map((message: { content: string }) => message.content),
      ['不可以，宿舍禁用大功率电器。'],
    )
    const taken = data(await agent.get(desk('chat'), { id: chat.id })).chat
    assert.deepEqual([taken.status, taken.agent.username], ['active', 't1002'])

    // Another agent may not answer it, nor take a chat to someone off duty.
    assert.equal((await admin.post(desk('reply'), { id: chat.id, content: '我来' })).statusCode, 403)
    assert.equal((await admin.post(desk('claim'), { id: chat.id })).statusCode, 409)
    const offDuty = await agent.post(desk('transfer'), { id: chat.id, agentId: adminId })
    assert.equal(offDuty.statusCode, 400)
    assert.match(offDuty.json().message, /在线的坐席/)
    data(await admin.post(desk('duty'), { onDuty: true }))
    const moved = data(await agent.post(desk('transfer'), { id: chat.id, agentId: adminId }))
    assert.equal(moved.agent.username, 'admin')
    assert.equal((await agent.post(desk('close'), { id: chat.id, summary: '已答复' })).statusCode, 403)

    const blank = await admin.post(desk('close'), { id: chat.id, summary: '   ' })
    assert.equal(blank.statusCode, 400)
    assert.match(blank.json().message, /小结/)
    const closed = data(await admin.post(desk('close'), { id: chat.id, summary: '告知宿舍禁用大功率电器' }))
    assert.deepEqual([closed.status, closed.summary], ['closed', '告知宿舍禁用大功率电器'])
    assert.equal(data(await agent.get(desk('overview'))).chats.length, 0)
    const late = await admin.post(desk('reply'), { id: chat.id, content: '还有问题吗' })
    assert.equal(late.statusCode, 400)
    assert.match(late.json().message, /已结束/)

    // The student's next message to the staff opens a new chat.
    data(await robot('POST', '/chat', { question: '那电热毯呢', toAgent: true }))
    const [next] = data(await agent.get(desk('overview'))).chats
    assert.ok(next.id > chat.id)
    data(await agent.post(desk('close'), { id: next.id, summary: '同上' }))
    data(await admin.post(desk('duty'), { onDuty: false }))
  })

  it('知识库: a question the robot could not answer is listed with its count; 添加答案 → the robot answers it next time', async () => {
    const question = '游泳馆能带朋友进去吗'
    for (let i = 0; i < 2; i++) assert.equal(data(await robot('POST', '/chat', { question })).answer.answered, false)
    const open = data(await agent.get(desk('unanswered'))).find((row: { question: string }) => row.question === question)
    assert.equal(open.askCount, 2)

    const faq = data(
      await agent.post(desk('unansweredAnswer'), {
        id: open.id,
        answer: '可以，每位持卡人可带一位校外朋友，需登记。',
        similar: ['可以带朋友去游泳馆吗'],
        hot: true,
        sort: 1,
      }),
    )
    assert.equal(faq.question, question)
    assert.ok(!data(await agent.get(desk('unanswered'))).some((row: { question: string }) => row.question === question))
    assert.equal((await agent.post(desk('unansweredAnswer'), { id: open.id, answer: '再答一次' })).statusCode, 400)

    const again = data(await robot('POST', '/chat', { question })).answer
    assert.deepEqual([again.answered, again.content], [true, '可以，每位持卡人可带一位校外朋友，需登记。'])
    assert.equal(data(await robot('POST', '/chat', { question: '可以带朋友去游泳馆吗' })).answer.content, again.content)
    assert.equal(data(await robot('GET', '/getHotQuestionList'))[0].question, question, 'hot questions lead the list')

    const edited = data(
      await agent.post(desk('faqSave'), {
        ...faq,
        answer: '可以，每位持卡人每次可带一位校外朋友，需在前台登记。',
        updatedAt: faq.updatedAt,
      }),
    )
    assert.equal((await admin.post(desk('faqSave'), { ...faq, answer: '旧稿', updatedAt: faq.updatedAt })).statusCode, 409)
    assert.equal(data(await robot('POST', '/chat', { question })).answer.content, '可以，每位持卡人每次可带一位校外朋友，需在前台登记。')
    const duplicate = await agent.post(desk('faqSave'), { question, answer: '重复' })
    assert.equal(duplicate.statusCode, 400)
    assert.match(duplicate.json().message, /相同的问题/)
    const audit = await database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entity, 'kf_faq'))
    assert.deepEqual(
      audit.map((row) => row.action),
      ['create', 'update'],
    )
    data(await agent.post(desk('faqDelete'), { id: edited.id, updatedAt: edited.updatedAt }))
    assert.equal(data(await robot('POST', '/chat', { question })).answer.answered, false)
  })

  it('快捷回复 are an editable list; 留言 to-dos are marked handled (their personal to-do done)', async () => {
    const saved = data(await agent.post(desk('cannedSave'), { content: '您好，请问有什么可以帮您？', sort: 1 }))
    data(await agent.post(desk('cannedSave'), { id: saved.id, content: '您好，很高兴为您服务。', sort: 1 }))
    assert.deepEqual(
      data(await agent.get(desk('cannedList'))).map((row: { content: string }) => row.content),
      ['您好，很高兴为您服务。'],
    )
    data(await agent.post(desk('cannedDelete'), { id: saved.id }))
    assert.equal(data(await agent.get(desk('cannedList'))).length, 0)
    assert.equal((await agent.post(desk('cannedSave'), { content: '  ' })).statusCode, 400)

    const left = data(await robot('POST', '/leaveMessage', { content: '图书馆三楼空调不制冷', contact: '13800000000' }))
    const [open] = data(await agent.get(desk('leftMessages')))
    assert.deepEqual([open.username, open.content, open.contact, open.handledAt], ['2026001', '图书馆三楼空调不制冷', '13800000000', null])
    assert.equal(data(await agent.get(desk('overview'))).openLeftMessages, 1)
    const handled = data(await agent.post(desk('leftMessageHandle'), { id: open.id }))
    assert.equal(handled.handledBy, '张伟')
    const [todo] = await database.db.select().from(personalTodos).where(eq(personalTodos.id, left.todoId))
    assert.equal(todo!.done, true)
    assert.equal((await agent.post(desk('leftMessageHandle'), { id: open.id })).statusCode, 400)
    assert.equal(data(await agent.get(desk('leftMessages'))).length, 0)
    assert.equal(data(await agent.get(desk('leftMessages'), { handled: true }))[0].id, open.id)
  })

  it('the live stream: a message written through instance A reaches an agent connected to instance B; sign-out and shutdown end it', async () => {
    await b.app.listen({ host: '127.0.0.1', port: 0 })
    const port = (b.app.server.address() as AddressInfo).port
    const stream = openStream(port, agent.token)
    await stream.until(() => stream.events.some((event) => event.event === 'ready'), 'ready')
    assert.equal(stream.status(), 200)

    data(await agent.post(desk('duty'), { onDuty: true }))
    const sent = data(await robot('POST', '/chat', { question: '转专业需要什么条件', toAgent: true }))
    await stream.until(
      () => stream.events.some((event) => event.event === 'desk' && JSON.parse(event.data).kind === 'message'),
      'the message written on A',
    )
    assert.equal(sent.question.content, '转专业需要什么条件')
    // An agent's reply through A names its chat.
    const [chat] = data(await agent.get(desk('overview'))).chats
    data(await agent.post(desk('reply'), { id: chat.id, content: '请看教务处的转专业通知。' }))
    await stream.until(
      () => stream.events.some((event) => event.event === 'desk' && JSON.parse(event.data).sessionId === chat.id),
      'the reply written on A',
    )

    // A second stream of the same operator ends when their token version changes (signed out everywhere).
    const other = openStream(port, agent.token)
    await other.until(() => other.events.some((event) => event.event === 'ready'), 'ready')
    await database.pool.query('UPDATE account_credentials SET token_version = token_version + 1 WHERE account_id = $1', [agentId])
    const bumped = await database.pool.query('SELECT 1 FROM account_credentials WHERE account_id = $1', [agentId])
    if (bumped.rowCount === 0)
      await database.pool.query('INSERT INTO account_credentials (account_id, token_version) VALUES ($1, 2)', [agentId])
    await other.until(() => other.ended(), 'the stream to end on sign-out')
    assert.ok(other.events.some((event) => event.event === 'closed'))

    // Graceful shutdown does not wait on open streams.
    const fresh = await as(b.app, 'admin')
    const last = openStream(port, fresh.token)
    await last.until(() => last.events.some((event) => event.event === 'ready'), 'ready')
    const started = Date.now()
    await b.app.close()
    bClosed = true
    assert.ok(Date.now() - started < 3000, `closed in ${Date.now() - started} ms`)
    await last.until(() => last.ended(), 'the stream to end on shutdown')
    stream.close()
  })
})
