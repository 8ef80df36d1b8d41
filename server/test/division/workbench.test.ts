import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const API = '/portal-api/v1/secondWork'

describe('division workbench: roles on every call, no reach across divisions', () => {
  let t: TestApp
  const token: Record<string, string> = {}
  before(async () => {
    t = await createTestApp()
    // student (CS), CS admin+publisher, CS publisher, CS schedule editor, EM PhD student, EM admin, office admin, guest
    for (const user of ['2026001', 't1001', 't3101', 't3102', '2026002', 't1002', 't3201', 'guest'])
      token[user] = await loginToken(t.app, user)
  })
  after(async () => {
    await t.close()
  })
  const get = (user: string, path: string, query: Record<string, string> = {}) =>
    call(t.app, 'GET', `${API}${path}`, { token: token[user], query })
  const post = (user: string, path: string, body: unknown) => call(t.app, 'POST', `${API}${path}`, { token: token[user], body })

  it('lists the divisions from the organisation tree with the roles granted there', async () => {
    assert.deepEqual(
      data(await get('2026001', '/divisions')).map((d: { code: string }) => d.code),
      ['sfdx-cs'],
    )
    assert.deepEqual(data(await get('2026001', '/divisions'))[0].roles, ['member'])
    assert.deepEqual(data(await get('t1001', '/divisions'))[0].roles, ['member', 'publisher', 'scheduleEditor', 'admin'])
    assert.deepEqual(data(await get('t3102', '/divisions'))[0].roles, ['member', 'scheduleEditor'])
    assert.deepEqual(
      data(await get('2026002', '/divisions')).map((d: { code: string }) => d.code),
      ['sfdx-em'],
    )
    assert.deepEqual(
      data(await get('t3201', '/divisions')).map((d: { code: string }) => d.code),
      ['sfdx-jwc'],
    )
    assert.deepEqual(data(await get('guest', '/divisions')), [])
  })

  it('role matrix: who may read, publish and change the settings of 计算机科学与技术学院', async () => {
    const announcement = (user: string) =>
      post(user, '/announcement/save', { code: 'sfdx-cs', title: `测试公告 ${user}`, content: '<p>内容</p>', audience: [], pinned: false })
    const columns = (user: string) => post(user, '/settings/columns', { code: 'sfdx-cs', columnIds: [] })
    const matrix: [string, { read: number; publish: number; settings: number }][] = [
      ['2026001', { read: 200, publish: 403, settings: 403 }],
      ['t3102', { read: 200, publish: 403, settings: 403 }],
      ['t3101', { read: 200, publish: 200, settings: 403 }],
      ['2026002', { read: 403, publish: 403, settings: 403 }],
      ['t1002', { read: 403, publish: 403, settings: 403 }],
      ['guest', { read: 403, publish: 403, settings: 403 }],
    ]
    for (const [user, expected] of matrix) {
      assert.equal((await get(user, '/home', { code: 'sfdx-cs' })).status, expected.read, `${user} home`)
      assert.equal((await get(user, '/announcement/list', { code: 'sfdx-cs' })).status, expected.read, `${user} list`)
      assert.equal((await get(user, '/news', { code: 'sfdx-cs' })).status, expected.read, `${user} news`)
      assert.equal((await announcement(user)).status, expected.publish, `${user} publish`)
      assert.equal((await get(user, '/announcement/audiences', { code: 'sfdx-cs' })).status, expected.publish, `${user} audiences`)
      assert.equal((await get(user, '/settings', { code: 'sfdx-cs' })).status, expected.settings, `${user} settings`)
      assert.equal((await columns(user)).status, expected.settings, `${user} save columns`)
    }
    refused(await get('2026001', '/settings', { code: 'sfdx-cs' }), 403, /管理员/)
    refused(await announcement('2026001'), 403, /发布员/)
    refused(await get('2026002', '/home', { code: 'sfdx-cs' }), 403, /成员/)
    refused(await get('2026001', '/home', { code: 'sfdx-cs-2301' }), 404, /工作台/)
    refused(await call(t.app, 'GET', `${API}/home`, { query: { code: 'sfdx-cs' } }), 401)
  })

  it('an announcement to the college reaches its student unread, not another college; opening it leaves a receipt', async () => {
    const posted = data(
      await post('t3101', '/announcement/save', {
        code: 'sfdx-cs',
        title: '关于寒假离校安全的通知',
        content: '<p onclick="alert(1)">注意安全<script>alert(1)</script></p>',
        audience: ['sfdx-cs'],
        pinned: true,
      }),
    )
    assert.equal(posted.content.includes('script'), false)
    assert.equal(posted.content.includes('onclick'), false)
    const home = data(await get('2026001', '/home', { code: 'sfdx-cs' }))
    const seen = home.announcements.find((a: { id: number }) => a.id === posted.id)
    assert.equal(seen.read, false)
    assert.equal(seen.pinned, true)
    const unreadBefore = home.unreadCount
    refused(await get('2026002', '/announcement/detail', { id: String(posted.id) }), 403)
    refused(await get('t1002', '/announcement/detail', { id: String(posted.id) }), 403)
    assert.equal(data(await get('2026001', '/announcement/detail', { id: String(posted.id) })).read, true)
    assert.equal(data(await get('2026001', '/home', { code: 'sfdx-cs' })).unreadCount, unreadBefore - 1)
    // readers: publishers only
    refused(await get('2026001', '/announcement/readers', { id: String(posted.id) }), 403, /发布员/)
    const readers = data(await get('t1001', '/announcement/readers', { id: String(posted.id) }))
    assert.equal(readers.readCount, 1)
    assert.equal(readers.readers.items[0].userName, '李明')
    assert.ok(readers.audienceCount >= 3)
  })

  it('a sub-unit audience: the class sees it, the rest of the college does not; units outside the division are refused', async () => {
    const posted = data(
      await post('t1001', '/announcement/save', {
        code: 'sfdx-cs',
        title: '计科2301班座谈会',
        content: '<p>周三座谈</p>',
        audience: ['sfdx-cs-2301'],
        pinned: false,
      }),
    )
    assert.ok(data(await get('2026001', '/announcement/list', { code: 'sfdx-cs' })).items.some((a: { id: number }) => a.id === posted.id))
    assert.ok(!data(await get('t3102', '/announcement/list', { code: 'sfdx-cs' })).items.some((a: { id: number }) => a.id === posted.id))
    refused(await get('t3102', '/announcement/detail', { id: String(posted.id) }), 404)
    refused(
      await post('t1001', '/announcement/save', { code: 'sfdx-cs', title: 'x', content: '<p>x</p>', audience: ['sfdx-em'], pinned: false }),
      400,
      /不属于本单位/,
    )
    refused(
      await post('t1001', '/announcement/save', { code: 'sfdx-cs', title: 'x', content: '<p></p>', audience: [], pinned: false }),
      400,
      /内容/,
    )
    refused(
      await post('t1001', '/announcement/save', {
        code: 'sfdx-cs',
        title: 'x',
        content: '<p>x</p>',
        audience: [],
        pinned: false,
        expiresAt: '2020-01-01T00:00:00Z',
      }),
      400,
    )
    // a publisher cannot edit another division's announcement by naming their own division
    const em = data(await get('t1002', '/announcement/list', { code: 'sfdx-em' })).items[0]
    refused(
      await post('t1001', '/announcement/save', {
        id: em.id,
        code: 'sfdx-cs',
        title: 'x',
        content: '<p>x</p>',
        audience: [],
        pinned: false,
      }),
      403,
    )
    refused(await post('t1001', '/announcement/expire', { id: em.id }), 403)
  })

  it('expiring takes an announcement away from members; publishers still see it with includeExpired', async () => {
    const posted = data(
      await post('t1001', '/announcement/save', {
        code: 'sfdx-cs',
        title: '将撤下的公告',
        content: '<p>x</p>',
        audience: [],
        pinned: true,
      }),
    )
    const expired = data(await post('t1001', '/announcement/expire', { id: posted.id }))
    assert.equal(expired.expired, true)
    assert.equal(expired.pinned, false)
    refused(await get('2026001', '/announcement/detail', { id: String(posted.id) }), 404)
    assert.ok(!data(await get('2026001', '/announcement/list', { code: 'sfdx-cs' })).items.some((a: { id: number }) => a.id === posted.id))
    assert.ok(
      data(await get('t1001', '/announcement/list', { code: 'sfdx-cs', includeExpired: 'true' })).items.some(
        (a: { id: number }) => a.id === posted.id,
      ),
    )
  })

  it('the admin orders the columns and pins services; members see that order on the home', async () => {
    const settings = data(await get('t1001', '/settings', { code: 'sfdx-cs' }))
    const own = settings.columns.filter((c: { owned: boolean }) => c.owned)
    assert.ok(own.length >= 2)
    assert.ok(
      !settings.columns.some((c: { columnCode: string }) => c.columnCode === 'sfdx-em-news'),
      'another division’s column is not offered',
    )
    const order = [own[1].id, own[0].id]
    data(await post('t1001', '/settings/columns', { code: 'sfdx-cs', columnIds: order }))
    const service = settings.services.find((s: { pinned: boolean }) => !s.pinned)
    data(await post('t1001', '/settings/services', { code: 'sfdx-cs', serviceIds: [service.serviceId] }))
    const home = data(await get('2026001', '/home', { code: 'sfdx-cs' }))
    assert.deepEqual(
      home.columns.map((c: { id: number }) => c.id),
      order,
    )
    assert.deepEqual(
      home.services.map((s: { serviceId: number }) => s.serviceId),
      [service.serviceId],
    )
    const emColumn = data(await get('t1002', '/settings', { code: 'sfdx-em' })).columns.find((c: { owned: boolean }) => c.owned)
    refused(await post('t1001', '/settings/columns', { code: 'sfdx-cs', columnIds: [emColumn.id] }), 400)
    refused(await post('t1001', '/settings/services', { code: 'sfdx-cs', serviceIds: [2147483647] }), 400, /服务/)
    refused(await get('2026001', '/news', { code: 'sfdx-cs', columnId: String(emColumn.id) }), 400)
    // the division's own columns stay off the institution's column list
    const institution = data(await call(t.app, 'GET', '/portal-api/v1/cms/mobile/column/list'))
    assert.ok(!institution.some((c: { columnCode: string }) => c.columnCode.startsWith('sfdx-')))
  })

  it('bad input is refused with a Chinese reason', async () => {
    refused(await get('2026001', '/home', { code: 'SFDX CS!' }), 400)
    refused(await get('2026001', '/home'), 400)
    refused(
      await post('t1001', '/announcement/save', {
        code: 'sfdx-cs',
        title: '长'.repeat(101),
        content: '<p>x</p>',
        audience: [],
        pinned: false,
      }),
      400,
    )
    refused(
      await post('t1001', '/announcement/save', {
        code: 'sfdx-cs',
        title: '附件',
        content: '<p>x</p>',
        audience: [],
        pinned: false,
        attachments: [{ fileId: 'x', name: 'a' }],
      }),
      400,
    )
    refused(await post('t1001', '/settings/columns', { code: 'sfdx-cs', columnIds: [1, 1] }), 400, /重复/)
    refused(await get('2026001', '/announcement/detail', { id: '0' }), 400)
    refused(await get('2026001', '/announcement/detail', { id: '2147483647' }), 404, /公告不存在/)
  })

  it('news and search stay within the division', async () => {
    const news = data(await get('2026001', '/news', { code: 'sfdx-cs' }))
    assert.ok(news.total > 0)
    assert.ok(!news.items.some((n: { columnCode: string }) => n.columnCode === 'sfdx-em-news'))
    const hits = data(await get('2026001', '/search', { code: 'sfdx-cs', keyword: '期末' }))
    assert.ok(hits.items.some((h: { kind: string }) => h.kind === 'announcement'))
    const emHits = data(await get('2026002', '/search', { code: 'sfdx-em', keyword: '期末考试安排' }))
    assert.equal(emHits.items.filter((h: { kind: string }) => h.kind === 'announcement').length, 0)
    refused(await get('2026002', '/search', { code: 'sfdx-cs', keyword: '期末' }), 403)
    refused(await get('2026001', '/search', { code: 'sfdx-cs', keyword: '   ' }), 400)
  })
})
