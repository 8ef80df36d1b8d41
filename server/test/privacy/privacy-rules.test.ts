import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { findableByMobile, mayDeliver, visibleContacts } from '../../src/lib/privacy/index'
import { CasBrowser } from '../helpers/cas-browser'
import { createTestApp, DEMO_PASSWORD, loginToken, type TestApp } from '../helpers/test-app'
import { securityClient } from '../security/helpers'

const SERVICE = 'http://127.0.0.1:8080/page/index/index?from=cas'

describe('privacy: settings, blacklist, the rules online send and people search call, authorised services', () => {
  let t: TestApp
  const ids: Record<string, string> = {}
  before(async () => {
    t = await createTestApp()
    const { rows } = await t.database.pool.query<{ id: string; username: string }>('SELECT id, username FROM accounts')
    for (const row of rows) ids[row.username] = row.id
  })
  after(async () => {
    await t.close()
  })

  it('settings start at the defaults and save field by field; bad values are refused', async () => {
    const client = securityClient(t, await loginToken(t.app, '2026001'))
    assert.deepEqual((await client.get('/privacy/settings')).json().data, {
      mobileVisibility: 'org',
      emailVisibility: 'everyone',
      orgVisibility: 'everyone',
      findableByMobile: true,
      recommendations: true,
    })
    const saved = await client.post('/privacy/settings', { recommendations: false })
    assert.equal(saved.statusCode, 200)
    assert.equal(saved.json().data.recommendations, false)
    assert.equal(saved.json().data.mobileVisibility, 'org')
    assert.equal((await client.post('/privacy/settings', { mobileVisibility: 'friends' })).statusCode, 400)
    assert.equal((await client.post('/privacy/settings', {})).statusCode, 400)
  })

  it('contact visibility: everyone, same college or office, nobody; the person always sees their own', async () => {
    const db = t.app.db
    const liMing = ids['2026001']!
    const wangFang = ids.t1001! // 软件工程系, same college (计算机) as 李明
    const zhangWei = ids.t1002! // 会计学系, another college
    let seen = await visibleContacts(db, wangFang, [liMing])
    assert.equal(seen.get(liMing)?.mobile, '13800000001', 'default: the phone within the same college')
    assert.equal((await visibleContacts(db, zhangWei, [liMing])).get(liMing)?.mobile, null, 'but not to another college')
    assert.equal((await visibleContacts(db, zhangWei, [liMing])).get(liMing)?.email, 'liming2026001@stu.sfdx.edu.cn')

    const client = securityClient(t, await loginToken(t.app, '2026001'))
    await client.post('/privacy/settings', { mobileVisibility: 'nobody', emailVisibility: 'org', orgVisibility: 'nobody' })
    seen = await visibleContacts(db, wangFang, [liMing])
    assert.deepEqual(
      { mobile: seen.get(liMing)?.mobile, email: seen.get(liMing)?.email, org: seen.get(liMing)?.orgName },
      { mobile: null, email: 'liming2026001@stu.sfdx.edu.cn', org: null },
    )
    assert.equal((await visibleContacts(db, zhangWei, [liMing])).get(liMing)?.email, null)
    const own = (await visibleContacts(db, liMing, [liMing])).get(liMing)
    assert.equal(own?.mobile, '13800000001')
    assert.equal(own?.orgName, '计科2301班')
    await client.post('/privacy/settings', { mobileVisibility: 'everyone' })
    assert.equal((await visibleContacts(db, zhangWei, [liMing])).get(liMing)?.mobile, '13800000001')
  })

  it('found by phone number only when the person allows it', async () => {
    assert.deepEqual(await findableByMobile(t.app.db, '13800000002'), [ids.t1001])
    const client = securityClient(t, await loginToken(t.app, 't1001'))
    await client.post('/privacy/settings', { findableByMobile: false })
    assert.deepEqual(await findableByMobile(t.app.db, '13800000002'), [])
    const shared = await findableByMobile(t.app.db, '13912345678')
    assert.equal(shared.length, 2, 'both holders of a shared number are found')
  })

  it('the blacklist: add by 学号/工号, list, refuse self and unknown, remove; delivery is refused while blocked', async () => {
    const client = securityClient(t, await loginToken(t.app, '2026001'))
    assert.equal(await mayDeliver(t.app.db, ids.t1001!, ids['2026001']!), true)
    const added = await client.post('/privacy/blacklist/add', { username: 't1001' })
    assert.equal(added.statusCode, 200)
    assert.equal((await client.post('/privacy/blacklist/add', { username: 't1001' })).statusCode, 200, 'adding twice changes nothing')
    const list = (await client.get('/privacy/blacklist')).json().data
    assert.equal(list.length, 1)
    assert.equal(list[0].userName, '王芳')
    assert.equal(list[0].orgName, '软件工程系')
    // The list shows the blocked person's organisation only as their own settings allow.
    const teacher = securityClient(t, await loginToken(t.app, 't1001'))
    assert.equal((await teacher.post('/privacy/settings', { orgVisibility: 'nobody' })).statusCode, 200)
    assert.equal((await client.get('/privacy/blacklist')).json().data[0].orgName, null)
    await teacher.post('/privacy/settings', { orgVisibility: 'everyone' })
    assert.equal(await mayDeliver(t.app.db, ids.t1001!, ids['2026001']!), false, 'the blocked person cannot deliver')
    assert.equal(await mayDeliver(t.app.db, ids['2026001']!, ids.t1001!), true, 'blocking is one way')
    assert.match((await client.post('/privacy/blacklist/add', { username: '2026001' })).json().message, /不能将自己加入黑名单/)
    assert.match((await client.post('/privacy/blacklist/add', { username: 'nobody' })).json().message, /未找到该账号/)
    const removed = await client.post('/privacy/blacklist/remove', { accountId: ids.t1001 })
    assert.equal(removed.statusCode, 200)
    assert.equal(await mayDeliver(t.app.db, ids.t1001!, ids['2026001']!), true)
    assert.equal((await client.post('/privacy/blacklist/remove', { accountId: ids.t1001 })).statusCode, 400)
  })

  it('authorised services: single sign-on records the service; revoking ends its silent sign-on', async () => {
    const browser = new CasBrowser(t.app)
    const formToken = await browser.openLogin(SERVICE)
    const first = await browser.post('/cas/login', {
      method: 'password',
      formToken,
      username: 'guest',
      password: DEMO_PASSWORD,
      service: SERVICE,
    })
    assert.equal(first.statusCode, 302)
    const client = securityClient(t, await loginToken(t.app, 'guest'))
    const services = (await client.get('/privacy/services')).json().data
    assert.deepEqual(
      services.map((s: { origin: string; name: string }) => [s.origin, s.name]),
      [['http://127.0.0.1:8080', '127.0.0.1:8080']],
    )
    assert.equal((await browser.get(`/cas/login?service=${encodeURIComponent(SERVICE)}`)).statusCode, 302, 'silent sign-on before revoking')
    const revoked = await client.post('/privacy/services/revoke', { origin: 'http://127.0.0.1:8080' })
    assert.equal(revoked.statusCode, 200)
    assert.deepEqual((await client.get('/privacy/services')).json().data, [])
    const again = await browser.get(`/cas/login?service=${encodeURIComponent(SERVICE)}`)
    assert.equal(again.statusCode, 200, 'the password is asked for again')
    assert.equal((await client.post('/privacy/services/revoke', { origin: 'http://127.0.0.1:8080' })).statusCode, 400)
    const demo = securityClient(t, await loginToken(t.app, 't1001'))
    assert.equal((await demo.get('/privacy/services')).json().data.length, 2, 'demo services are seeded')
  })
})
