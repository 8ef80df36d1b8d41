// The message list is kept per person between requests (issue 37): a change to the person's messages or message apps
// is in the writing instance's next answer at once and in another instance's within moments (change feed, migration
// 0041); what is kept really is kept (a write the feed never announces stays unseen until a notice).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { as, data, MC, type Caller } from './helpers'

const LIST = `${MC}/instantMessage/getAppInstantMessageList/new`

interface App {
  appId: number
  appCode: string
  unreadCount: number
  isTop: boolean
  lastMessage: { title: string } | null
}
interface List {
  list: App[]
  totalUnread: number
}

describe('the message list kept between requests, on two instances', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  let studentA: Caller
  let studentB: Caller
  let teacherA: Caller
  let studentId: string
  before(async () => {
    database = await createTestDatabase()
    ;[a, b] = await Promise.all([createTestApp({ database }), createTestApp({ database })])
    studentA = await as(a.app, '2026001')
    studentB = await as(b.app, '2026001')
    teacherA = await as(a.app, 't1001')
    studentId = (await database.pool.query<{ id: string }>(`SELECT id FROM accounts WHERE username = '2026001'`)).rows[0]!.id
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  const list = async (caller: Caller) => data<List>(await caller.get(LIST))
  const unreadOf = async (caller: Caller) => (await list(caller)).totalUnread
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    assert.fail(`not within 2 s: ${what}`)
  }

  it('answers from what it keeps, with a validator: a write nobody announces is not seen until a notice arrives', async () => {
    const before = await unreadOf(studentA)
    assert.ok(before > 0, 'the demo student has unread messages')
    await unreadOf(studentB)
    const first = await studentA.get(LIST)
    assert.ok(first.headers.etag, 'an ETag')
    const again = await a.app.inject({
      method: 'GET',
      url: LIST,
      headers: { 'x-id-token': studentA.token, 'if-none-match': String(first.headers.etag) },
    })
    assert.equal(again.statusCode, 304, 'unchanged: no body')

    const client = await database.pool.connect()
    try {
      // With triggers off (replica mode) the write sends no notice, as if the feed had lost it.
      await client.query('SET session_replication_role = replica')
      await client.query('UPDATE message_records SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL', [studentId])
      await client.query('SET session_replication_role = DEFAULT')
    } finally {
      client.release()
    }
    assert.equal(await unreadOf(studentA), before, 'answered from the kept list')
    await database.pool.query(`SELECT pg_notify('portal_message_lists', 'account:' || $1::text)`, [studentId])
    await eventually(async () => (await unreadOf(studentA)) === 0, 'instance a hears it')
    await eventually(async () => (await unreadOf(studentB)) === 0, 'instance b hears it')
    // Another person's notice leaves the student's kept list alone; a plain write notifies.
    await database.pool.query('UPDATE message_records SET read_at = NULL WHERE recipient_id = $1', [studentId])
    await eventually(async () => (await unreadOf(studentB)) > 0, 'a plain UPDATE notifies')
  })

  it('shows the person’s own change in the writing instance at once and in the other within moments', async () => {
    const entry = (await list(studentA)).list.find((app) => app.unreadCount > 0 && !app.isTop)!
    assert.ok(entry, 'an app with unread messages')
    await list(studentB)
    data(await studentA.post(`${MC}/messageCenter/messageRecordReadedByAppId`, { appId: entry.appId }))
    const now = (await list(studentA)).list.find((app) => app.appId === entry.appId)!
    assert.equal(now.unreadCount, 0, 'the writer’s instance: at once')
    await eventually(async () => (await list(studentB)).list.find((app) => app.appId === entry.appId)!.unreadCount === 0, 'instance b')

    data(await studentA.post(`${MC}/instantMessage/appTop`, { appId: entry.appId }))
    assert.equal((await list(studentA)).list[0]!.appId, entry.appId, 'pinned first at once')
    await eventually(async () => (await list(studentB)).list[0]!.appId === entry.appId, 'pinned on instance b')
  })

  it('a message sent by someone else reaches the recipient’s kept list; the sender’s list is not touched', async () => {
    const before = await unreadOf(studentB)
    const teacherBefore = await unreadOf(teacherA)
    await database.pool.query(
      `INSERT INTO message_records (app_id, type_code, recipient_id, title)
       SELECT t.app_id, t.code, $1, title FROM (SELECT * FROM message_types ORDER BY code LIMIT 1) t, unnest(array['新的通知', '又一条通知']) AS title`,
      [studentId],
    )
    await eventually(async () => (await unreadOf(studentB)) === before + 2, 'the recipient’s list on instance b')
    assert.equal(await unreadOf(teacherA), teacherBefore)
  })

  it('a change to the message apps themselves reaches every kept list', async () => {
    const entry = (await list(studentA)).list[0]!
    await list(studentB)
    await database.pool.query(`UPDATE message_apps SET name = name || '（新）' WHERE id = $1`, [entry.appId])
    const renamed = async (caller: Caller) =>
      (await list(caller)).list.some((app) => app.appId === entry.appId && /（新）$/.test((app as unknown as { appName: string }).appName))
    await eventually(() => renamed(studentA), 'instance a')
    await eventually(() => renamed(studentB), 'instance b')
  })
})
