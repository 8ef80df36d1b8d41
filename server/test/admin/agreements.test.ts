import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { importPKCS8, SignJWT } from 'jose'
import { BASES } from '@contract/bases'
import { adminAgreementPaths } from '@contract/paths/admin-agreements'
import { adminPaths } from '@contract/paths/admin'
import { cmsPaths } from '@contract/paths/cms'
import { personalPaths } from '@contract/paths/personal'
import { portalConfigPaths } from '@contract/paths/portal-config'
import { accounts, adminAuditLog, agreementAcceptances, agreementVersions, signingKeys } from '../../src/db/schema/index'
import { migrationsFolder } from '../../src/db/migrate'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const consoleUrl = (key: keyof typeof adminAgreementPaths) => BASES.admin + adminAgreementPaths[key].path
const cmsConsoleUrl = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
const STATUS = BASES.personal + personalPaths.agreementStatus.path
const ACCEPT = BASES.personal + personalPaths.acceptAgreement.path
const DETAIL = BASES.cms + cmsPaths.contentDetail.path

describe('用户协议 and 隐私政策 as versions (/admin-api/v1/agreements), re-consent, and the preview ticket', () => {
  let t: TestApp
  let admin: string
  let editor: string
  let student: string
  let teacher: string
  before(async () => {
    t = await createTestApp()
    admin = await loginToken(t.app, 'admin')
    editor = await loginToken(t.app, 'editor')
    student = await loginToken(t.app, '2026001')
    teacher = await loginToken(t.app, 't1001')
  })
  after(async () => {
    await t.close()
  })

  const lastAudit = async () => (await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0]!
  const overview = async () => data(await call(t.app, 'GET', consoleUrl('agreementOverview'), { token: admin }))
  const publish = (body: Record<string, unknown>, token = admin) => call(t.app, 'POST', consoleUrl('agreementPublish'), { token, body })
  const status = async (token: string) => data(await call(t.app, 'GET', STATUS, { token }))

  it('every agreement route: 401 without a token, 403 for a student and for 内容编辑', async () => {
    for (const key of Object.keys(adminAgreementPaths) as (keyof typeof adminAgreementPaths)[]) {
      const { method } = adminAgreementPaths[key]
      const body = method === 'POST' ? { kind: 'privacy', version: 'x', title: 'x', content: '<p>x</p>' } : undefined
      refused(await call(t.app, method, consoleUrl(key), { body }), 401)
      refused(await call(t.app, method, consoleUrl(key), { token: student, body }), 403, /^无管理权限$/)
      refused(await call(t.app, method, consoleUrl(key), { token: editor, body }), 403, /无权/)
    }
    assert.equal((await t.database.db.select().from(agreementVersions)).length, 2, 'nothing was published by the refused calls')
  })

  it('the seeded versions are current; everyone signed in has accepted both', async () => {
    const [protocol, privacy] = await overview()
    assert.deepEqual([protocol.kind, protocol.label, privacy.kind, privacy.label], ['protocol', '用户协议', 'privacy', '隐私政策'])
    assert.equal(privacy.current.version, '2026.1')
    assert.equal(privacy.history.length, 1)
    const mine = await status(student)
    assert.equal(mine.needsConsent, false)
    assert.deepEqual(
      mine.texts.map((text: { kind: string; needsConsent: boolean }) => [text.kind, text.needsConsent]),
      [
        ['protocol', false],
        ['privacy', false],
      ],
    )
  })

  it('bad labels and bodies are refused with a Chinese reason and write nothing', async () => {
    const before = (await t.database.db.select().from(agreementVersions)).length
    refused(await publish({ kind: 'privacy', version: '  ', title: '隐私政策', content: '<p>新</p>' }), 400, /请填写版本号/)
    refused(await publish({ kind: 'privacy', version: '2026.1', title: '隐私政策', content: '<p>新</p>' }), 400, /与当前版本不同/)
    refused(await publish({ kind: 'privacy', version: '2027.9', title: ' ', content: '<p>新</p>' }), 400, /标题/)
    refused(await publish({ kind: 'privacy', version: '2027.9', title: '隐私政策', content: '<script>x</script>' }), 400, /正文/)
    refused(await publish({ kind: 'cookies', version: '1', title: 'x', content: '<p>x</p>' }), 400)
    assert.equal((await t.database.db.select().from(agreementVersions)).length, before)
  })

  it('publishing a privacy version: one new row (sanitised), audited, old kept, portal reads it, signed-in people asked again', async () => {
    const before = await overview()
    const published = data(
      await publish({
        kind: 'privacy',
        version: ' 2027.1 ',
        title: '隐私政策（2027 修订）',
        content: '<p>新增人脸识别说明。</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
      }),
    )
    assert.equal(published.version, '2027.1')
    assert.equal(published.publishedByName, '陈静')
    assert.match(published.content, /新增人脸识别说明/)
    assert.doesNotMatch(published.content, /script|onerror/)

    const audit = await lastAudit()
    assert.deepEqual(
      [audit.action, audit.entity, audit.entityId, audit.username],
      ['publish', 'privacy-policy', String(published.id), 'admin'],
    )
    assert.deepEqual(audit.before, { version: '2026.1', title: before[1].current.title })
    assert.deepEqual(audit.after, { version: '2027.1', title: '隐私政策（2027 修订）' })

    const [, privacy] = await overview()
    assert.equal(privacy.current.version, '2027.1')
    assert.deepEqual(
      privacy.history.map((row: { version: string }) => row.version),
      ['2027.1', '2026.1'],
    )
    const old = data(
      await call(t.app, 'GET', consoleUrl('agreementVersion'), { token: admin, query: { id: String(privacy.history[1].id) } }),
    )
    assert.equal(old.content, before[1].current.content)

    const system = data(await call(t.app, 'GET', BASES.portal + portalConfigPaths.getSystemConf.path))
    assert.match(system.privacy, /新增人脸识别说明/)
    const agreement = data(await call(t.app, 'GET', BASES.portal + portalConfigPaths.getPrivacyAgreement.path))
    assert.equal(agreement.version, '2027.1')
    const policy = data(await call(t.app, 'GET', BASES.portal + personalPaths.privacyPolicy.path))
    assert.equal(policy.version, '2027.1')

    const mine = await status(student)
    assert.equal(mine.needsConsent, true)
    assert.equal(mine.acceptedVersion, '2026.1')
    const privacyText = mine.texts.find((text: { kind: string }) => text.kind === 'privacy')
    assert.deepEqual([privacyText.version, privacyText.acceptedVersion, privacyText.needsConsent], ['2027.1', '2026.1', true])
    assert.equal(mine.texts.find((text: { kind: string }) => text.kind === 'protocol').needsConsent, false)

    // The same label again is refused (it is the current one now).
    refused(await publish({ kind: 'privacy', version: '2027.1', title: 'x', content: '<p>x</p>' }), 400, /与当前版本不同/)
  })

  it('two publishes of one label at once: one wins, the other is refused, one row and one audit entry', async () => {
    const audits = (await t.database.db.select().from(adminAuditLog)).length
    const body = { kind: 'privacy', version: '2027.2', title: '隐私政策', content: '<p>同时发布</p>' }
    const answers = await Promise.all([publish(body), publish(body)])
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 400])
    const rows = await t.database.db.select().from(agreementVersions).where(eq(agreementVersions.version, '2027.2'))
    assert.equal(rows.length, 1)
    assert.equal((await t.database.db.select().from(adminAuditLog)).length, audits + 1)
  })

  it('a label used by an older version is refused with 409', async () => {
    refused(await publish({ kind: 'privacy', version: '2026.1', title: '隐私政策', content: '<p>回到旧版</p>' }), 409, /已发布过/)
  })

  it('acceptance is per text and version: agreeing records the current versions of both, the teacher still has to', async () => {
    data(await publish({ kind: 'protocol', version: '2', title: '用户服务协议（第二版）', content: '<p>第二版协议</p>' }))
    const asked = await status(student)
    assert.deepEqual(
      asked.texts.map((text: { kind: string; needsConsent: boolean }) => [text.kind, text.needsConsent]),
      [
        ['protocol', true],
        ['privacy', true],
      ],
    )
    refused(await call(t.app, 'POST', ACCEPT, { token: student, body: { version: '2026.1', protocolVersion: '2' } }), 400, /隐私政策已更新/)
    refused(await call(t.app, 'POST', ACCEPT, { token: student, body: { version: '2027.2', protocolVersion: '1' } }), 400, /用户协议已更新/)
    refused(await call(t.app, 'POST', ACCEPT, { token: student, body: { version: '2027.1', protocolVersion: '2' } }), 400, /2027.2/)
    const accepted = data(await call(t.app, 'POST', ACCEPT, { token: student, body: { version: '2027.2', protocolVersion: '2' } }))
    assert.equal(accepted.needsConsent, false)
    const rows = await t.database.db
      .select({ kind: agreementAcceptances.kind, version: agreementAcceptances.version })
      .from(agreementAcceptances)
      .where(eq(agreementAcceptances.accountId, await accountIdOf('2026001')))
    assert.deepEqual(rows.map((row) => `${row.kind} ${row.version}`).sort(), [
      'privacy 2026.1',
      'privacy 2027.2',
      'protocol 1',
      'protocol 2',
    ])
    assert.equal((await status(teacher)).needsConsent, true)
  })

  it("the portal's older publish call goes through the same service: admin identity only, audited", async () => {
    refused(
      await call(t.app, 'POST', BASES.portal + personalPaths.publishAgreement.path, { token: student, body: { version: '2028.1' } }),
      403,
    )
    data(await call(t.app, 'POST', BASES.portal + personalPaths.publishAgreement.path, { token: admin, body: { version: '2028.1' } }))
    const audit = await lastAudit()
    assert.deepEqual([audit.action, audit.entity], ['publish', 'privacy-policy'])
    const [, privacy] = await overview()
    assert.equal(privacy.current.version, '2028.1')
    assert.match(privacy.current.content, /同时发布/, 'without content the text in force is published again')
  })

  describe('preview ticket', () => {
    let draftA: { id: number; title: string }
    let draftB: { id: number; title: string }
    before(async () => {
      const columnId = data(await call(t.app, 'GET', cmsConsoleUrl('columnList'), { token: editor }))[0].id
      const save = async (title: string) =>
        data(
          await call(t.app, 'POST', cmsConsoleUrl('articleSave'), {
            token: editor,
            body: { columnId, title, releaseDeptName: '教务处', content: `<p>${title}的正文</p>` },
          }),
        )
      draftA = await save('预览草稿甲')
      draftB = await save('预览草稿乙')
    })
    const ticketFor = async (id: number, token = editor) =>
      data(await call(t.app, 'POST', cmsConsoleUrl('articlePreviewTicket'), { token, body: { id } }))
    const detail = (id: number, preview?: string, token?: string) =>
      call(t.app, 'GET', DETAIL, { token, query: { id: String(id), ...(preview === undefined ? {} : { preview }) } })

    it('a draft is not visible without a ticket; with its ticket it is, uncounted and not cached', async () => {
      refused(await detail(draftA.id), 404)
      refused(await detail(draftA.id, undefined, student), 404)
      const { ticket, expiresAt } = await ticketFor(draftA.id)
      const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000
      assert.ok(minutes > 9 && minutes <= 10, `expires in ${minutes} minutes`)
      const shown = await detail(draftA.id, ticket)
      assert.equal(data(shown).title, '预览草稿甲')
      assert.match(data(shown).content, /预览草稿甲的正文/)
      assert.equal(shown.headers['cache-control'], 'no-store')
      assert.equal(data(await detail(draftA.id, ticket)).readCount, 0)
    })

    it('a ticket for article A does not open article B; a student cannot get one; a bad ticket is 403', async () => {
      const { ticket } = await ticketFor(draftA.id)
      refused(await detail(draftB.id, ticket), 403, /预览链接无效/)
      refused(await call(t.app, 'POST', cmsConsoleUrl('articlePreviewTicket'), { token: student, body: { id: draftA.id } }), 403)
      refused(await call(t.app, 'POST', cmsConsoleUrl('articlePreviewTicket'), { token: editor, body: { id: 999999 } }), 404)
      refused(await detail(draftA.id, 'not-a-ticket'), 403)
      refused(await detail(draftA.id, editor), 403, /预览链接无效/)
    })

    it('an expired ticket, one without an expiry, and an id token are refused', async () => {
      const [key] = await t.database.db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt)).limit(1)
      const privateKey = await importPKCS8(key!.privatePem, 'RS256')
      const forged = (claims: (jwt: SignJWT) => SignJWT) =>
        claims(
          new SignJWT({ articleId: draftA.id })
            .setProtectedHeader({ alg: 'RS256', kid: key!.kid, typ: 'JWT' })
            .setSubject('someone')
            .setIssuer('campus-portal-token-service')
            .setAudience('campus-portal:article-preview'),
        ).sign(privateKey)
      const now = Math.floor(Date.now() / 1000)
      const valid = await forged((jwt) => jwt.setIssuedAt(now).setExpirationTime(now + 60))
      assert.equal(data(await detail(draftA.id, valid)).title, '预览草稿甲', 'the forged shape is the real one')
      const expired = await forged((jwt) => jwt.setIssuedAt(now - 3600).setExpirationTime(now - 60))
      refused(await detail(draftA.id, expired), 403)
      const expireLess = await forged((jwt) => jwt.setIssuedAt(now))
      refused(await detail(draftA.id, expireLess), 403)
      const longLived = await forged((jwt) => jwt.setIssuedAt(now).setExpirationTime(now + 30 * 24 * 3600))
      refused(await detail(draftA.id, longLived), 403, /预览链接无效/)
      const oldIssued = await forged((jwt) => jwt.setIssuedAt(now - 3600).setExpirationTime(now + 3600))
      refused(await detail(draftA.id, oldIssued), 403)
    })
  })

  async function accountIdOf(username: string): Promise<string> {
    const [row] = await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username))
    return row!.id
  }
})

describe('migration 0025 on a database that already had texts', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })

  it("carries over the privacy policy in force and the system config's user agreement, and who accepted them", async () => {
    const migration = fs.readFileSync(path.join(migrationsFolder, '0025_agreement_versions.sql'), 'utf8')
    const carryOver = migration
      .split('--> statement-breakpoint')
      .map((part) => part.trim())
      .filter((part) => /^(--[^\n]*\n)*INSERT\b/.test(part))
    assert.equal(carryOver.length, 3)
    // The state before 0025: texts in portal_settings, acceptances of the privacy policy only.
    const { pool } = t.database
    await pool.query(`DELETE FROM agreement_acceptances WHERE kind = 'protocol'`)
    await pool.query('DELETE FROM agreement_versions')
    await pool.query(
      `INSERT INTO portal_settings (name, value) VALUES ('privacy-agreement', $1)
       ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
      [{ title: '旧隐私政策', version: '2025.9', updatedAt: '2025-09-01', content: '<p>旧版</p>' }],
    )
    for (const statement of carryOver) await pool.query(statement)

    const versions = await t.database.db.select().from(agreementVersions)
    assert.deepEqual(versions.map((row) => [row.kind, row.version, row.title]).sort(), [
      ['privacy', '2025.9', '旧隐私政策'],
      ['protocol', '1', '用户协议'],
    ])
    assert.match(versions.find((row) => row.kind === 'protocol')!.content, /用户服务协议/)
    const accepted = await pool.query<{ n: number }>(
      `SELECT count(DISTINCT account_id)::int AS n FROM agreement_acceptances WHERE kind = 'protocol'`,
    )
    const people = await pool.query<{ n: number }>(
      `SELECT count(DISTINCT account_id)::int AS n FROM agreement_acceptances WHERE kind = 'privacy'`,
    )
    assert.ok(accepted.rows[0]!.n > 0)
    assert.equal(accepted.rows[0]!.n, people.rows[0]!.n)
  })
})
