import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app'
import { FAKE_APPID, FAKE_SECRET, startFakeWechat } from '../helpers/fake-wechat'
import { securityClient } from './helpers'

const SHARED_MOBILE = '13912345678'

/** Every way of signing in writes auth_log, and 账号安全's records list shows it (issue 14). */
describe('sign-ins by WeChat and by account choice are logged like password sign-ins', () => {
  let t: TestApp
  let wechat: Awaited<ReturnType<typeof startFakeWechat>>
  before(async () => {
    wechat = await startFakeWechat()
    t = await createTestApp({ config: { wechat: { appId: FAKE_APPID, secret: FAKE_SECRET, apiBase: wechat.apiBase } } })
  })
  after(async () => {
    await t.close()
    await wechat.close()
  })

  const post = (url: string, query: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/token-service${url}`, query, remoteAddress })
  const wechatNonce = async (openid: string) => {
    const nonce = (await t.app.inject({ url: '/token-service/federation/federated/weixinminiprogram' })).json().data.nonce as string
    const callback = await t.app.inject({
      method: 'POST',
      url: `/token-service/federation/federatedCallback/weixinminiprogram?nonce=${encodeURIComponent(nonce)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(wechat.login(openid)).toString(),
    })
    assert.equal(callback.statusCode, 200)
    return { nonce, accounts: callback.json().data.accounts as { accountId: string; username: string }[] }
  }
  const logOf = async (username: string) =>
    (
      await t.app.db.execute<{ event: string; detail: string; ip: string }>(sql`
        SELECT l.event, l.detail, l.ip FROM auth_log l JOIN accounts a ON a.id = l.account_id
        WHERE a.username = ${username} ORDER BY l.id`)
    ).rows
  const recentShown = async (token: string) =>
    (await securityClient(t, token).get('/security/overview')).json().data.recent as {
      event: string
      label: string
      detail: string
      ip: string
    }[]

  it('binding a WeChat logs 绑定微信 and the sign-in, and tells the holder; a failed binding logs nothing', async () => {
    const { nonce } = await wechatNonce('openid-log-bind')
    assert.equal((await post('/federation/federatedBinding', { username: 'admin', password: 'wrong', nonce }, '10.1.1.1')).statusCode, 400)
    assert.deepEqual(await logOf('admin'), [])
    const bound = await post('/federation/federatedBinding', { username: 'admin', password: DEMO_PASSWORD, nonce }, '10.1.1.2')
    assert.equal(bound.statusCode, 200)
    assert.deepEqual(await logOf('admin'), [
      { event: 'wechat.bind', detail: '', ip: '10.1.1.2' },
      { event: 'login.wechat', detail: '', ip: '10.1.1.2' },
    ])
    const notices = await t.app.db.execute<{ title: string }>(sql`
      SELECT m.title FROM message_records m JOIN accounts a ON a.id = m.recipient_id
      WHERE a.username = 'admin' AND m.type_code = 'security_notice'`)
    assert.deepEqual(
      notices.rows.map((row) => row.title),
      ['账号安全提醒：绑定微信'],
    )
    const shown = await recentShown(bound.json().data.idToken)
    assert.deepEqual(
      shown.slice(0, 2).map((entry) => [entry.event, entry.label, entry.ip]),
      [
        ['login.wechat', '微信登录', '10.1.1.2'],
        ['wechat.bind', '绑定微信', '10.1.1.2'],
      ],
    )
  })

  it('a one-tap WeChat sign-in with the bound account is logged as 微信登录; a refused one is not', async () => {
    const { nonce, accounts } = await wechatNonce('openid-log-bind')
    const admin = accounts.find((a) => a.username === 'admin')!
    const before = (await logOf('admin')).length
    const wrong = await post('/federation/federatedLogin', { accountId: '00000000-0000-4000-8000-000000000000', nonce })
    assert.equal(wrong.statusCode, 400)
    assert.equal((await logOf('admin')).length, before)
    const login = await post('/federation/federatedLogin', { accountId: admin.accountId, nonce }, '10.1.1.3')
    assert.equal(login.statusCode, 200)
    const log = await logOf('admin')
    assert.equal(log.length, before + 1)
    assert.deepEqual(log.at(-1), { event: 'login.wechat', detail: '', ip: '10.1.1.3' })
    assert.equal((await recentShown(login.json().data.idToken))[0]?.label, '微信登录')
  })

  it('choosing an account after an SMS sign-in to a shared number logs the chosen account only', async () => {
    const nonce = (await t.app.inject({ url: '/token-service/passwordless/smsInit' })).json().data.nonce as string
    await post('/passwordless/smsSend', { mobile: SHARED_MOBILE, nonce })
    const code = t
      .outbox()
      .filter((message) => message.mobile === SHARED_MOBILE)
      .at(-1)?.code as string
    const choice = (await post('/passwordless/smsLogin', { mobile: SHARED_MOBILE, smscode: code, nonce })).json().data
    assert.equal(choice.needChoose, true)
    assert.deepEqual(await logOf('t1002'), [], 'nothing is logged before the choice')
    const teacher = choice.accounts.find((a: { username: string }) => a.username === 't1002')
    const chosen = await post('/login/accountChoose', { accountId: teacher.accountId, cid: choice.cid }, '10.1.1.4')
    assert.equal(chosen.statusCode, 200)
    assert.deepEqual(await logOf('t1002'), [{ event: 'login.sms', detail: '共用手机号，选择账号后登录', ip: '10.1.1.4' }])
    assert.deepEqual(await logOf('2026002'), [])
    assert.equal((await post('/login/accountChoose', { accountId: teacher.accountId, cid: choice.cid })).statusCode, 400)
    assert.equal((await logOf('t1002')).length, 1, 'a refused choice logs nothing')
    const [shown] = await recentShown(chosen.json().data.idToken)
    assert.deepEqual([shown?.label, shown?.detail], ['短信验证码登录', '共用手机号，选择账号后登录'])
  })
})

describe('账号安全 › 登录与安全记录: every entry, a page at a time', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })

  it('pages through the whole log newest first, with its total; only the account’s own entries', async () => {
    for (let i = 0; i < 13; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/token-service/password/passwordLogin',
        query: { username: 't1001', password: DEMO_PASSWORD },
        remoteAddress: `10.0.0.${i + 1}`,
      })
      assert.equal(res.statusCode, 200)
    }
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/token-service/password/passwordLogin',
        query: { username: 't1001', password: DEMO_PASSWORD },
      })
    ).json().data.idToken as string
    const page = async (pageNum: number) => {
      const res = await t.app.inject({
        url: '/portal-api/v1/security/log',
        query: { pageNum: String(pageNum), pageSize: '10' },
        headers: { 'x-id-token': token },
      })
      assert.equal(res.statusCode, 200, res.body)
      return res.json().data as { items: Array<{ label: string; ip: string; time: string }>; total: number; page: number; size: number }
    }
    const first = await page(1)
    const second = await page(2)
    assert.equal(first.total, 14)
    assert.deepEqual([first.items.length, second.items.length, second.page], [10, 4, 2])
    assert.equal(first.items[0]!.ip, '127.0.0.1', 'newest first')
    assert.equal(second.items[3]!.ip, '10.0.0.1', 'the oldest is reachable')
    const times = [...first.items, ...second.items].map((item) => item.time)
    assert.deepEqual(times, [...times].sort().reverse())
    const student = (
      await t.app.inject({
        method: 'POST',
        url: '/token-service/password/passwordLogin',
        query: { username: '2026001', password: DEMO_PASSWORD },
      })
    ).json().data.idToken as string
    const theirs = await t.app.inject({ url: '/portal-api/v1/security/log', headers: { 'x-id-token': student } })
    assert.equal(theirs.json().data.total, 1)
  })
})
