import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { SignJWT, generateKeyPair } from 'jose'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'

describe('demo campus apps: id token verified with the published key, the user’s own data', () => {
  let t: TestApp
  let li: string
  let zhang: string
  let wang: string
  before(async () => {
    t = await createTestApp()
    li = await loginToken(t.app, '2026001')
    zhang = await loginToken(t.app, '2026002')
    wang = await loginToken(t.app, 't1001')
  })
  after(async () => {
    await t.close()
  })
  const open = (path: string) => t.app.inject({ method: 'GET', url: path })

  it('grades: the student sees their own name and grades; the teacher has none', async () => {
    const res = await open(`/demo-apps/grades?idToken=${li}`)
    assert.equal(res.statusCode, 200)
    assert.match(res.headers['content-type'] as string, /text\/html/)
    assert.match(res.body, /李明（2026001）/)
    assert.match(res.body, /演示系统/)
    assert.match(res.body, /加权平均绩点/)
    assert.match(res.body, /程序设计基础/)
    const other = await open(`/demo-apps/grades?idToken=${zhang}`)
    assert.match(other.body, /张伟（2026002）/)
    assert.match(other.body, /微观经济学/) // a management student's courses
    assert.match((await open(`/demo-apps/grades?idToken=${wang}`)).body, /没有您的学生成绩记录/)
  })

  it('refuses a missing, broken or foreign-signed token (401) and unknown apps (404)', async () => {
    assert.equal((await open('/demo-apps/grades')).statusCode, 401)
    assert.equal((await open('/demo-apps/grades?idToken=abc.def.ghi')).statusCode, 401)
    const { privateKey } = await generateKeyPair('RS256')
    const forged = await new SignJWT({ ATTR_userName: '李明', ATTR_identityTypeCode: 'student' })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('2026001')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey)
    const res = await open(`/demo-apps/grades?idToken=${forged}`)
    assert.equal(res.statusCode, 401)
    assert.match(res.body, /身份验证失败/)
    assert.equal((await open(`/demo-apps/nothing?idToken=${li}`)).statusCode, 404)
  })

  it('every app answers with the user’s data', async () => {
    for (const [app, text] of [
      ['exams', /期末考试/],
      ['library', /在借图书 \d 本/],
      ['classrooms', /空闲教室/],
      ['network', /上网账号 2026001/],
    ] as const) {
      const res = await open(`/demo-apps/${app}?idToken=${li}`)
      assert.equal(res.statusCode, 200, app)
      assert.match(res.body, text)
    }
    assert.match((await open(`/demo-apps/research?idToken=${wang}`)).body, /我的科研项目/)
    assert.match((await open(`/demo-apps/research?idToken=${li}`)).body, /仅对教职工开放/)
  })

  it('card top-up adds to the balance; bad amounts are refused with a reason', async () => {
    const balance = (body: string) => Number(/data-testid="card-balance">¥([\d.]+)/.exec(body)![1])
    const before = balance((await open(`/demo-apps/card?idToken=${li}`)).body)
    const topup = (amount: string, token = li) =>
      t.app.inject({
        method: 'POST',
        url: '/demo-apps/card/topup',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ idToken: token, amount }).toString(),
      })
    const done = await topup('50')
    assert.equal(done.statusCode, 303)
    const after = await open(done.headers.location as string)
    assert.equal(balance(after.body), Math.round((before + 50) * 100) / 100)
    assert.match(after.body, /充值成功/)
    for (const bad of ['5', '501', '12.5', 'abc']) {
      const res = await topup(bad)
      assert.equal(res.statusCode, 400, bad)
      assert.match(res.body, /10-500 元的整数/)
    }
    assert.equal((await topup('50', 'forged')).statusCode, 401)
    // Another user's card is untouched.
    const zhangCard = balance((await open(`/demo-apps/card?idToken=${zhang}`)).body)
    assert.ok(zhangCard > 0)
  })
})
