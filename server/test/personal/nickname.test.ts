import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, DEMO_PASSWORD, loginToken, type TestApp } from '../helpers/test-app'
import { FAKE_APPID, FAKE_SECRET, startFakeWechat } from '../helpers/fake-wechat'

const SAVE = '/personal/api/v1/personal/user/info/nickname'
const ME = '/personal/api/v1/personal/me/user'

describe('nickname (昵称)', () => {
  let t: TestApp
  let wechat: Awaited<ReturnType<typeof startFakeWechat>>
  let student: string
  let teacher: string
  const call = async (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const res = await t.app.inject({ method, url, headers: token ? { 'x-id-token': token } : {}, payload })
    return { status: res.statusCode, body: res.json() }
  }
  const nicknameOf = async (token: string) => (await call(token, 'GET', ME)).body.data.nickname as string

  before(async () => {
    wechat = await startFakeWechat()
    t = await createTestApp({ config: { wechat: { appId: FAKE_APPID, secret: FAKE_SECRET, apiBase: wechat.apiBase } } })
    ;[student, teacher] = await Promise.all([loginToken(t.app, '2026001'), loginToken(t.app, 't1001')])
  })
  after(async () => {
    await t.close()
    await wechat.close()
  })

  it('is empty until set; saving trims it and shows it in the profile, the official name unchanged', async () => {
    assert.equal(await nicknameOf(student), '')
    const saved = await call(student, 'POST', SAVE, { nickname: '  小明同学🎓 ' })
    assert.equal(saved.status, 200)
    assert.deepEqual(saved.body.data, { nickname: '小明同学🎓' })
    const me = (await call(student, 'GET', ME)).body.data
    assert.equal(me.nickname, '小明同学🎓')
    assert.equal(me.userName, '李明')
    // Twenty characters is the limit, counted as characters (an emoji is one).
    assert.equal((await call(student, 'POST', SAVE, { nickname: '😀'.repeat(20) })).status, 200)
    assert.equal(await nicknameOf(student), '😀'.repeat(20))
  })

  it('refuses empty, too long and control characters with a Chinese reason, keeping the old nickname', async () => {
    await call(student, 'POST', SAVE, { nickname: '阿明' })
    const cases: Array<[unknown, RegExp]> = [
      ['', /请输入昵称/],
      ['   ', /请输入昵称/],
      ['一二三四五六七八九十一二三四五六七八九十一', /最多 20 个字/],
      ['阿\u0007明', /控制字符/],
      ['阿\n明', /控制字符/],
      ['阿\u200b明', /控制字符/],
    ]
    for (const [nickname, reason] of cases) {
      const res = await call(student, 'POST', SAVE, { nickname })
      assert.equal(res.status, 400, JSON.stringify(nickname))
      assert.match(res.body.message, reason)
    }
    const missing = await call(student, 'POST', SAVE, {})
    assert.equal(missing.status, 400)
    assert.equal(await nicknameOf(student), '阿明')
  })

  it("changes only the signed-in person's own nickname; signed out is refused", async () => {
    const teacherId = (await call(teacher, 'GET', ME)).body.data.accountId
    const before = await nicknameOf(teacher)
    const res = await call(student, 'POST', SAVE, { nickname: '冒名', accountId: teacherId, username: 't1001' })
    assert.equal(res.status, 200)
    assert.equal(await nicknameOf(teacher), before)
    assert.equal(await nicknameOf(student), '冒名')
    assert.equal((await call(undefined, 'POST', SAVE, { nickname: '匿名' })).status, 401)
  })

  describe('WeChat sign-in prefills an empty nickname', () => {
    const start = async () =>
      (await t.app.inject({ url: '/token-service/federation/federated/weixinminiprogram' })).json().data.nonce as string
    const callback = (nonce: string, body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/token-service/federation/federatedCallback/weixinminiprogram?nonce=${encodeURIComponent(nonce)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      })
    const bind = async (openid: string, nickName: string, username: string) => {
      const nonce = await start()
      assert.equal((await callback(nonce, wechat.login(openid, nickName))).statusCode, 200)
      const res = await t.app.inject({
        method: 'POST',
        url: '/token-service/federation/federatedBinding',
        query: { username, password: DEMO_PASSWORD, nonce },
      })
      assert.equal(res.statusCode, 200, res.body)
      return res.json().data.idToken as string
    }

    it("takes WeChat's nickname on binding when the account has none, never WeChat's 微信用户 placeholder", async () => {
      const admin = await loginToken(t.app, 'admin')
      assert.equal(await nicknameOf(admin), '')
      await bind('openid-placeholder', '微信用户', 'admin')
      assert.equal(await nicknameOf(admin), '')
      await bind('openid-admin', ' 静静 ', 'admin')
      assert.equal(await nicknameOf(admin), '静静')
    })

    it('never replaces a nickname the person chose (binding or one-tap login)', async () => {
      const guest = await loginToken(t.app, 'guest')
      await call(guest, 'POST', SAVE, { nickname: '晓晓' })
      await bind('openid-guest', '另一个名字', 'guest')
      const nonce = await start()
      const info = (await callback(nonce, wechat.login('openid-guest', '又一个名字'))).json().data
      const login = await t.app.inject({
        method: 'POST',
        url: '/token-service/federation/federatedLogin',
        query: { accountId: info.accounts[0].accountId, nonce },
      })
      assert.equal(login.statusCode, 200)
      assert.equal(await nicknameOf(guest), '晓晓')
    })
  })
})
