import assert from 'node:assert/strict'
import net from 'node:net'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { accounts } from '../../src/db/schema/index'
import { NO_PORTAL_PASSWORD } from '../../src/lib/identity/directory-sync/apply-directory'
import { createTestApp, DEMO_PASSWORD, passwordLogin } from '../helpers/test-app'
import { DIRECTORY_PASSWORD } from '../helpers/slapd.mjs'
import { loadConfig, parseSignOnMethods } from '../../src/config'
import { CasBrowser } from '../helpers/cas-browser'
import { startLdapWorld, tokenAccepted, type LdapWorld } from './ldap-fixture'

describe('LDAP password sign-in (a real slapd)', () => {
  let world: LdapWorld
  before(async () => {
    world = await startLdapWorld({ breakGlass: ['admin', 't1002'] })
    const run = await world.sync()
    assert.equal(run.status, 'succeeded', run.error ?? '')
  })
  after(async () => {
    await world?.close()
  })

  it('a teacher signs in with the directory password; the portal stores none of it', async () => {
    const { status, body } = await passwordLogin(world.t.app, 'js1001', DIRECTORY_PASSWORD)
    assert.equal(status, 200, JSON.stringify(body))
    assert.equal(body.data.user.username, 'js1001')
    assert.equal(body.data.user.identityTypeCode, 'teacher')
    assert.ok(await tokenAccepted(world.t, body.data.idToken))
    const [row] = await world.t.database.db.select().from(accounts).where(eq(accounts.username, 'js1001'))
    assert.equal(row?.passwordHash, NO_PORTAL_PASSWORD)
    assert.ok(!JSON.stringify(row).includes(DIRECTORY_PASSWORD))
  })

  it('the CAS login form goes through the same check', async () => {
    const browser = new CasBrowser(world.t.app, '10.2.0.9')
    const submit = async (password: string) =>
      await browser.post('/cas/login', { method: 'password', username: '241001002', password, formToken: await browser.openLogin() })
    const wrong = await submit('wrong-one')
    assert.equal(wrong.statusCode, 400)
    assert.match(wrong.body, /用户名或密码错误/)
    const ok = await submit(DIRECTORY_PASSWORD)
    assert.equal(ok.statusCode, 200, ok.body.slice(0, 400))
    assert.match(ok.body, /登录成功/)
  })

  it('a portal password no longer works for an identity that signs on with LDAP, except for break-glass accounts', async () => {
    // t1001 and t1002 are demo teachers the directory does not have.
    const refused = await passwordLogin(world.t.app, 't1001', DEMO_PASSWORD)
    assert.equal(refused.status, 400)
    assert.equal(refused.body.message, '用户名或密码错误')
    const breakGlass = await passwordLogin(world.t.app, 't1002', DEMO_PASSWORD)
    assert.equal(breakGlass.status, 200, JSON.stringify(breakGlass.body))
    const admin = await passwordLogin(world.t.app, 'admin', DEMO_PASSWORD)
    assert.equal(admin.status, 200)
  })

  it('a wrong LDAP password counts toward the lockout like a wrong portal password', async () => {
    for (let i = 0; i < 10; i++) {
      const { status, body } = await passwordLogin(world.t.app, 'js1002', `wrong-${i}`, '10.1.0.7')
      assert.equal(status, 400, JSON.stringify(body))
      assert.equal(body.message, '用户名或密码错误')
    }
    const locked = await passwordLogin(world.t.app, 'js1002', DIRECTORY_PASSWORD, '10.1.0.7')
    assert.equal(locked.status, 429)
    assert.match(locked.body.message, /密码错误次数过多/)
  })

  it('an empty password is never an anonymous bind', async () => {
    const { status } = await passwordLogin(world.t.app, 'js1003', '')
    assert.notEqual(status, 200)
  })
})

describe('LDAP unreachable at sign-in', () => {
  it('a closed port or a directory that never answers: 503 with the reason, within the timeout, and no failure counted', async () => {
    const silent = net.createServer((socket) => socket.on('error', () => {}))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()))
    const silentPort = (silent.address() as net.AddressInfo).port
    const closed = net.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()))
    const closedPort = (closed.address() as net.AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const base = loadConfig().identity
    for (const url of [`ldap://127.0.0.1:${closedPort}`, `ldap://127.0.0.1:${silentPort}`]) {
      const t = await createTestApp({
        config: {
          identity: {
            ...base,
            methods: parseSignOnMethods('teacher=ldap'),
            ldap: {
              url,
              startTls: false,
              tlsInsecure: false,
              bindDnTemplate: 'uid={username},ou=people,dc=sfdx,dc=edu,dc=cn',
              bindDn: '',
              bindPassword: '',
              userBase: 'ou=people,dc=sfdx,dc=edu,dc=cn',
              userFilter: '(objectClass=inetOrgPerson)',
              disabledFilter: '',
              attributes: { username: 'uid', name: 'cn', identity: 'employeeType', mobile: 'mobile', email: 'mail', org: '' },
              orgBase: '',
              orgParent: '',
              groupBase: '',
              syncCron: '',
              timeoutMs: 1000,
            },
          },
        },
      })
      try {
        // Eleven tries: more than the ten failures that would lock the username, had they counted.
        const tries = url.endsWith(`:${closedPort}`) ? 11 : 2
        for (let i = 0; i < tries; i++) {
          const started = Date.now()
          const { status, body } = await passwordLogin(t.app, 't1001', DEMO_PASSWORD)
          assert.equal(status, 503, JSON.stringify(body))
          assert.match(body.message, /LDAP.*暂时无法连接/)
          assert.ok(Date.now() - started < 2500, `${url}: answered after ${Date.now() - started} ms`)
        }
      } finally {
        await t.close()
      }
    }
    silent.close()
  })
})
