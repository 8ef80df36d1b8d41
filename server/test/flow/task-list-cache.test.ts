// The task-centre pages are kept per person between requests (issue 37): a handler's own action is in the writing
// instance's next page at once, and every party's page on another instance within moments (change feed, migration
// 0042); a page with a task about to turn overdue is kept only until that deadline.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { as, data, type Caller } from '../message-center/helpers'

interface Item {
  id: number
  taskId: number | null
  typeName: string
  status: string
  currentStepName: string
  initiator: { username: string; name: string }
  overdue: boolean
  deadline: string | null
}
interface Page {
  items: Item[]
  total: number
}

const LIST = '/flow/center-list/list'

describe('the task lists kept between requests, on two instances', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  let teacherA: Caller
  let teacherB: Caller
  let leaderB: Caller
  let studentB: Caller
  before(async () => {
    database = await createTestDatabase()
    ;[a, b] = await Promise.all([createTestApp({ database }), createTestApp({ database })])
    teacherA = await as(a.app, 't1001')
    teacherB = await as(b.app, 't1001')
    leaderB = await as(b.app, 't1002')
    studentB = await as(b.app, '2026001')
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  const list = async (caller: Caller, level: string) => data<Page>(await caller.get(LIST, { level, pageSize: 50 }))
  const has = async (caller: Caller, level: string, id: number) => (await list(caller, level)).items.some((item) => item.id === id)
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    assert.fail(`not within 2 s: ${what}`)
  }
  /** A write made with triggers off (replica mode): it sends no notice, as if the feed had lost it. */
  const unannounced = async (statement: string, values: unknown[]) => {
    const client = await database.pool.connect()
    try {
      await client.query('SET session_replication_role = replica')
      await client.query(statement, values)
      await client.query('SET session_replication_role = DEFAULT')
    } finally {
      client.release()
    }
  }

  it('answers from what it keeps, with a validator; a notice for the person makes the page fresh', async () => {
    const first = await teacherA.get(LIST, { level: 'myTodo', pageSize: 50 })
    const page = data<Page>(first)
    assert.ok(page.total >= 5, 'the demo teacher has approvals waiting')
    const again = await a.app.inject({
      method: 'GET',
      url: `${LIST}?level=myTodo&pageSize=50`,
      headers: { 'x-id-token': teacherA.token, 'if-none-match': String(first.headers.etag) },
    })
    assert.equal(again.statusCode, 304, 'unchanged: no body')
    const item = page.items[0]!
    await unannounced(`UPDATE flow_applications SET title = title || '（改）' WHERE id = $1`, [item.id])
    assert.equal((await list(teacherA, 'myTodo')).items[0]!.id, item.id)
    assert.ok(
      !(await list(teacherA, 'myTodo')).items.some((entry) => /（改）$/.test((entry as unknown as { title: string }).title)),
      'kept',
    )
    const teacherId = (await database.pool.query<{ id: string }>(`SELECT id FROM accounts WHERE username = 't1001'`)).rows[0]!.id
    await database.pool.query(`SELECT pg_notify('portal_task_lists', 'account:' || $1::text)`, [teacherId])
    await eventually(
      async () => (await list(teacherA, 'myTodo')).items.some((entry) => /（改）$/.test((entry as unknown as { title: string }).title)),
      'instance a hears the notice',
    )
  })

  it('a new request reaches its handler; an approval leaves the handler’s to-do at once and reaches the others elsewhere', async () => {
    // Every party's pages are kept before the writes.
    await list(teacherA, 'myTodo')
    await list(teacherA, 'myDone')
    await list(teacherB, 'myTodo')
    await list(leaderB, 'myTodo')
    await list(studentB, 'myRequest')
    const form = { leaveType: '事假', startTime: '2026-12-10T00:00:00.000Z', endTime: '2026-12-11T10:00:00.000Z', reason: '家中有事' }
    const id = data<{ id: number }>(await studentB.post('/flow/application/start', { type: 'leave', form })).id
    assert.equal(await has(studentB, 'myRequest', id), true, 'the initiator’s instance: at once')
    await eventually(async () => await has(teacherA, 'myTodo', id), 'the handler on instance a')
    const item = (await list(teacherA, 'myTodo')).items.find((entry) => entry.id === id)!
    const step = item.currentStepName

    data(await teacherA.post('/flow/application/handle', { taskId: item.taskId, action: 'approve', opinion: '同意' }))
    assert.equal(await has(teacherA, 'myTodo', id), false, 'the writer’s instance: gone from to-do at once')
    assert.equal(await has(teacherA, 'myDone', id), true, 'and in done at once')
    await eventually(async () => !(await has(teacherB, 'myTodo', id)), 'the handler on instance b')
    await eventually(async () => await has(leaderB, 'myTodo', id), 'the next handler on instance b')
    await eventually(
      async () => (await list(studentB, 'myRequest')).items.find((entry) => entry.id === id)!.currentStepName !== step,
      'the initiator on instance b sees the next step',
    )
  })

  it('a form’s new name and a person’s new name reach every kept page', async () => {
    const item = (await list(teacherB, 'myTodo')).items[0]!
    await list(teacherA, 'myTodo')
    await database.pool.query(
      `UPDATE form_definitions SET name = name || '（新）' WHERE code = (SELECT type FROM flow_applications WHERE id = $1)`,
      [item.id],
    )
    const renamedForm = async (caller: Caller) => (await list(caller, 'myTodo')).items.some((entry) => /（新）$/.test(entry.typeName))
    await eventually(() => renamedForm(teacherA), 'instance a')
    await eventually(() => renamedForm(teacherB), 'instance b')

    await database.pool.query(`UPDATE accounts SET display_name = display_name || '同学' WHERE username = $1`, [item.initiator.username])
    const renamedPerson = async (caller: Caller) =>
      (await list(caller, 'myTodo')).items.some((entry) => entry.initiator.name === `${item.initiator.name}同学`)
    await eventually(() => renamedPerson(teacherA), 'instance a')
    await eventually(() => renamedPerson(teacherB), 'instance b')
  })

  it('a page is kept only until a task on it turns overdue, with no notice needed', async () => {
    const item = (await list(teacherA, 'myTodo')).items.find((entry) => !entry.overdue && entry.deadline !== null)!
    assert.ok(item, 'a task not overdue yet')
    // Move the task's start back so that its deadline falls 4 s from now (announced: the page is made again).
    const hoursLeft = (Date.parse(item.deadline!) - Date.now()) / 3_600_000
    await database.pool.query(
      `UPDATE flow_tasks SET created_at = created_at - make_interval(secs => $2::float8 * 3600 - 4) WHERE id = $1`,
      [item.taskId, hoursLeft],
    )
    const entry = async () => (await list(teacherA, 'myTodo')).items.find((row) => row.id === item.id)!
    await eventually(async () => Date.parse((await entry()).deadline!) - Date.now() < 10_000, 'the moved deadline')
    const deadline = Date.parse((await entry()).deadline!)
    const before = await entry()
    if (Date.now() < deadline - 200) assert.equal(before.overdue, false, 'kept, not overdue yet')
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()) + 200))
    assert.equal((await entry()).overdue, true, 'overdue after its deadline, from the same instance')
  })
})
