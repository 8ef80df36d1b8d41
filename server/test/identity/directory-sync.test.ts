import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { count, eq, like, sql } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { spellName } from '../../src/lib/common/pinyin'
import {
  accounts,
  adminAuditLog,
  directoryAccounts,
  directorySyncRuns,
  orgUnits,
  personSpellings,
  userGroupMembers,
  userGroups,
} from '../../src/db/schema/index'
import { createTestApp, loginToken, passwordLogin } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'
import { DIRECTORY_PASSWORD, PEOPLE_BASE, schoolDirectory } from '../helpers/slapd.mjs'
import { loadConfig, loadLdapConfig } from '../../src/config'
import { DIRECTORY_SYNC_JOB } from '../../src/plugins/app/directory-sync'
import { startLdapWorld, tokenAccepted, type LdapWorld } from './ldap-fixture'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
const school = schoolDirectory()
const ZERO_REPORT = { added: [], changed: [], disabled: [], skipped: [], orgs: { added: 0, changed: 0 }, groups: { added: 0, changed: 0 } }

describe('directory sync from a real slapd', () => {
  let world: LdapWorld
  before(async () => {
    world = await startLdapWorld()
  })
  after(async () => {
    await world?.close()
  })
  const db = () => world.t.database.db
  const directoryPeople = async () => (await db().select({ n: count() }).from(directoryAccounts))[0]?.n

  it('brings the 500 people with their classes, colleges and groups', async () => {
    const run = await world.sync()
    assert.equal(run.status, 'succeeded', run.error ?? '')
    assert.deepEqual([run.entries, run.added, run.changed, run.disabled, run.skipped], [500, 500, 0, 0, 0])
    assert.equal(await directoryPeople(), 500)
    const units = await db().select().from(orgUnits).where(like(orgUnits.code, 'dx-%'))
    assert.deepEqual(
      units
        .filter((u) => u.kind === 'college')
        .map((u) => u.name)
        .sort(),
      ['人文学院', '信息工程学院'],
    )
    assert.equal(units.filter((u) => u.kind === 'class').length, school.classes.length)
    // The directory's units are marked as its own: the console's 组织机构 leaves their name and place to it.
    assert.ok(units.every((u) => u.directorySource === 'ldap'))
    const student = school.persons.find((p) => p.identity === 'student')!
    const [row] = await db().select().from(accounts).where(eq(accounts.username, student.uid))
    assert.equal(row?.displayName, student.name)
    assert.equal(row?.orgCode, student.classCode)
    assert.equal(row?.identityTypeCode, 'student')
    assert.equal(row?.mobile, student.mobile)
    assert.equal(row?.email, `${student.uid}@sfdx.edu.cn`)
    // Found by pinyin in people search from the moment they arrive.
    const [spelled] = await db().select().from(personSpellings).where(eq(personSpellings.accountId, row!.id))
    assert.equal(spelled?.spelling, spellName(student.name).spelling)
    const [cls] = units.filter((u) => u.code === student.classCode)
    assert.equal(cls?.parentCode, student.collegeCode)
    const groups = await db().select().from(userGroups).where(eq(userGroups.directorySource, 'ldap'))
    assert.equal(groups.length, school.groups.length)
    const teachers = await db()
      .select({ n: count() })
      .from(userGroupMembers)
      .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
      .where(eq(userGroups.code, 'all-teachers'))
    assert.equal(teachers[0]?.n, 20)
    assert.equal(run.report?.orgs.added, 2 + school.classes.length)
    assert.equal(run.report?.groups.added, school.groups.length)
  })

  it('a re-sync changes nothing: the report is all zeros', async () => {
    const run = await world.sync()
    assert.equal(run.status, 'succeeded', run.error ?? '')
    assert.deepEqual([run.added, run.changed, run.disabled, run.skipped], [0, 0, 0, 0])
    assert.deepEqual(run.report, ZERO_REPORT)
  })

  it('a person disabled in LDAP is disabled in the portal and signed out at once; one removed is disabled too', async () => {
    const token = (await passwordLogin(world.t.app, 'js2001', DIRECTORY_PASSWORD)).body.data.idToken as string
    assert.ok(await tokenAccepted(world.t, token))
    const gone = school.persons.find((p) => p.uid === '242001003')!
    await world.slapd.modify(
      `dn: uid=js2001,ou=dx-arts,${PEOPLE_BASE}\nchangetype: modify\nadd: businessCategory\nbusinessCategory: disabled\n`,
    )
    await world.slapd.modify(`dn: ${gone.dn}\nchangetype: delete\n`)
    const run = await world.sync()
    assert.equal(run.status, 'succeeded', run.error ?? '')
    assert.deepEqual([run.added, run.changed, run.disabled, run.skipped], [0, 0, 2, 0])
    assert.deepEqual(
      run.report?.disabled.sort((a, b) => a.username.localeCompare(b.username)),
      [
        { username: '242001003', reason: '目录中已不存在' },
        { username: 'js2001', reason: '目录中已停用' },
      ],
    )
    assert.equal(await tokenAccepted(world.t, token), false)
    const again = await passwordLogin(world.t.app, 'js2001', DIRECTORY_PASSWORD)
    assert.equal(again.status, 403)
    assert.match(again.body.message, /目录中停用/)
    // Nothing is deleted.
    assert.equal((await db().select().from(accounts).where(eq(accounts.username, '242001003'))).length, 1)
    assert.equal(await directoryPeople(), 500)
    // Enabled again in the directory: back in.
    await world.slapd.modify(`dn: uid=js2001,ou=dx-arts,${PEOPLE_BASE}\nchangetype: modify\ndelete: businessCategory\n`)
    const back = await world.sync()
    assert.deepEqual(back.report?.changed, [{ username: 'js2001', fields: ['enabled'] }])
    assert.equal((await passwordLogin(world.t.app, 'js2001', DIRECTORY_PASSWORD)).status, 200)
  })

  it('two entries with one number: both skipped and reported, the portal account left as it was', async () => {
    const existing = school.persons.find((p) => p.uid === '241001010')!
    await world.slapd.add(
      [
        `dn: uid=241001010,ou=dx-arts-2401,ou=dx-arts,${PEOPLE_BASE}`,
        'objectClass: inetOrgPerson',
        'uid: 241001010',
        'cn: Copy',
        'sn: Copy',
        'employeeType: student',
        '',
        `dn: uid=259999001,ou=dx-arts-2401,ou=dx-arts,${PEOPLE_BASE}`,
        'objectClass: inetOrgPerson',
        'uid: 259999001',
        'cn: Nobody',
        'sn: Nobody',
        'employeeType: alumni',
        '',
      ].join('\n'),
    )
    const run = await world.sync()
    assert.equal(run.status, 'succeeded', run.error ?? '')
    assert.deepEqual([run.added, run.changed, run.disabled, run.skipped], [0, 0, 0, 3])
    const skipped = run.report?.skipped ?? []
    assert.equal(skipped.filter((s) => s.username === '241001010').length, 2)
    assert.ok(skipped.every((s) => s.username !== '241001010' || /学号\/工号重复/.test(s.reason)))
    assert.match(skipped.find((s) => s.username === '259999001')?.reason ?? '', /身份「alumni」无法识别/)
    const [row] = await db()
      .select({ name: accounts.displayName, disabledAt: directoryAccounts.disabledAt })
      .from(accounts)
      .innerJoin(directoryAccounts, eq(directoryAccounts.accountId, accounts.id))
      .where(eq(accounts.username, existing.uid))
    assert.deepEqual(row, { name: existing.name, disabledAt: null })
    await world.slapd.modify(`dn: uid=241001010,ou=dx-arts-2401,ou=dx-arts,${PEOPLE_BASE}\nchangetype: delete\n`)
    await world.slapd.modify(`dn: uid=259999001,ou=dx-arts-2401,ou=dx-arts,${PEOPLE_BASE}\nchangetype: delete\n`)
  })

  it('LDAP unreachable during a sync: the run fails whole, says why, and nothing changes', async () => {
    const before = await db().execute(
      sql`SELECT count(*)::int AS n, max(synced_at) AS at FROM directory_accounts WHERE disabled_at IS NULL`,
    )
    await world.slapd.modify(
      `dn: uid=js1004,ou=dx-info,${PEOPLE_BASE}\nchangetype: modify\nadd: businessCategory\nbusinessCategory: disabled\n`,
    )
    await world.slapd.stop()
    const started = Date.now()
    const run = await world.sync()
    assert.equal(run.status, 'failed')
    assert.match(run.error ?? '', /无法读取学校目录（LDAP）/)
    assert.ok(Date.now() - started < 10_000)
    const afterwards = await db().execute(
      sql`SELECT count(*)::int AS n, max(synced_at) AS at FROM directory_accounts WHERE disabled_at IS NULL`,
    )
    assert.deepEqual(afterwards.rows, before.rows)
    assert.equal((await passwordLogin(world.t.app, 'js1004', DIRECTORY_PASSWORD)).status, 503)
  })
})

describe('directory sync in the console API (/admin-api/v1/directory)', () => {
  let world: LdapWorld
  before(async () => {
    world = await startLdapWorld()
  })
  after(async () => {
    await world?.close()
  })

  it('全局管理员 starts a run, sees it succeed with its report; the start is audited; secrets are never shown', async () => {
    const admin = await loginToken(world.t.app, 'admin')
    const settings = data(await call(world.t.app, 'GET', url('directorySettings'), { token: admin }))
    assert.equal(settings.configured, true)
    assert.equal(settings.bindPassword, '已设置')
    assert.ok(!JSON.stringify(settings).includes('Reader@2026'))
    assert.deepEqual(settings.ldapIdentities, ['student', 'teacher'])
    const { runId } = data(await call(world.t.app, 'POST', url('directorySyncStart'), { token: admin, body: {} }))
    let run: { status: string; added: number; report: { added: string[] } | null } = { status: 'running', added: 0, report: null }
    for (let i = 0; i < 120 && run.status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      run = data(await call(world.t.app, 'GET', url('directorySyncRun'), { token: admin, query: { id: String(runId) } }), `run ${runId}`)
    }
    assert.equal(run.status, 'succeeded', JSON.stringify(run).slice(0, 300))
    assert.equal(run.added, 500)
    assert.equal(run.report?.added.length, 500)
    const list = data(await call(world.t.app, 'GET', url('directorySyncRuns'), { token: admin }))
    assert.equal(list.items[0].id, runId)
    assert.equal(list.items[0].startedBy, 'admin')
    assert.equal(list.items[0].report, undefined)
    const [audit] = await world.t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entity, 'directory_sync_run'))
    assert.equal(audit?.username, 'admin')
    assert.equal(audit?.entityId, String(runId))
    refused(await call(world.t.app, 'GET', url('directorySyncRun'), { token: admin, query: { id: '99999' } }), 404)
  })

  it('内容编辑 is refused; without LDAP configured a start is refused with the reason', async () => {
    const editor = await loginToken(world.t.app, 'editor')
    refused(await call(world.t.app, 'POST', url('directorySyncStart'), { token: editor, body: {} }), 403)
    const plain = await createTestApp()
    try {
      const admin = await loginToken(plain.app, 'admin')
      refused(await call(plain.app, 'POST', url('directorySyncStart'), { token: admin, body: {} }), 503, /未配置学校 LDAP/)
      assert.equal((await plain.database.db.select().from(directorySyncRuns)).length, 0)
    } finally {
      await plain.close()
    }
  })
})

describe('directory sync: all or nothing', () => {
  let world: LdapWorld
  before(async () => {
    world = await startLdapWorld()
  })
  after(async () => {
    await world?.close()
  })

  it('a write refused after the people were written rolls the whole run back and says why', async () => {
    const db = world.t.database.db
    // The database refuses groups: by then every account, organisation and link of the run has been written.
    await db.execute(sql`CREATE FUNCTION refuse_group() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'groups are refused in this test'; END $$`)
    await db.execute(sql`CREATE TRIGGER refuse_group BEFORE INSERT ON user_groups FOR EACH ROW EXECUTE FUNCTION refuse_group()`)
    const accountsBefore = (await db.select({ n: count() }).from(accounts))[0]?.n
    const unitsBefore = (await db.select({ n: count() }).from(orgUnits))[0]?.n
    const run = await world.sync()
    assert.equal(run.status, 'failed')
    assert.equal(run.error, '同步未完成，未做任何更改：groups are refused in this test')
    assert.deepEqual([run.added, run.changed, run.disabled, run.skipped, run.report], [0, 0, 0, 0, null])
    assert.equal((await db.select({ n: count() }).from(accounts))[0]?.n, accountsBefore)
    assert.equal((await db.select({ n: count() }).from(orgUnits))[0]?.n, unitsBefore)
    assert.equal((await db.select({ n: count() }).from(directoryAccounts))[0]?.n, 0)
    await db.execute(sql`DROP TRIGGER refuse_group ON user_groups`)
    const retry = await world.sync()
    assert.equal(retry.status, 'succeeded', retry.error ?? '')
    assert.equal(retry.added, 500)
  })
})

describe('directory sync on a schedule', () => {
  it('LDAP_SYNC_CRON puts one cluster-wide schedule of the sync job on the queue', async () => {
    const base = loadConfig().identity
    const t = await createTestApp({
      config: { identity: { ...base, ldap: { ...loadLdapConfig({ LDAP_URL: 'ldap://127.0.0.1:1', LDAP_SYNC_CRON: '0 3 * * *' })! } } },
    })
    try {
      const schedules = await t.database.db.execute(
        sql`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = ${DIRECTORY_SYNC_JOB}`,
      )
      assert.deepEqual(schedules.rows, [{ name: DIRECTORY_SYNC_JOB, cron: '0 3 * * *', timezone: 'UTC' }])
    } finally {
      await t.close()
    }
  })
})
