import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ManualClock } from '../../src/lib/common/clock'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const API = '/portal-api/v1/service'
/** A 1×1 PNG and a PDF, uploaded through the shared upload route. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

describe('service centre: catalogue, favourites, evaluations, ranking, authorisation, scan', () => {
  let t: TestApp
  const clock = new ManualClock('2026-11-21T03:00:00Z') // Saturday 11:00 in China
  let li: string // student 2026001
  let zhang: string // PhD student 2026002
  let wang: string // teacher t1001
  let byName: Map<string, any>

  before(async () => {
    t = await createTestApp({ clock })
    li = await loginToken(t.app, '2026001')
    zhang = await loginToken(t.app, '2026002')
    wang = await loginToken(t.app, 't1001')
    const catalogue = data(await call(t.app, 'GET', `${API}/catalogue`, { token: li }))
    byName = new Map(catalogue.services.map((s: any) => [s.serviceName, s]))
  })
  after(async () => {
    await t.close()
  })

  const get = (path: string, token: string | undefined, query: Record<string, string> = {}) =>
    call(t.app, 'GET', `${API}${path}`, { token, query })
  const post = (path: string, token: string | undefined, form: Record<string, string> = {}) =>
    call(t.app, 'POST', `${API}${path}`, { token, form })
  const json = (path: string, token: string, body: unknown) => call(t.app, 'POST', `${API}${path}`, { token, body: body as object })
  const id = (name: string) => String(byName.get(name).serviceId)
  async function upload(token: string, bytes: Buffer, name: string): Promise<string> {
    const form = new FormData()
    form.append('file', new Blob([bytes]), name)
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form })
    const res = await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/files',
      headers: { 'x-id-token': token, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    })
    assert.equal(res.statusCode, 200, res.body)
    return res.json().data.id
  }

  it('needs a token on every signed-in route (401, Chinese reason)', async () => {
    for (const [method, path] of [
      ['GET', '/catalogue'],
      ['GET', '/mine'],
      ['GET', '/detail?serviceId=1'],
      ['POST', '/favourite?serviceId=1'],
      ['POST', '/unfavourite?serviceId=1'],
      ['POST', '/favourite/order'],
      ['GET', '/evaluations?serviceId=1'],
      ['POST', '/evaluate'],
      ['GET', '/ranking?period=week'],
      ['GET', '/authorisations'],
      ['POST', '/authorise?serviceId=1'],
      ['POST', '/revokeAuthorisation?serviceId=1'],
    ] as const) {
      refused(await call(t.app, method, `${API}${path}`), 401, /登录/)
    }
    refused(await call(t.app, 'POST', '/portal-api/v1/thrid-adapter/pre-process-scan-url', { form: { url: 'x' } }), 401)
  })

  it('the catalogue has ≥ 30 services in ≥ 8 categories, per identity, with hand-off fields and state', async () => {
    const student = data(await get('/catalogue', li))
    const teacher = data(await get('/catalogue', wang))
    const all = new Set([...student.services, ...teacher.services].map((s: any) => s.serviceId))
    assert.ok(all.size >= 30, `${all.size} services`)
    assert.ok(new Set([...student.categories, ...teacher.categories].map((c: any) => c.code)).size >= 8)
    const names = (list: any) => new Set(list.services.map((s: any) => s.serviceName))
    assert.ok(names(student).has('成绩查询') && !names(teacher).has('成绩查询'), 'grades are for students')
    assert.ok(names(teacher).has('报销申请') && !names(student).has('报销申请'), 'reimbursement is for staff')
    for (const service of student.services) {
      assert.ok(student.categories.some((c: any) => c.code === service.categoryCode))
      if (service.engineType === 'h5') assert.match(service.loadPath, /^http:\/\/127\.0\.0\.1:8080\/demo-apps\//)
      if (service.engineType === 'form') {
        assert.ok(['leave', 'enrolmentProof', 'roomBooking'].includes(service.appId))
        assert.equal(service.loadPath, `/pages/service/serviceGuide?serviceId=${service.serviceId}&apply=1`)
      }
      if (service.engineType === 'weapp') assert.ok(service.appId && service.path)
    }
    // Saturday 11:00: the clinic (Mon–Fri) is closed; every-day services are open; procurement is in maintenance.
    assert.equal(byName.get('校医院预约').state, 'closed')
    assert.match(byName.get('校医院预约').stateText, /周一至周五 08:00-17:30/)
    assert.equal(byName.get('校园卡充值').state, 'open')
    assert.deepEqual(byName.get('成绩查询').nameSpelling, ['cheng', 'ji', 'cha', 'xun'])
    const procurement = teacher.services.find((s: any) => s.serviceName === '设备采购')
    assert.equal(procurement.state, 'maintenance')
    assert.match(procurement.stateText, /升级/)
    clock.set('2026-11-23T02:00:00Z') // Monday 10:00
    const monday = data(await get('/catalogue', li))
    assert.equal(monday.services.find((s: any) => s.serviceName === '校医院预约').state, 'open')
  })

  it('favourites keep the user’s order; another user cannot reorder or remove them', async () => {
    for (const name of ['成绩查询', '图书借阅', '请假申请']) data(await post('/favourite', li, { serviceId: id(name) }))
    data(await post('/favourite', li, { serviceId: id('图书借阅') })) // twice: still once
    let mine = data(await get('/mine', li))
    assert.deepEqual(
      mine.favourites.map((s: any) => s.serviceName),
      ['成绩查询', '图书借阅', '请假申请'],
    )
    assert.ok(mine.favourites.every((s: any) => s.collect))
    // The catalogue flags them for Li at once, and not for Zhang (answers are shared only between equal flags).
    const collected = (catalogue: any) =>
      catalogue.services
        .filter((s: any) => s.collect)
        .map((s: any) => s.serviceName)
        .sort()
    assert.deepEqual(collected(data(await get('/catalogue', li))), ['图书借阅', '成绩查询', '请假申请'].sort())
    assert.deepEqual(collected(data(await get('/catalogue', zhang))), [])
    const reversed = [...mine.favourites].reverse().map((s: any) => s.serviceId)
    data(await json('/favourite/order', li, { serviceIds: reversed }))
    mine = data(await get('/mine', li))
    assert.deepEqual(
      mine.favourites.map((s: any) => s.serviceName),
      ['请假申请', '图书借阅', '成绩查询'],
    )

    // Zhang has no favourites: Li's list is not his to order, and removing Li's favourite is "not yours".
    refused(await json('/favourite/order', zhang, { serviceIds: reversed }), 400, /全部服务/)
    refused(await post('/unfavourite', zhang, { serviceId: id('成绩查询') }), 404)
    assert.equal(data(await get('/mine', li)).favourites.length, 3)
    assert.equal(data(await get('/mine', zhang)).favourites.length, 0)

    refused(await json('/favourite/order', li, { serviceIds: reversed.slice(1) }), 400, /全部服务/)
    refused(await json('/favourite/order', li, { serviceIds: [1, 1] }), 400)
    refused(await post('/favourite', li, { serviceId: '0' }), 400)
    refused(await post('/favourite', li, { serviceId: 'abc' }), 400)
    refused(await post('/favourite', li, { serviceId: '2147483648' }), 400)
    refused(await post('/favourite', li, { serviceId: '99999' }), 404, /服务不存在/)
    // A staff-only service is invisible to a student: cannot be favourited.
    const teacherOnly = data(await get('/catalogue', wang)).services.find((s: any) => s.serviceName === '报销申请')
    refused(await post('/favourite', li, { serviceId: String(teacherOnly.serviceId) }), 404)

    data(await post('/unfavourite', li, { serviceId: id('图书借阅') }))
    assert.deepEqual(
      data(await get('/mine', li)).favourites.map((s: any) => s.serviceName),
      ['请假申请', '成绩查询'],
    )
  })

  it('recent services come from the visits, newest first', async () => {
    for (const name of ['空闲教室', '成绩查询']) {
      data(
        await call(t.app, 'POST', '/portal-api/v1/system/systemVisitSave', {
          token: li,
          form: { visitType: 'service', pageUrl: 'x', targetId: id(name), title: name },
        }),
      )
    }
    const mine = data(await get('/mine', li))
    assert.deepEqual(
      mine.recent.slice(0, 2).map((s: any) => s.serviceName),
      ['成绩查询', '空闲教室'],
    )
  })

  it('evaluations: one per user (editable), average and count change, bad input refused', async () => {
    const serviceId = Number(id('图书借阅'))
    let answer = data(await json('/evaluate', li, { serviceId, stars: 5, tags: ['办理便捷'], content: '很方便', anonymous: false }))
    assert.deepEqual(answer, { ratingAverage: 5, ratingCount: 1 })
    answer = data(await json('/evaluate', zhang, { serviceId, stars: 2, content: '常常超时', anonymous: true }))
    assert.deepEqual(answer, { ratingAverage: 3.5, ratingCount: 2 })
    answer = data(await json('/evaluate', li, { serviceId, stars: 4, tags: ['响应及时'], content: '改一下评价' }))
    assert.deepEqual(answer, { ratingAverage: 3, ratingCount: 2 })

    const list = data(await get('/evaluations', li, { serviceId: String(serviceId) }))
    assert.equal(list.total, 2)
    assert.equal(list.ratingAverage, 3)
    assert.deepEqual(list.items.map((e: any) => e.userName).sort(), ['匿名用户', '李明'])
    assert.equal(list.items.find((e: any) => e.mine).content, '改一下评价')
    const detail = data(await get('/detail', li, { serviceId: String(serviceId) }))
    assert.equal(detail.myEvaluation.stars, 4)
    assert.equal(detail.service.ratingCount, 2)
    assert.ok(detail.guide.conditions.length > 0 && detail.guide.steps.length > 0)
    assert.ok(detail.related.length > 0)

    for (const bad of [
      { serviceId, stars: 6 },
      { serviceId, stars: 0 },
      { serviceId, stars: 3, content: '字'.repeat(141) },
      { serviceId, stars: 3, tags: ['随便写'] },
      { serviceId, stars: 3, images: Array.from({ length: 10 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`) },
      { stars: 3 },
    ]) {
      refused(await json('/evaluate', li, bad), 400)
    }
    // Images: the user's own uploaded images only.
    const mine = await upload(li, PNG, 'a.png')
    const zhangs = await upload(zhang, PNG, 'b.png')
    const pdf = await upload(li, PDF, 'c.pdf')
    data(await json('/evaluate', li, { serviceId, stars: 4, content: '附图', images: [mine] }))
    assert.deepEqual(data(await get('/evaluations', li, { serviceId: String(serviceId) })).items.find((e: any) => e.mine).images, [mine])
    refused(await json('/evaluate', li, { serviceId, stars: 3, images: [zhangs] }), 400, /本人上传/)
    refused(await json('/evaluate', li, { serviceId, stars: 3, images: [pdf] }), 400, /本人上传/)
    refused(await json('/evaluate', li, { serviceId, stars: 3, images: ['https://evil.example.com/a.png'] }), 400)
    refused(await json('/evaluate', li, { serviceId, stars: 3, images: [mine, mine] }), 400)
    refused(await json('/evaluate', li, { serviceId: 99999, stars: 3 }), 404)
  })

  it('ranking counts opens per identity in the period; best rated by average', async () => {
    const visit = (token: string, name: string) =>
      call(t.app, 'POST', '/portal-api/v1/system/systemVisitSave', {
        token,
        form: { visitType: 'service', pageUrl: 'x', targetId: id(name) },
      })
    for (let i = 0; i < 3; i++) data(await visit(zhang, '空闲教室'))
    data(await visit(wang, '图书借阅'))
    const week = data(await get('/ranking', li, { period: 'week' }))
    assert.equal(week[0].service.serviceName, '空闲教室')
    assert.equal(week[0].visits, 4) // Li once, Zhang three times: both students
    assert.ok(!week.some((e: any) => e.service.serviceName === '图书借阅'), 'the teacher’s open counts for teachers only')
    const teacherWeek = data(await get('/ranking', wang, { period: 'all' }))
    assert.equal(teacherWeek[0].service.serviceName, '图书借阅')
    const rated = data(await get('/ranking', li, { period: 'rating' }))
    assert.equal(rated[0].service.serviceName, '图书借阅')
    refused(await get('/ranking', li, { period: 'year' }), 400)
  })

  it('service authorisation: granted once, listed, revocable; only third-party services', async () => {
    const grades = byName.get('成绩查询')
    assert.equal(grades.thirdParty, true)
    assert.equal(grades.authorised, false)
    data(await post('/authorise', li, { serviceId: String(grades.serviceId) }))
    assert.equal(data(await get('/detail', li, { serviceId: String(grades.serviceId) })).service.authorised, true)
    assert.equal(data(await get('/detail', zhang, { serviceId: String(grades.serviceId) })).service.authorised, false)
    const inCatalogue = async (who: string) =>
      data(await get('/catalogue', who)).services.find((s: any) => s.serviceId === grades.serviceId)
    assert.equal((await inCatalogue(li)).authorised, true)
    assert.equal((await inCatalogue(zhang)).authorised, false)
    assert.deepEqual(
      data(await get('/authorisations', li)).map((a: any) => a.serviceName),
      ['成绩查询'],
    )
    refused(await post('/authorise', li, { serviceId: id('请假申请') }), 400, /无需授权/)
    refused(await post('/revokeAuthorisation', zhang, { serviceId: String(grades.serviceId) }), 404)
    data(await post('/revokeAuthorisation', li, { serviceId: String(grades.serviceId) }))
    assert.equal(data(await get('/authorisations', li)).length, 0)
  })

  it('pre-process-scan-url: portal service link → service, allowed host → web view, else text', async () => {
    const scan = async (url: string, token = li) =>
      data(await call(t.app, 'POST', '/portal-api/v1/thrid-adapter/pre-process-scan-url', { token, form: { url } }))
    const grades = byName.get('成绩查询')
    assert.deepEqual(await scan(grades.shareUrl), { kind: 'service', serviceId: grades.serviceId, url: '', text: grades.shareUrl })
    assert.equal((await scan(`http://127.0.0.1:8080/pages/service/serviceGuide?serviceId=${grades.serviceId}`)).kind, 'service')
    // A teacher cannot see the grade query: the link is only text for them.
    assert.equal((await scan(grades.shareUrl, wang)).kind, 'text')
    assert.deepEqual(await scan('http://localhost:5000/notice?id=3'), {
      kind: 'web',
      serviceId: null,
      url: 'http://localhost:5000/notice?id=3',
      text: 'http://localhost:5000/notice?id=3',
    })
    assert.equal((await scan('https://evil.example.com/x')).kind, 'text')
    assert.equal((await scan('WIFI:S:campus;T:WPA;P:12345678;;')).kind, 'text')
    assert.equal((await scan('http://127.0.0.1@evil.example.com/')).kind, 'text')
    refused(await call(t.app, 'POST', '/portal-api/v1/thrid-adapter/pre-process-scan-url', { token: li, form: { url: '' } }), 400)
  })

  it('the share card is public; unknown ids are 404', async () => {
    const card = data(await call(t.app, 'GET', '/portal-api/v1/service/shareCard', { query: { serviceId: id('成绩查询') } }))
    assert.equal(card.serviceName, '成绩查询')
    assert.ok(!('loadPath' in card))
    assert.ok(['open', 'closed'].includes(card.state), card.state)
    refused(await call(t.app, 'GET', '/portal-api/v1/service/shareCard', { query: { serviceId: '99999' } }), 404)
    refused(await call(t.app, 'GET', '/portal-api/v1/service/shareCard', { query: { serviceId: 'x' } }), 400)
  })

  it('form-flow 在读证明 starts a workflow application that the teacher gets as a to-do', async () => {
    const started = data(
      await call(t.app, 'POST', '/flow/application/start', {
        token: li,
        body: { type: 'enrolmentProof', form: { purpose: '签证办理', language: '英文', copies: 2 } },
      }),
    )
    assert.equal(started.status, 'progress')
    const todos = data(await call(t.app, 'GET', '/flow/center-list/list', { token: wang, query: { level: 'myTodo', pageSize: '50' } }))
    assert.ok(
      todos.items.some((item: any) => item.id === started.id),
      JSON.stringify(todos.items.slice(0, 2)),
    )
    refused(
      await call(t.app, 'POST', '/flow/application/start', {
        token: li,
        body: { type: 'enrolmentProof', form: { purpose: '签证办理', language: '英文', copies: 9 } },
      }),
      400,
    )
  })
})
