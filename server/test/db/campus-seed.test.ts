// The campus-sized data set (issue 37) at a tiny scale: its sizes, the invariants the app relies on (pinyin of every
// person, a default calendar, to-dos of the current step, search documents of every seeded row), and the main read
// endpoints answering a seeded student and a seeded member of staff. A schema change that breaks the generator
// fails here, not in the middle of a benchmark.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { seedDemoInstitution } from '../../src/db/seed/index'
import { campusSizes, seedCampus, staffUsername, studentUsername, type CampusSeedResult } from '../../src/db/seed/campus/index'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createTestDatabase } from '../helpers/test-database'
import { as, data, MC, type Caller } from '../message-center/helpers'

const SCALE = 0.002

describe('campus data set (seed:campus) at scale 0.002', () => {
  let t: TestApp
  let seeded: CampusSeedResult
  let student: Caller
  let staff: Caller
  const one = async (query: string, params: unknown[] = []) =>
    Number((await t.database.pool.query<{ n: string }>(query, params)).rows[0]?.n)

  const idOf = async (username: string) =>
    String((await t.database.pool.query<{ id: string }>(`select id from accounts where username = $1`, [username])).rows[0]?.id)

  before(async () => {
    const database = await createTestDatabase()
    seeded = await seedCampus(database, { scale: SCALE })
    t = await createTestApp({ database })
    t.close = ((close) => async () => {
      await close()
      await database.drop()
    })(t.close)
    student = await as(t.app, studentUsername(1))
    staff = await as(t.app, staffUsername(1))
  })
  after(async () => {
    await t?.close()
  })

  it('makes the sizes asked for, timed per table, and refuses a second run', async () => {
    const sizes = campusSizes(SCALE)
    assert.deepEqual(seeded.sizes, sizes)
    assert.equal(await one(`select count(*) as n from accounts where username ~ '^cs[0-9]{6}$'`), sizes.students)
    assert.equal(await one(`select count(*) as n from accounts where username ~ '^ct[0-9]{5}$'`), sizes.staff)
    assert.equal(await one(`select count(*) as n from org_units where code ~ '^campus-c[0-9]+-k'`), sizes.classes)
    assert.equal(await one(`select count(*) as n from services where service_no ~ '^CS[0-9]{4}$'`), sizes.services)
    const campusPeople = `(select id from accounts where username ~ '^c[st][0-9]+$')`
    assert.equal(await one(`select count(*) as n from message_records where recipient_id in ${campusPeople}`), sizes.messages)
    assert.equal(await one(`select count(*) as n from schedule_events where uid like 'campus-%'`), sizes.events)
    assert.equal(await one(`select count(*) as n from flow_applications where initiator_id in ${campusPeople}`), sizes.applications)
    assert.equal(await one(`select count(*) as n from personal_todos where creator_id in ${campusPeople}`), sizes.todos)
    for (const table of ['accounts', 'message_records', 'schedule_events', 'search_documents']) {
      const step = seeded.steps.find((s) => s.table === table)
      assert.ok(step && step.rows > 0 && step.ms >= 0, `${table} timed`)
    }
    await assert.rejects(seedCampus(t.database, { scale: SCALE }), /already holds the campus data set/)
    // The demo seed runs at every server start: it fills the demo's classes with generated people, never the campus ones.
    await seedDemoInstitution(t.database.db)
    assert.equal(await one(`select count(*) as n from accounts where org_code like 'campus-%' and username !~ '^c[st][0-9]+$'`), 0)
  })

  it('keeps what the app relies on: pinyin, default calendars, one to-do per current step, search documents, nothing queued', async () => {
    const campusPeople = `(select id from accounts where username ~ '^c[st][0-9]+$')`
    assert.equal(
      await one(
        `select count(*) as n from ${campusPeople} p left join person_spellings s on s.account_id = p.id where s.spelling is null or s.spelling = ''`,
      ),
      0,
    )
    assert.equal(
      await one(
        `select count(*) as n from ${campusPeople} p where not exists (select 1 from schedule_calendars c where c.owner_account_id = p.id and c.is_default)`,
      ),
      0,
    )
    // In flight: exactly one pending task, at the current step, for the handler the route names.
    assert.equal(
      await one(`select count(*) as n from flow_applications a where a.initiator_id in ${campusPeople} and a.status = 'progress' and
        (select count(*) from flow_tasks k where k.application_id = a.id and k.status = 'pending' and k.step_index = a.current_step
           and k.handler_id = (a.route -> a.current_step -> 'handlerIds' ->> 0)::uuid) <> 1`),
      0,
    )
    assert.equal(
      await one(`select count(*) as n from flow_applications where serial_no !~ '^(QJ|ZD)[0-9]{13}$' and initiator_id in ${campusPeople}`),
      0,
    )
    // Every searchable seeded row has its document (people, services, news, events, applications, to-dos).
    const sizes = campusSizes(SCALE)
    const documents =
      await one(`select count(*) as n from search_documents where (source_id in (select id::text from ${campusPeople}) or (doc_type = 'schedule' and source_id in (select 'event:' || id from schedule_events where uid like 'campus-%'))
        or (doc_type = 'task' and source_id in (select 'flow:' || id from flow_applications where initiator_id in ${campusPeople}) )
        or (doc_type = 'task' and source_id in (select 'todo:' || id from personal_todos where creator_id in ${campusPeople})))`)
    assert.equal(documents, sizes.students + sizes.staff + sizes.events + sizes.applications + sizes.todos)
    assert.equal(await one(`select count(*) as n from search_pending`), 0)
  })

  it('a seeded student reads the home, the badge, the message list, requests, a month and the service centre', async () => {
    data(await student.get('/portal-api/v1/cms/home'))
    const unread = data<number>(await student.post(`${MC}/instantMessage/getAppAllUnReadCount/new`, { mobile: false }))
    const id = await idOf(studentUsername(1))
    const expected = await one(
      `select count(*) as n from message_records r where recipient_id = $1 and read_at is null and deleted_at is null`,
      [id],
    )
    assert.equal(unread, expected)
    const apps = data(await student.get(`${MC}/instantMessage/getAppInstantMessageList/new`))
    assert.ok(JSON.stringify(apps).length > 2, 'message list has apps')
    const requests = data<{ total: number }>(await student.get('/flow/center-list/list', { level: 'myRequest', pageSize: 20 }))
    assert.ok(requests.total >= 0)
    const now = new Date()
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString()
    assert.ok(
      data<unknown[]>(await student.get('/portal-api/v1/schedule/occurrences', { from, to })).length > 0,
      'the busiest student has events this month',
    )
    data(await student.get('/portal-api/v1/service/catalogue'))
  })

  it('a seeded member of staff has to-dos, and search finds seeded news and services', async () => {
    const todo = data<{ total: number }>(await staff.get('/flow/center-list/list', { level: 'myTodo', pageSize: 20 }))
    const id = await idOf(staffUsername(1))
    assert.equal(todo.total, await one(`select count(*) as n from flow_tasks where handler_id = $1 and status = 'pending'`, [id]))
    const firstTitle = async (query: string) => String((await t.database.pool.query<{ title: string }>(query)).rows[0]?.title)
    for (const title of [
      await firstTitle(`select title from cms_articles where content like '%请相关师生留意。</p>' order by id limit 1`),
      await firstTitle(
        `select service_name as title from services where service_no ~ '^CS' and cardinality(identities) = 0 order by service_id limit 1`,
      ),
    ]) {
      const found = data<{ groups: Array<{ items: Array<{ title: string }> }> }>(
        await student.get('/portal-api/v1/search/all', { keyword: title }),
      )
      assert.ok(
        found.groups.some((group) => group.items.some((item) => item.title === title)),
        `search finds the seeded ${title}`,
      )
    }
  })
})
