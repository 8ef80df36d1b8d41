import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ManualClock } from '../../src/lib/common/clock'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data } from '../cms/helpers'

type Recommended = { service: { serviceId: number; serviceName: string; categoryCode: string; forceRecommend: boolean }; reason: string }

/** 推荐服务 is personal only while 个性化推荐 is on; off, it never reads the user's own records (issue 14). */
describe('recommended services honour 个性化推荐', () => {
  let t: TestApp
  const clock = new ManualClock('2026-11-21T03:00:00Z')
  let li: string // student 2026001
  let zhang: string // PhD student 2026002, same identity
  let byName: Map<string, { serviceId: number; categoryCode: string; forceRecommend: boolean }>

  before(async () => {
    t = await createTestApp({ clock })
    li = await loginToken(t.app, '2026001')
    zhang = await loginToken(t.app, '2026002')
    const catalogue = data(await call(t.app, 'GET', '/portal-api/v1/service/catalogue', { token: li }))
    byName = new Map(catalogue.services.map((s: any) => [s.serviceName, s]))
  })
  after(async () => {
    await t.close()
  })

  const recommended = async (token = li, limit = 10) =>
    data(await call(t.app, 'GET', '/portal-api/v1/service/recommended', { token, query: { limit: String(limit) } })) as Recommended[]
  const names = (list: Recommended[]) => list.map((entry) => entry.service.serviceName)
  const visit = async (token: string, name: string) =>
    data(
      await call(t.app, 'POST', '/portal-api/v1/system/systemVisitSave', {
        token,
        form: { visitType: 'service', pageUrl: 'x', targetId: String(byName.get(name)!.serviceId) },
      }),
    )
  const setRecommendations = async (on: boolean) =>
    data(await call(t.app, 'POST', '/portal-api/v1/privacy/settings', { token: li, body: { recommendations: on } }))

  it('refuses a missing or out-of-range limit (400)', async () => {
    const queries: Record<string, string>[] = [{}, { limit: '0' }, { limit: '21' }]
    for (const query of queries) {
      const res = await t.app.inject({ url: '/portal-api/v1/service/recommended', query, headers: { 'x-id-token': li } })
      assert.equal(res.statusCode, 400, res.body)
    }
  })

  it('on: forced first row, then unused services of my most used category, then the identity’s popular', async () => {
    for (let i = 0; i < 3; i++) await visit(li, '课表查询') // 教务
    for (let i = 0; i < 2; i++) await visit(zhang, '图书借阅') // popular among students, not by Li
    const list = await recommended()
    assert.equal(list.length, 10)
    assert.equal(new Set(names(list)).size, 10, 'no duplicates')
    assert.ok(list.slice(0, 5).every((entry) => entry.service.forceRecommend && entry.reason === ''))
    const personal = list.filter((entry) => entry.reason === '常用类别：教务')
    assert.ok(personal.length > 0, JSON.stringify(names(list)))
    assert.ok(personal.every((entry) => entry.service.categoryCode === 'jwfw' && entry.service.serviceName !== '课表查询'))
    assert.ok(list.some((entry) => entry.service.serviceName === '图书借阅'))
    // Only what a student may see: the catalogue is the identity's view.
    assert.ok(list.every((entry) => byName.has(entry.service.serviceName)))
  })

  it('off: a different list that does not read my visits; on again: personal again', async () => {
    const on = names(await recommended())
    await setRecommendations(false)
    const off = await recommended()
    assert.notDeepEqual(names(off), on)
    assert.ok(!off.some((entry) => entry.reason.startsWith('常用类别')))
    // Li's own visits do not move the off list, not even through the identity's popularity.
    for (let i = 0; i < 5; i++) await visit(li, '校医院预约')
    assert.deepEqual(names(await recommended()), names(off))
    // Another student's use does.
    assert.ok(names(off).includes('图书借阅'))
    await setRecommendations(true)
    const again = await recommended()
    assert.ok(again.some((entry) => entry.reason.startsWith('常用类别')))
  })

  it('the switch is per person: Zhang still gets his own', async () => {
    await setRecommendations(false)
    const zhangList = await recommended(zhang)
    assert.ok(
      zhangList.some((entry) => entry.reason === '常用类别：图书'),
      JSON.stringify(zhangList.map((e) => e.reason)),
    )
    await setRecommendations(true)
  })
})
