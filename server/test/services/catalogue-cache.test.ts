// The service centre keeps the catalogue's rows and ratings between requests (issue 37): a console change is in the
// writer's instance's next answer at once and in another instance's within moments (change feed, migration 0038);
// what is kept really is kept (a write the feed never announces stays unseen until a notice).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { call, data } from '../cms/helpers'

const CATALOGUE = '/portal-api/v1/service/catalogue'
const EVALUATE = '/portal-api/v1/service/evaluate'
const adminUrl = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path

interface Card {
  serviceId: number
  serviceName: string
  state: string
  stateText: string
  ratingCount: number
  collect: boolean
}

describe('the service catalogue kept between requests, on two instances', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  let studentA: string
  let studentB: string
  let admin: string
  let grades: Card
  before(async () => {
    database = await createTestDatabase()
    ;[a, b] = await Promise.all([createTestApp({ database }), createTestApp({ database })])
    studentA = await loginToken(a.app, '2026001')
    studentB = await loginToken(b.app, '2026001')
    admin = await loginToken(a.app, 'admin')
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  const catalogue = async (t: TestApp, token: string): Promise<Card[]> =>
    data(await call(t.app, 'GET', CATALOGUE, { token })).services as Card[]
  const card = async (t: TestApp, token: string, serviceId: number) => (await catalogue(t, token)).find((c) => c.serviceId === serviceId)
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    assert.fail(`not within 2 s: ${what}`)
  }

  it('answers from what it keeps: a write nobody announces is not seen until a notice arrives', async () => {
    grades = (await catalogue(a, studentA)).find((c) => c.serviceName === '成绩查询')!
    assert.ok(grades, 'the demo has 成绩查询')
    await catalogue(b, studentB)
    const client = await database.pool.connect()
    try {
      // With triggers off (replica mode) the write sends no notice, as if the feed had lost it.
      await client.query('SET session_replication_role = replica')
      await client.query('UPDATE services SET service_name = $1 WHERE service_id = $2', ['成绩查询（旧名）', grades.serviceId])
      await client.query('SET session_replication_role = DEFAULT')
    } finally {
      client.release()
    }
    assert.equal((await card(a, studentA, grades.serviceId))!.serviceName, '成绩查询', 'answered from the kept rows')
    await database.pool.query(`SELECT pg_notify('portal_services_changed', 'services')`)
    await eventually(async () => (await card(a, studentA, grades.serviceId))!.serviceName === '成绩查询（旧名）', 'instance a hears it')
    await eventually(async () => (await card(b, studentB, grades.serviceId))!.serviceName === '成绩查询（旧名）', 'instance b hears it')
    await database.pool.query('UPDATE services SET service_name = $1 WHERE service_id = $2', ['成绩查询', grades.serviceId])
    await eventually(async () => (await card(b, studentB, grades.serviceId))!.serviceName === '成绩查询', 'a plain UPDATE notifies')
  })

  it('shows a console change in the writer’s instance at once and in the other within moments', async () => {
    data(
      await call(a.app, 'POST', adminUrl('serviceStatus'), {
        token: admin,
        body: { serviceId: grades.serviceId, status: 'maintenance', notice: '系统升级，预计两小时' },
      }),
    )
    const here = await card(a, studentA, grades.serviceId)
    assert.equal(here!.state, 'maintenance', 'the writer’s instance answers after the write')
    assert.equal(here!.stateText, '系统升级，预计两小时')
    await eventually(async () => (await card(b, studentB, grades.serviceId))!.state === 'maintenance', 'instance b shows 维护中')
    data(await call(a.app, 'POST', adminUrl('serviceStatus'), { token: admin, body: { serviceId: grades.serviceId, status: 'published' } }))
    assert.equal((await card(a, studentA, grades.serviceId))!.state, 'open')
  })

  it('counts a new evaluation in the ratings at once where it was made, and soon on the other instance', async () => {
    const before = (await card(a, studentA, grades.serviceId))!.ratingCount
    await card(b, studentB, grades.serviceId)
    data(await call(b.app, 'POST', EVALUATE, { token: studentB, body: { serviceId: grades.serviceId, stars: 5 } }))
    assert.equal((await card(b, studentB, grades.serviceId))!.ratingCount, before + 1)
    await eventually(async () => (await card(a, studentA, grades.serviceId))!.ratingCount === before + 1, 'instance a counts it')
  })

  it('keeps a person’s favourites: a new one shows at once where it was made and soon elsewhere; another person’s leaves them', async () => {
    const FAVOURITE = '/portal-api/v1/service/favourite'
    const UNFAVOURITE = '/portal-api/v1/service/unfavourite'
    const collected = async (t: TestApp, token: string) => (await card(t, token, grades.serviceId))!.collect
    await call(a.app, 'POST', UNFAVOURITE, { token: studentA, body: { serviceId: grades.serviceId } })
    await eventually(async () => !(await collected(b, studentB)), 'no favourite on instance b')
    const teacher = await loginToken(b.app, 't1001')
    const teacherCollects = async () =>
      (await catalogue(b, teacher))
        .filter((c) => c.collect)
        .map((c) => c.serviceId)
        .join()
    const teacherBefore = await teacherCollects()
    data(await call(a.app, 'POST', FAVOURITE, { token: studentA, body: { serviceId: grades.serviceId } }))
    assert.equal(await collected(a, studentA), true, 'the writer’s instance: at once')
    await eventually(() => collected(b, studentB), 'instance b')
    assert.equal(await teacherCollects(), teacherBefore, 'another person’s cards are unchanged')

    // Kept really is kept: a removal nobody announces is not seen until a notice for the person arrives.
    const studentId = (await database.pool.query<{ id: string }>(`SELECT id FROM accounts WHERE username = '2026001'`)).rows[0]!.id
    const client = await database.pool.connect()
    try {
      await client.query('SET session_replication_role = replica')
      await client.query('DELETE FROM service_favourites WHERE account_id = $1 AND service_id = $2', [studentId, grades.serviceId])
      await client.query('SET session_replication_role = DEFAULT')
    } finally {
      client.release()
    }
    assert.equal(await collected(b, studentB), true, 'answered from the kept favourites')
    await database.pool.query(`SELECT pg_notify('portal_service_personal', 'account:' || $1::text)`, [studentId])
    await eventually(async () => !(await collected(b, studentB)), 'instance b hears the notice')
  })
})
