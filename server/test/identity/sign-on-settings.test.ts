import assert from 'node:assert/strict'
import http from 'node:http'
import { after, before, describe, it } from 'node:test'
import { desc, eq, sql } from 'drizzle-orm'
import type { SignOnForm } from '@contract/admin-console'
import { loadLdapConfig } from '../../src/config'
import { adminAuditLog, signOnSettings } from '../../src/db/schema/index'
import { performLdapRun, startRun } from '../../src/lib/identity/directory-sync/sync-runs'
import { DIRECTORY_SYNC_JOB } from '../../src/plugins/app/directory-sync'
import { createTestApp, DEMO_PASSWORD, loginToken, passwordLogin, type TestApp } from '../helpers/test-app'
import { UpstreamBrowser } from '../helpers/upstream-browser'
import { DIRECTORY_PASSWORD, READER_PASSWORD, startSlapd, type Slapd } from '../helpers/slapd.mjs'
import { startOidcProvider, type TestOidcProvider } from '../../../test/helpers/oidc-provider.mjs'

const PORTAL = 'http://127.0.0.1:18431'
const CALLBACK = `${PORTAL}/cas/upstream/oidc/callback`

interface Settings {
  form: SignOnForm
  secrets: { oidcClientSecret: boolean; ldapBindPassword: boolean }
  sources: Record<string, 'env' | 'console'>
  version: number
}

async function read(t: TestApp, token: string): Promise<Settings> {
  const response = await t.app.inject({ url: '/admin-api/v1/identity', headers: { 'x-id-token': token } })
  assert.equal(response.statusCode, 200, response.body)
  return response.json().data
}

async function post(t: TestApp, token: string, path: string, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/admin-api/v1/identity${path}`,
    headers: { 'x-id-token': token },
    payload: body,
  })
  return { status: response.statusCode, body: response.json(), raw: response.body }
}

describe('统一身份认证 saved in the console (OpenID Connect)', () => {
  let provider: TestOidcProvider
  let t: TestApp
  let admin: string

  before(async () => {
    provider = await startOidcProvider({ redirectUris: [CALLBACK], postLogoutRedirectUris: [`${PORTAL}/cas/upstream/signed-out`] })
    t = await createTestApp({ config: { publicOrigin: PORTAL } })
    admin = await loginToken(t.app, 'admin')
  })
  after(async () => {
    await t?.close()
    await provider?.stop()
  })

  const withOidc = (settings: Settings): SignOnForm => ({
    ...settings.form,
    methods: { ...settings.form.methods, student: 'oidc' },
    oidc: { ...settings.form.oidc, issuer: provider.issuer, clientId: provider.clientId },
  })

  it('answers the environment as the default, every field marked 环境变量, no secret set', async () => {
    const settings = await read(t, admin)
    assert.equal(settings.version, 0)
    assert.equal(settings.form.methods.student, 'password')
    assert.equal(settings.form.oidc.usernameClaim, 'preferred_username')
    assert.equal(settings.sources['methods.student'], 'env')
    assert.equal(settings.sources['ldap.attributes.name'], 'env')
    assert.deepEqual(settings.secrets, { oidcClientSecret: false, ldapBindPassword: false })
  })

  it('refuses a method whose upstream is missing, a non-http issuer, a non-LDAP URL — nothing saved', async () => {
    const settings = await read(t, admin)
    const refusals: Array<[SignOnForm, RegExp]> = [
      [{ ...settings.form, methods: { ...settings.form.methods, student: 'oidc' } }, /学生的登录方式为 OpenID Connect，但尚未配置/],
      [{ ...settings.form, oidc: { ...settings.form.oidc, issuer: 'ftp://id.example.edu.cn', clientId: 'x' } }, /Issuer 必须是 http/],
      [{ ...settings.form, ldap: { ...settings.form.ldap, url: 'http://ldap.example.edu.cn' } }, /ldap:\/\/ 或 ldaps:\/\//],
      [{ ...settings.form, cas: { ...settings.form.cas, url: 'cas.example.edu.cn' } }, /CAS 地址必须是 http/],
      [{ ...settings.form, breakGlassAccounts: ['nobody-here'] }, /应急账号 nobody-here 不存在/],
      [{ ...settings.form, methods: { ...settings.form.methods, admin: 'ldap' } }, /尚未配置 LDAP/],
    ]
    for (const [form, reason] of refusals) {
      const { status, body } = await post(t, admin, '/save', { ...form, version: settings.version })
      assert.equal(status, 400, JSON.stringify(body))
      assert.match(body.message, reason)
    }
    const unknown = await post(t, admin, '/save', {
      ...settings.form,
      methods: { ...settings.form.methods, guest: 'kerberos' },
      version: 0,
    })
    assert.equal(unknown.status, 400)
    assert.equal((await t.database.db.select().from(signOnSettings)).length, 0, 'nothing stored')
  })

  it('refuses a configuration that leaves no global admin able to sign in with a portal password', async () => {
    const settings = await read(t, admin)
    const form = withOidc(settings)
    const { status, body } = await post(t, admin, '/save', {
      ...form,
      methods: { ...form.methods, admin: 'oidc' },
      oidcClientSecret: provider.clientSecret,
      version: settings.version,
    })
    assert.equal(status, 400)
    assert.match(body.message, /没有全局管理员能用门户密码登录/)
  })

  it('测试连接 reads the provider without saving; an unreachable one says why', async () => {
    const settings = await read(t, admin)
    const good = await post(t, admin, '/test/oidc', { ...withOidc(settings), oidcClientSecret: provider.clientSecret })
    assert.equal(good.status, 200, good.raw)
    assert.deepEqual(good.body.data.ok, true, good.body.data.message)
    const down = await post(t, admin, '/test/oidc', {
      ...withOidc(settings),
      upstreamTimeoutMs: 1000,
      oidc: { ...settings.form.oidc, issuer: 'http://127.0.0.1:9/oidc', clientId: 'x' },
    })
    assert.equal(down.body.data.ok, false)
    assert.match(down.body.data.message, /连接失败/)
    assert.equal((await read(t, admin)).version, 0, 'nothing saved')
  })

  it('测试连接 of CAS reaches its login page; a failing or missing one says why', async () => {
    const school = http.createServer((request, response) => {
      response.statusCode = request.url?.startsWith('/cas/login') ? 200 : 500
      response.end()
    })
    await new Promise<void>((resolve) => school.listen(0, '127.0.0.1', () => resolve()))
    try {
      const base = `http://127.0.0.1:${(school.address() as { port: number }).port}`
      const settings = await read(t, admin)
      const reached = await post(t, admin, '/test/cas', { ...settings.form, cas: { url: `${base}/cas`, usernameAttribute: '' } })
      assert.equal(reached.body.data.ok, true, reached.body.data.message)
      const failing = await post(t, admin, '/test/cas', { ...settings.form, cas: { url: `${base}/broken`, usernameAttribute: '' } })
      assert.deepEqual(failing.body.data, { ok: false, message: '连接失败：学校 CAS 登录页返回 HTTP 500' })
      const missing = await post(t, admin, '/test/cas', settings.form)
      assert.deepEqual(missing.body.data, { ok: false, message: '请先填写学校 CAS 地址' })
    } finally {
      await new Promise((resolve) => school.close(resolve))
    }
  })

  it('saves students to OIDC: the secret is encrypted at rest, never answered, audited as 已设置; sign-in follows without a restart', async () => {
    const other = await createTestApp({ database: t.database, config: { publicOrigin: PORTAL } })
    try {
      // The other instance has read (and cached) the settings before the save.
      assert.equal((await passwordLogin(other.app, '2026001')).status, 200)
      const settings = await read(t, admin)
      const saved = await post(t, admin, '/save', {
        ...withOidc(settings),
        breakGlassAccounts: ['admin'],
        oidcClientSecret: provider.clientSecret,
        version: settings.version,
      })
      assert.equal(saved.status, 200, saved.raw)
      assert.doesNotMatch(saved.raw, new RegExp(provider.clientSecret))

      const [row] = await t.database.db.select().from(signOnSettings)
      assert.ok(row?.oidcClientSecret?.startsWith('v1:'))
      assert.ok(!JSON.stringify(row).includes(provider.clientSecret), 'the stored row holds no plain secret')
      assert.deepEqual(Object.keys(row!.overrides).sort(), ['breakGlassAccounts', 'methods.student', 'oidc.clientId', 'oidc.issuer'])

      const response = await t.app.inject({ url: '/admin-api/v1/identity', headers: { 'x-id-token': admin } })
      assert.doesNotMatch(response.body, new RegExp(provider.clientSecret))
      const now: Settings = response.json().data
      assert.equal(now.version, 1)
      assert.equal(now.secrets.oidcClientSecret, true)
      assert.equal(now.sources.oidcClientSecret, 'console')
      assert.equal(now.sources['oidc.issuer'], 'console')
      assert.equal(now.sources['oidc.usernameClaim'], 'env')
      assert.equal(now.sources['methods.teacher'], 'env')

      const [audit] = await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.entity, 'sign_on_settings'))
        .orderBy(desc(adminAuditLog.id))
        .limit(1)
      assert.equal(audit?.action, 'identity.save')
      assert.deepEqual(audit?.before, {
        'methods.student': 'password',
        breakGlassAccounts: [],
        'oidc.issuer': '',
        'oidc.clientId': '',
        oidcClientSecret: '未设置',
      })
      assert.equal((audit?.after as Record<string, unknown>).oidcClientSecret, '已设置')
      assert.ok(!JSON.stringify(audit).includes(provider.clientSecret))

      // This instance at once; the other within its few seconds' cache.
      assert.equal((await passwordLogin(t.app, '2026001')).status, 403)
      await new Promise((resolve) => setTimeout(resolve, 3_200))
      const elsewhere = await passwordLogin(other.app, '2026001')
      assert.equal(elsewhere.status, 403)
      assert.match(elsewhere.body.message, /统一身份认证/)
      assert.equal((await passwordLogin(t.app, 'admin', DEMO_PASSWORD)).status, 200, 'break-glass still signs in')

      // A fresh visit now goes through the provider and signs the student in.
      const browser = new UpstreamBrowser(t.app, PORTAL)
      const form = await browser.open('/cas/login')
      assert.ok(form.url.startsWith(provider.issuer), `the provider's page (${form.url})`)
      const back = await browser.submit(form, { login: '2026001', password: 'any' }, CALLBACK)
      const page = await browser.open(back.location as string)
      assert.equal(page.status, 200)
      assert.match(page.body, /登录成功/)
    } finally {
      await other.close()
    }
  })

  it('a stale edit is refused; an empty secret keeps the stored one; 清除 removes it', async () => {
    const settings = await read(t, admin)
    const stale = await post(t, admin, '/save', { ...settings.form, version: settings.version - 1 })
    assert.equal(stale.status, 409)
    const kept = await post(t, admin, '/save', { ...settings.form, upstreamTimeoutMs: 4000, version: settings.version })
    assert.equal(kept.status, 200, kept.raw)
    assert.equal(kept.body.data.secrets.oidcClientSecret, true)
    assert.equal(kept.body.data.sources.upstreamTimeoutMs, 'console')
    const cleared = await post(t, admin, '/save', {
      ...kept.body.data.form,
      methods: { ...kept.body.data.form.methods, student: 'password' },
      clearOidcClientSecret: true,
      version: kept.body.data.version,
    })
    assert.equal(cleared.status, 200, cleared.raw)
    assert.equal(cleared.body.data.secrets.oidcClientSecret, false)
    const [row] = await t.database.db.select().from(signOnSettings)
    assert.equal(row?.oidcClientSecret, '')
    assert.equal((await passwordLogin(t.app, '2026001')).status, 200, 'students use portal passwords again')
  })

  it('refuses a content editor every call', async () => {
    const editor = await loginToken(t.app, 'editor')
    const settings = await read(t, admin)
    assert.equal((await post(t, editor, '/save', { ...settings.form, version: settings.version })).status, 403)
    assert.equal((await post(t, editor, '/test/cas', settings.form)).status, 403)
  })
})

describe('统一身份认证 saved in the console (LDAP against slapd)', () => {
  let slapd: Slapd
  let t: TestApp
  let admin: string

  before(async () => {
    slapd = await startSlapd()
    t = await createTestApp()
    admin = await loginToken(t.app, 'admin')
  })
  after(async () => {
    await t?.close()
    await slapd?.stop()
  })

  const ldapForm = (settings: Settings, changes: Partial<SignOnForm['ldap']> = {}): SignOnForm => {
    const ldap = loadLdapConfig(slapd.env)!
    const { bindPassword: _secret, ...fields } = ldap
    return { ...settings.form, ldap: { ...settings.form.ldap, ...fields, ...changes } }
  }

  const schedule = async () =>
    (await t.database.db.execute(sql`SELECT cron FROM pgboss.schedule WHERE name = ${DIRECTORY_SYNC_JOB}`)).rows as Array<{ cron: string }>

  it('测试连接 binds with the service account; a wrong password is named', async () => {
    const settings = await read(t, admin)
    const good = await post(t, admin, '/test/ldap', { ...ldapForm(settings), ldapBindPassword: READER_PASSWORD })
    assert.equal(good.body.data.ok, true, good.body.data.message)
    const wrong = await post(t, admin, '/test/ldap', { ...ldapForm(settings), ldapBindPassword: 'not-it' })
    assert.equal(wrong.body.data.ok, false)
    assert.match(wrong.body.data.message, /被目录拒绝/)
  })

  it('teachers switched to LDAP sign in with the directory password; the sync schedule follows the saved cron', async () => {
    const settings = await read(t, admin)
    const saved = await post(t, admin, '/save', {
      ...ldapForm(settings, { syncCron: '15 3 * * *' }),
      methods: { ...settings.form.methods, teacher: 'ldap' },
      breakGlassAccounts: ['admin'],
      ldapBindPassword: READER_PASSWORD,
      version: settings.version,
    })
    assert.equal(saved.status, 200, saved.raw)
    const [row] = await t.database.db.select().from(signOnSettings)
    assert.ok(!JSON.stringify(row).includes(READER_PASSWORD))
    assert.deepEqual(await schedule(), [{ cron: '15 3 * * *' }])

    const run = await performLdapRun(t.app.directorySync.deps, await startRun(t.database.db, 'schedule'))
    assert.equal(run.status, 'succeeded', run.error ?? '')
    const teacher = await passwordLogin(t.app, 'js1001', DIRECTORY_PASSWORD)
    assert.equal(teacher.status, 200, JSON.stringify(teacher.body))
    assert.equal((await passwordLogin(t.app, 'admin', DEMO_PASSWORD)).status, 200, 'break-glass keeps the portal password')

    const emptied = await post(t, admin, '/save', {
      ...saved.body.data.form,
      ldap: { ...saved.body.data.form.ldap, syncCron: '' },
      version: saved.body.data.version,
    })
    assert.equal(emptied.status, 200, emptied.raw)
    assert.deepEqual(await schedule(), [], 'unscheduled when emptied')
  })
})
