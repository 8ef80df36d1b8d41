import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { loadConfig, parseSignOnMethods } from '../../src/config'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'

describe('统一身份认证 in the console (read-only)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({
      config: {
        publicOrigin: 'https://portal.example.edu.cn',
        identity: {
          ...loadConfig().identity,
          methods: parseSignOnMethods('student=oidc,teacher=cas'),
          breakGlassAccounts: ['admin', 'editor'],
          oidc: {
            issuer: 'https://id.example.edu.cn',
            clientId: 'portal',
            clientSecret: 'very-secret-value',
            usernameClaim: 'student_no',
            jit: false,
          },
          cas: { url: 'https://cas.example.edu.cn/cas', usernameAttribute: '' },
          upstreamTimeoutMs: 4000,
        },
      },
    })
  })
  after(async () => await t?.close())

  it('shows a global admin the method per identity and the upstreams, the secret only as set', async () => {
    const response = await t.app.inject({ url: '/admin-api/v1/identity', headers: { 'x-id-token': await loginToken(t.app, 'admin') } })
    assert.equal(response.statusCode, 200)
    assert.doesNotMatch(response.body, /very-secret-value/)
    const { data } = response.json()
    assert.deepEqual(
      data.methods.map((row: { identity: string; method: string }) => `${row.identity}=${row.method}`),
      ['admin=password', 'guest=password', 'student=oidc', 'teacher=cas'],
    )
    assert.deepEqual(data.breakGlassAccounts, ['admin', 'editor'])
    assert.equal(data.oidc.clientSecretSet, true)
    assert.equal(data.oidc.redirectUri, 'https://portal.example.edu.cn/cas/upstream/oidc/callback')
    assert.equal(data.oidc.postLogoutRedirectUri, 'https://portal.example.edu.cn/cas/upstream/signed-out')
    assert.equal(data.cas.serviceUrl, 'https://portal.example.edu.cn/cas/upstream/cas/callback')
    assert.equal(data.timeoutMs, 4000)
  })

  it('refuses a content editor', async () => {
    const response = await t.app.inject({ url: '/admin-api/v1/identity', headers: { 'x-id-token': await loginToken(t.app, 'editor') } })
    assert.equal(response.statusCode, 403)
  })
})
