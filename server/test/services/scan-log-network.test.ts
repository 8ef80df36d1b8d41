import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ManualClock } from '../../src/lib/common/clock'
import { trustProxyEnv } from '../../src/config'
import { campusNetwork } from '../../src/lib/services/campus-network'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const SCAN = '/portal-api/v1/thrid-adapter/pre-process-scan-url'
const INFO = '/portal-api/v1/personalData/getScanInfo'
const CLEAR = '/portal-api/v1/personalData/clearScanInfo'
/** The account id the id token names (its `sub`). */
const accountOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string

describe('scan log (getScanInfo) and the campus-network check (networkCheck)', () => {
  let t: TestApp
  const clock = new ManualClock('2026-11-21T03:00:00Z')
  let li: string // student 2026001
  let wang: string // teacher t1001

  before(async () => {
    t = await createTestApp({ clock, config: { campusNetworks: ['10.0.0.0/8', '2001:db8::/32'] } })
    li = await loginToken(t.app, '2026001')
    wang = await loginToken(t.app, 't1001')
  })
  after(async () => {
    await t.close()
  })

  const scan = async (token: string, url: string) => {
    const result = data(await call(t.app, 'POST', SCAN, { token, form: { url } }))
    clock.advance(60)
    return result
  }
  const info = (token: string, query: Record<string, string> = {}) => call(t.app, 'GET', INFO, { token, query })

  it('every pre-processed scan lands in the scanner’s own log, newest first, with the service it led to', async () => {
    const catalogue = data(await call(t.app, 'GET', '/portal-api/v1/service/catalogue', { token: li }))
    const grades = catalogue.services.find((s: { serviceName: string }) => s.serviceName === '成绩查询')
    await scan(li, 'WIFI:S:campus;T:WPA;P:12345678;;')
    await scan(li, grades.shareUrl)
    await scan(li, 'http://localhost:5000/notice?id=3')
    await scan(wang, '教师扫的文字')

    const mine = data(await info(li))
    assert.equal(mine.total, 3)
    assert.deepEqual(
      mine.items.map((r: { kind: string }) => r.kind),
      ['web', 'service', 'text'],
    )
    const service = mine.items[1]
    assert.equal(service.serviceId, grades.serviceId)
    assert.equal(service.serviceName, '成绩查询')
    assert.equal(service.text, grades.shareUrl)
    assert.equal(mine.items[0].url, 'http://localhost:5000/notice?id=3')
    assert.equal(mine.items[2].serviceName, '')
    assert.ok(Date.parse(mine.items[0].scannedAt) > Date.parse(mine.items[1].scannedAt))

    const texts = data(await info(li, { kind: 'text' }))
    assert.equal(texts.total, 1)
    assert.equal(texts.items[0].text, 'WIFI:S:campus;T:WPA;P:12345678;;')
    const paged = data(await info(li, { pageNum: '2', pageSize: '2' }))
    assert.equal(paged.items.length, 1)
    assert.equal(paged.total, 3)
  })

  it('another user’s scans are never in my log', async () => {
    const theirs = data(await info(wang))
    assert.equal(theirs.total, 1)
    assert.equal(theirs.items[0].text, '教师扫的文字')
    const mine = data(await info(li, { pageSize: '50' }))
    assert.ok(mine.items.every((r: { text: string }) => r.text !== '教师扫的文字'))
    const fresh = data(await info(await loginToken(t.app, 'guest')))
    assert.deepEqual(fresh.items, [])
  })

  it('refuses bad input with a reason, and no token with 401', async () => {
    refused(await info(li, { kind: 'image' }), 400)
    refused(await info(li, { pageSize: '0' }), 400)
    refused(await info(li, { pageSize: '100000' }), 400)
    refused(await info(li, { pageNum: 'x' }), 400)
    refused(await call(t.app, 'GET', INFO), 401, /登录/)
    refused(await call(t.app, 'POST', SCAN, { token: li, form: { url: '' } }), 400)
    // A refused scan writes nothing.
    assert.equal(data(await info(li)).total, 3)
  })

  it('清空 removes only my own scans; another user’s log is untouched, whatever the request names', async () => {
    const wangBefore = data(await info(wang)).total
    assert.ok(wangBefore > 0)
    // The caller is the only owner the route knows: an account id in the query or body changes nothing.
    const cleared = data(
      await call(t.app, 'POST', CLEAR, { token: li, form: { accountId: accountOf(wang) }, query: { accountId: accountOf(wang) } }),
    )
    assert.deepEqual(cleared, { cleared: 3 })
    assert.equal(data(await info(li)).total, 0)
    assert.equal(data(await info(wang)).total, wangBefore)
    assert.equal(data(await info(wang)).items[0].text, '教师扫的文字')
    // Clearing an empty log is not an error.
    const again = await call(t.app, 'POST', CLEAR, { token: li })
    assert.deepEqual(data(again), { cleared: 0 })
    assert.equal(again.body.message, '没有扫码记录')
    // New scans after clearing are logged as before.
    await scan(li, '清空后的新扫码')
    assert.deepEqual(
      data(await info(li)).items.map((r: { text: string }) => r.text),
      ['清空后的新扫码'],
    )
  })

  it('clearing refuses the signed-out (401), a forged token (401) and a GET', async () => {
    refused(await call(t.app, 'POST', CLEAR), 401, /登录/)
    const [head, payload] = li.split('.')
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: accountOf(wang) })).toString('base64url')}.${li.split('.')[2]}`
    refused(await call(t.app, 'POST', CLEAR, { token: forged }), 401)
    refused(await call(t.app, 'GET', CLEAR, { token: wang }), 404)
    assert.ok(data(await info(wang)).total > 0, 'nothing was cleared')
  })

  it('networkCheck says whether the caller is on the campus network', async () => {
    const check = async (remoteAddress: string) => {
      const res = await t.app.inject({ url: '/portal-api/v2/service/networkCheck', remoteAddress })
      assert.equal(res.statusCode, 200)
      return res.json().data
    }
    assert.equal((await check('10.20.30.40')).onCampus, true)
    assert.equal((await check('::ffff:10.20.30.40')).onCampus, true)
    assert.equal((await check('2001:db8::5')).onCampus, true)
    const outside = await check('127.0.0.1')
    assert.equal(outside.onCampus, false)
    assert.equal(outside.online, true)
    assert.equal((await check('203.0.113.9')).onCampus, false)
  })

  it('a malformed CAMPUS_NETWORKS range stops the server at start, not at the first request', () => {
    assert.throws(() => campusNetwork(['campus']), /CAMPUS_NETWORKS/)
    assert.equal(campusNetwork([])('10.0.0.1'), false)
  })
})

describe('the caller’s address behind a proxy (TRUST_PROXY)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ config: { campusNetworks: ['10.0.0.0/8'], trustProxy: trustProxyEnv('127.0.0.1, ::1') } })
  })
  after(async () => {
    await t.close()
  })

  const onCampus = async (remoteAddress: string, forwardedFor: string) => {
    const res = await t.app.inject({
      url: '/portal-api/v2/service/networkCheck',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    })
    assert.equal(res.statusCode, 200)
    return res.json().data.onCampus as boolean
  }

  it('believes X-Forwarded-For from a listed proxy only', async () => {
    assert.equal(await onCampus('127.0.0.1', '10.1.2.3'), true)
    assert.equal(await onCampus('203.0.113.9', '10.1.2.3'), false, 'a client reaching the instance directly cannot choose its address')
    assert.equal(await onCampus('10.9.9.9', '203.0.113.9'), true, 'an unlisted peer is the caller itself')
  })

  it('reads TRUST_PROXY as off, every peer, or a list checked at start', () => {
    assert.equal(trustProxyEnv(undefined), false)
    assert.equal(trustProxyEnv('0'), false)
    assert.equal(trustProxyEnv('1'), true)
    assert.deepEqual(trustProxyEnv('127.0.0.1,10.0.0.0/8 ::1'), ['127.0.0.1', '10.0.0.0/8', '::1'])
    assert.throws(() => trustProxyEnv('nginx'), /TRUST_PROXY: "nginx"/)
    assert.throws(() => trustProxyEnv('10.0.0.0/33'), /TRUST_PROXY/)
  })
})
