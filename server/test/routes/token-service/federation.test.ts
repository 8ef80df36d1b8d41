import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../helpers/test-app'
import { FAKE_APPID, FAKE_SECRET, startFakeWechat } from '../../helpers/fake-wechat'

describe('WeChat mini-program federation (/token-service/federation)', () => {
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

  const start = async () =>
    (await t.app.inject({ url: '/token-service/federation/federated/weixinminiprogram' })).json().data.nonce as string
  const callback = (nonce: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/token-service/federation/federatedCallback/weixinminiprogram?nonce=${encodeURIComponent(nonce)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    })
  const post = (url: string, query: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/token-service/federation${url}`, query })

  it('an unbound WeChat user is sent to bind an account; binding with the password signs in', async () => {
    const nonce = await start()
    const login = wechat.login('openid-new-user', '小李')
    const first = await callback(nonce, login)
    assert.equal(first.statusCode, 200)
    assert.deepEqual(first.json().data, { bound: false, nickName: '小李', avatarUrl: 'https://thirdwx.qlogo.cn/demo.png', accounts: [] })
    const info = await t.app.inject({ url: `/token-service/federation/federatedUserInfo?nonce=${encodeURIComponent(nonce)}` })
    assert.equal(info.json().data.bound, false)
    const wrongPassword = await post('/federatedBinding', { username: '2026001', password: 'nope', nonce })
    assert.equal(wrongPassword.statusCode, 400)
    const bound = await post('/federatedBinding', { username: '2026001', password: DEMO_PASSWORD, nonce })
    assert.equal(bound.statusCode, 200)
    assert.equal(bound.json().data.user.username, '2026001')
    const again = await post('/federatedBinding', { username: '2026001', password: DEMO_PASSWORD, nonce })
    assert.equal(again.statusCode, 400, 'the nonce is spent')
  })

  it('a bound WeChat user sees the account and signs in with federatedLogin', async () => {
    const nonce = await start()
    const result = (await callback(nonce, wechat.login('openid-new-user'))).json().data
    assert.equal(result.bound, true)
    assert.equal(result.accounts[0].username, '2026001')
    const info = (await t.app.inject({ url: `/token-service/federation/federatedUserInfo?nonce=${encodeURIComponent(nonce)}` })).json().data
    assert.equal(info.accounts[0].userName, '李明')
    const admin = (
      await t.app.inject({
        method: 'POST',
        url: '/token-service/password/passwordLogin',
        query: { username: 'admin', password: DEMO_PASSWORD },
      })
    ).json().data.user
    const notBound = await post('/federatedLogin', { accountId: admin.accountId, nonce })
    assert.deepEqual(notBound.json(), { code: 400, message: '该账号未与当前微信绑定' })
    const login = await post('/federatedLogin', { accountId: info.accounts[0].accountId, nonce })
    assert.equal(login.statusCode, 200)
    assert.equal(login.json().data.user.identityTypeCode, 'student')
    assert.equal((await post('/federatedLogin', { accountId: info.accounts[0].accountId, nonce })).statusCode, 400)
  })

  it('refuses a code used before, even with a new nonce', async () => {
    const login = wechat.login('openid-replay')
    assert.equal((await callback(await start(), login)).statusCode, 200)
    const replay = await callback(await start(), login)
    assert.deepEqual(replay.json(), { code: 400, message: '微信登录凭证已使用，请重新授权' })
  })

  it('refuses a bad signature, data for another app, mismatched encrypted data and unknown codes', async () => {
    const badSignature = { ...wechat.login('openid-x'), signature: 'f'.repeat(40) }
    assert.deepEqual((await callback(await start(), badSignature)).json(), { code: 400, message: '微信用户数据签名校验失败' })
    const otherApp = wechat.login('openid-x', '微信用户', 'wx-someone-else')
    assert.deepEqual((await callback(await start(), otherApp)).json(), { code: 400, message: '微信用户数据不属于本小程序' })
    const mine = wechat.login('openid-x')
    const theirs = wechat.login('openid-y')
    const swapped = { ...mine, encryptedData: theirs.encryptedData, iv: theirs.iv }
    assert.equal((await callback(await start(), swapped)).statusCode, 400)
    const unknown = await callback(await start(), { code: 'never-issued' })
    assert.deepEqual(unknown.json(), { code: 400, message: '微信登录凭证无效或已过期，请重新授权' })
  })

  it('refuses unknown nonces and a second callback on one nonce', async () => {
    assert.equal((await callback('forged', wechat.login('openid-z'))).statusCode, 400)
    const nonce = await start()
    assert.equal((await callback(nonce, wechat.login('openid-z'))).statusCode, 200)
    assert.equal((await callback(nonce, wechat.login('openid-z'))).statusCode, 400)
    const info = await t.app.inject({ url: '/token-service/federation/federatedUserInfo?nonce=forged' })
    assert.equal(info.statusCode, 400)
  })

  it('without WECHAT_SECRET the login configs say so and the callback answers 503 with a reason', async () => {
    const bare = await createTestApp({ config: { wechat: { appId: FAKE_APPID, secret: '', apiBase: wechat.apiBase } } })
    try {
      const configs = (await bare.app.inject({ url: '/token-service/login/configs' })).json().data
      assert.equal(configs.federatedLogin.weixinminiprogram, false)
      const nonce = (await bare.app.inject({ url: '/token-service/federation/federated/weixinminiprogram' })).json().data.nonce
      const response = await bare.app.inject({
        method: 'POST',
        url: `/token-service/federation/federatedCallback/weixinminiprogram?nonce=${nonce}`,
        payload: { code: 'abc' },
      })
      assert.equal(response.statusCode, 503)
      assert.deepEqual(response.json(), { code: 503, message: '未配置微信小程序登录（WECHAT_SECRET）' })
    } finally {
      await bare.close()
    }
  })
})
