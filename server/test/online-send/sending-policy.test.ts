// The online-send permission matrix and quotas (stored in the database), external contacts following the chosen
// channels, and sends that are accepted whole or not at all (the send, its recipients and its delivery job).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, type Caller } from '../message-center/helpers'
import { count, email, org, OS, person, phone } from './helpers'
import { onlineSendService } from '../../src/lib/online-send/online-send-service'
import type { Database } from '../../src/db/client'

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString()
const message = (recipients: unknown[], channels: string[] = ['site'], extra: Record<string, unknown> = {}) => ({
  typeCode: 'os_notice',
  title: '策略测试',
  content: '内容',
  channels,
  recipients,
  // Accepted now, delivered tomorrow: these tests look at what was accepted, not at the delivery.
  scheduledAt: tomorrow(),
  ...extra,
})
const phones = (from: number, n: number) => Array.from({ length: n }, (_, i) => phone(`139${String(from + i).padStart(8, '0')}`))

describe('online send: sending policy, quotas and whole sends', () => {
  let t: TestApp
  let student: Caller
  let teacher: Caller
  const sends = () => count(t.app, sql`SELECT count(*) AS n FROM online_sends`)
  const jobsFor = (sendId: number) =>
    count(t.app, sql`SELECT count(*) AS n FROM pgboss.job WHERE name = 'online-send.deliver' AND (data->>'sendId')::int = ${sendId}`)
  before(async () => {
    t = await createTestApp()
    student = await as(t.app, '2026001')
    teacher = await as(t.app, 't1001')
  })
  after(async () => {
    await t.close()
  })

  it('lists each type with the channels and external contacts the sender may use', async () => {
    const studentTypes = data(await student.get(`${OS}/types`))
    assert.deepEqual(studentTypes, [{ code: 'os_notice', name: '普通通知', sendTypes: ['site'], external: false }])
    const teacherTypes = data(await teacher.get(`${OS}/types`))
    assert.deepEqual(
      teacherTypes.map((type: { code: string; external: boolean }) => [type.code, type.external]),
      [
        ['os_notice', true],
        ['os_teaching', true],
      ],
    )
  })

  it('students send inside the portal only: no SMS, no email, no external contacts', async () => {
    const before = await sends()
    const sms = await student.post(`${OS}/send`, message([person('2026002')], ['site', 'sms']))
    assert.equal(sms.statusCode, 403)
    assert.equal(sms.json().message, '无权通过短信发送该类型的消息')
    const external = await student.post(`${OS}/send`, message(phones(0, 20), ['site']))
    assert.equal(external.statusCode, 403)
    assert.equal(external.json().message, '无权向外部联系人发送消息')
    assert.equal(await sends(), before)
    // An operator changes the matrix in the database; the next call follows it.
    await t.app.db.execute(sql`UPDATE online_send_policies SET channels = '{site,sms}' WHERE identity_type_code = 'student'`)
    await t.app.db.execute(sql`INSERT INTO online_send_quotas VALUES ('student', 'sms', 200)`)
    data(await student.post(`${OS}/send`, message([org('sfdx-cs-2301')], ['site', 'sms'])))
    await t.app.db.execute(sql`UPDATE online_send_policies SET channels = '{site}' WHERE identity_type_code = 'student'`)
  })

  it('external contacts get only the channels the send chose', async () => {
    const siteOnly = await teacher.post(`${OS}/send`, message([person('2026001'), phone('13911110001')], ['site']))
    assert.equal(siteOnly.statusCode, 400)
    assert.equal(siteOnly.json().message, '外部联系人的手机号需要勾选短信渠道')
    const noEmail = await teacher.post(`${OS}/send`, message([phone('13911110001'), email('a@example.com')], ['site', 'sms']))
    assert.equal(noEmail.statusCode, 400)
    assert.equal(noEmail.json().message, '外部联系人的邮箱需要勾选邮件渠道')
    const accepted = data(
      await teacher.post(`${OS}/send`, message([phone('13911110001'), email('a@example.com')], ['site', 'sms', 'email'])),
    )
    const channels = await t.app.db.execute<{ channel: string }>(
      sql`SELECT channel FROM online_send_channel_deliveries WHERE send_id = ${accepted.id} ORDER BY channel`,
    )
    assert.deepEqual(
      channels.rows.map((row) => row.channel),
      ['email', 'sms'],
    )
  })

  it('a sender over the 24-hour quota gets 429 with what is left, and nothing of that send is written', async () => {
    const quota = 1000
    const first = data(await teacher.post(`${OS}/send`, message(phones(100_000, 500), ['site', 'sms'])))
    assert.equal(first.external, 500)
    const before = await sends()
    const deliveries = await count(t.app, sql`SELECT count(*) AS n FROM online_send_channel_deliveries`)
    // 1 SMS from the previous test, 500 here: 499 left, so 500 more are refused whole.
    const over = await teacher.post(`${OS}/send`, message(phones(200_000, 500), ['site', 'sms']))
    assert.equal(over.statusCode, 429, over.body)
    assert.equal(over.json().message, `短信每 24 小时最多发送 ${quota} 条，本次需要 500 条，目前还可发送 ${quota - 501} 条`)
    assert.equal(await sends(), before)
    assert.equal(await count(t.app, sql`SELECT count(*) AS n FROM online_send_channel_deliveries`), deliveries)
    // Within what is left it goes through; the site channel has its own, larger quota.
    data(await teacher.post(`${OS}/send`, message(phones(300_000, 499), ['site', 'sms'])))
    assert.equal((await teacher.post(`${OS}/send`, message([phone('13911119999')], ['site', 'sms']))).statusCode, 429)
    data(await teacher.post(`${OS}/send`, message([person('2026001')], ['site'])))
  })

  it('a send nobody can receive is refused without a trace, and an accepted one has its delivery job', async () => {
    const before = await sends()
    const toSelf = await teacher.post(`${OS}/send`, message([person('t1001')], ['site'], { scheduledAt: undefined }))
    assert.equal(toSelf.statusCode, 400)
    assert.equal(toSelf.json().message, '所选接收人中没有可发送的人员')
    assert.equal(await sends(), before)
    assert.equal(await count(t.app, sql`SELECT count(*) AS n FROM online_sends WHERE status = 'sending' AND total = 0`), 0)
    const accepted = data(await teacher.post(`${OS}/send`, message([person('2026001')])))
    assert.equal(await jobsFor(accepted.id), 1)
  })

  it('a user group is created whole or not at all', async () => {
    // A database whose third statement of the group fails (the members' insert).
    const failing = new Proxy(t.app.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver)
        return (work: (tx: Database) => Promise<unknown>) =>
          target.transaction(async (tx) =>
            work(
              new Proxy(tx, {
                get: (inner, name, innerReceiver) =>
                  name === 'execute'
                    ? async () => {
                        throw new Error('connection lost')
                      }
                    : Reflect.get(inner, name, innerReceiver),
              }) as unknown as Database,
            ),
          )
      },
    })
    const service = onlineSendService({ db: failing as Database, jobs: t.app.jobs, clock: t.app.clock })
    const sender = {
      accountId: (await t.app.db.execute<{ id: string }>(sql`SELECT id FROM accounts WHERE username = 't1001'`)).rows[0]!.id,
      identityTypeCode: 'teacher' as const,
    }
    await assert.rejects(service.createGroup(sender, { name: '半成品', accountNames: ['2026001'] }), /connection lost/)
    assert.equal(await count(t.app, sql`SELECT count(*) AS n FROM user_groups WHERE name = '半成品'`), 0)
  })
})
