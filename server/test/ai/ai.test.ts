import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, type Caller } from '../message-center/helpers'
import { RETRIEVAL_ONLY_NOTE } from '../../src/lib/ai/ai-answer'

type Event = {
  type: string
  text?: string
  mode?: string
  citations?: Array<{ n: number; title: string; link: string; serviceId?: number }>
  message?: string
}
const events = (body: string): Event[] =>
  body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as Event)
const textOf = (list: Event[]) =>
  list
    .filter((e) => e.type === 'delta')
    .map((e) => e.text)
    .join('')

/** A stand-in for an OpenAI-compatible endpoint: records the requests, streams a fixed answer in pieces. */
function fakeModel() {
  const requests: Array<{
    headers: http.IncomingHttpHeaders
    body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> }
  }> = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(raw) })
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      for (const piece of ['校园卡丢失后', '请先在“校园卡充值”中挂失，', '再到卡务中心补办 [1]。']) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`)
      }
      res.end('data: [DONE]\n\n')
    })
  })
  return { server, requests }
}

describe('AI assistant: retrieval answers with citations, streamed; a configured model writes from them', () => {
  let plain: TestApp
  let withModel: TestApp
  let fake: ReturnType<typeof fakeModel>
  let student: Caller
  before(async () => {
    fake = fakeModel()
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve))
    const { port } = fake.server.address() as AddressInfo
    plain = await createTestApp()
    withModel = await createTestApp({
      config: { ai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'campus-test' } },
    })
    student = await as(plain.app, '2026001')
  })
  after(async () => {
    await plain.close()
    await withModel.close()
    fake.server.close()
  })

  const ask = (t: TestApp, token: string, question: unknown) =>
    t.app.inject({ method: 'POST', url: '/portal-api/v1/ai/ask', headers: { 'x-id-token': token }, payload: { question } })

  it('without a model: the passages themselves, said to be quotations, with their numbers', async () => {
    const res = await ask(plain, student.token, '校园卡丢了怎么办')
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /text\/event-stream/)
    const list = events(res.body)
    assert.equal(list[0]!.type, 'citations')
    assert.equal(list[0]!.citations![0]!.title, '常见问题：校园卡丢了怎么补办？')
    // The FAQ's source is the 校园卡充值 service: the citation carries its id (opened itself, not the service tab).
    const [card] = await plain.database.pool
      .query<{ service_id: number }>(`select service_id from services where service_name = '校园卡充值'`)
      .then((r) => r.rows)
    assert.equal(list[0]!.citations![0]!.serviceId, card!.service_id)
    assert.doesNotMatch(RETRIEVAL_ONLY_NOTE, /模型|接入/)
    assert.ok(list.filter((e) => e.type === 'delta').length > 1, 'streamed in pieces')
    assert.ok(textOf(list).startsWith(RETRIEVAL_ONLY_NOTE))
    assert.match(textOf(list), /挂失.*\[1\]/)
    assert.deepEqual(list[list.length - 1], { type: 'done', mode: 'retrieval' })
  })

  it('with a model: the prompt carries the passages, the answer streams with citations', async () => {
    const token = (await as(withModel.app, '2026001')).token
    const list = events((await ask(withModel, token, '校园卡丢了怎么办')).body)
    assert.equal(textOf(list), '校园卡丢失后请先在“校园卡充值”中挂失，再到卡务中心补办 [1]。')
    assert.equal(list.filter((e) => e.type === 'delta').length, 3)
    assert.equal(list[0]!.citations![0]!.n, 1)
    assert.deepEqual(list[list.length - 1], { type: 'done', mode: 'llm' })
    const sent = fake.requests[fake.requests.length - 1]!
    assert.equal(sent.headers.authorization, 'Bearer test-key')
    assert.equal(sent.body.model, 'campus-test')
    assert.equal(sent.body.stream, true)
    assert.match(sent.body.messages[0]!.content, /\[1\] 常见问题：校园卡丢了怎么补办？/)
  })

  it("the user's own schedule and to-dos only: another user's never reach the prompt", async () => {
    const teacher = (await as(withModel.app, 't1001')).token
    events((await ask(withModel, teacher, '第六次作业什么时候批改')).body)
    assert.match(fake.requests[fake.requests.length - 1]!.body.messages[0]!.content, /批改《软件工程》第六次作业/)
    const token = (await as(withModel.app, '2026001')).token
    const before = fake.requests.length
    const list = events((await ask(withModel, token, '第六次作业什么时候批改')).body)
    assert.ok(!JSON.stringify(list).includes('批改《软件工程》第六次作业'))
    for (const request of fake.requests.slice(before)) assert.ok(!request.body.messages[0]!.content.includes('批改《软件工程》第六次作业'))
  })

  it('a cited service carries its id (the client opens it through the service centre’s checks); a student is not cited a teacher’s service', async () => {
    const catalogue = await plain.app.inject({ url: '/portal-api/v1/service/catalogue', headers: { 'x-id-token': student.token } })
    const services = catalogue.json().data.services as Array<{ serviceId: number; serviceName: string }>
    const grades = services.find((s) => s.serviceName === '成绩查询')!
    const cited = events((await ask(plain, student.token, '成绩查询在哪里看')).body)[0]!.citations!
    const service = cited.find((c) => c.title === '服务：成绩查询')
    assert.ok(service, JSON.stringify(cited))
    assert.equal(service.serviceId, grades.serviceId)
    // An FAQ whose first source is a service cites that service (opened itself, not the service tab); news and the
    // like carry no service id.
    const faq = cited.find((c) => c.title === '常见问题：怎么查询期末成绩？')
    assert.equal(faq?.serviceId, grades.serviceId, JSON.stringify(cited))
    assert.ok(cited.filter((c) => !/^(服务|常见问题)：/.test(c.title)).every((c) => c.serviceId === undefined))
    const purchase = events((await ask(plain, student.token, '设备采购怎么申请')).body)[0]!.citations!
    assert.ok(!purchase.some((c) => c.title === '服务：设备采购'), JSON.stringify(purchase))
  })

  it('bad input 400 with a reason; signed out 401', async () => {
    for (const question of ['', 'x'.repeat(301)]) {
      const res = await ask(plain, student.token, question)
      assert.equal(res.statusCode, 400, JSON.stringify(question))
      assert.match(res.json().message, /[\u4e00-\u9fa5]/)
    }
    assert.equal((await ask(plain, student.token, '   ')).statusCode, 400)
    assert.equal((await plain.app.inject({ method: 'POST', url: '/portal-api/v1/ai/ask', payload: { question: '你好' } })).statusCode, 401)
  })
})
