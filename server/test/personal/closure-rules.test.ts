// Closing an account: every table that references accounts has a rule (delete, anonymise or keep), the privacy
// policy states them, and after a closure no deleted or anonymised table names the person while others keep
// what they received.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { closeAccount, CLOSED_ACCOUNT_NAME } from '../../src/lib/personal/account-closure'
import { CLOSURE_POLICY_TEXT, CLOSURE_RULES } from '../../src/lib/personal/closure-rules'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data } from '../message-center/helpers'
import { settled } from '../online-send/helpers'

describe('account closure rules', () => {
  let t: TestApp
  const rows = async (query: string, values: unknown[] = []) => (await t.database.pool.query(query, values)).rows
  const idOf = async (username: string) => (await rows('SELECT id FROM accounts WHERE username = $1', [username]))[0]!.id as string
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })

  it('every column that references accounts has a rule, and every rule names such a column', async () => {
    const columns = (
      await rows(`
        SELECT tc.table_name || '.' || kcu.column_name AS name FROM information_schema.table_constraints tc
        JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name
        JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
        WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'accounts' AND ccu.column_name = 'id'`)
    ).map((row) => row.name as string)
    assert.deepEqual(
      columns.filter((name) => !(name in CLOSURE_RULES)),
      [],
      'columns without a closure rule',
    )
    assert.deepEqual(
      Object.keys(CLOSURE_RULES).filter((name) => !columns.includes(name)),
      [],
      'rules for columns that do not reference accounts',
    )
  })

  it('the privacy policy states the rules', async () => {
    const response = await t.app.inject({ url: '/portal-api/v1/agreement/getPrivacyPolicy' })
    assert.equal(response.statusCode, 200)
    assert.ok(
      JSON.stringify(response.json()).includes(JSON.stringify(CLOSURE_POLICY_TEXT).slice(1, -1)),
      'the policy has the closure rules',
    )
  })

  it('deletes or anonymises each kind of the person’s records, and others keep what they received', async () => {
    const student = await as(t.app, '2026001')
    const teacher = await as(t.app, 't1001')
    const studentId = await idOf('2026001')
    const { mine } = data(await student.get('/portal-api/v1/schedule/calendars'))
    const calendarId = mine[0].id
    const event = {
      calendarId,
      title: '注销前的日程',
      allDay: false,
      start: '2027-03-01T01:00:00.000Z',
      end: '2027-03-01T02:00:00.000Z',
      timeZone: 'Asia/Shanghai',
      location: '',
      rrule: null,
      reminders: [],
    }
    data(await student.post('/portal-api/v1/schedule/event/create', event))
    const teacherCalendar = data(await teacher.get('/portal-api/v1/schedule/calendars')).mine[0].id
    const invite = data(
      await teacher.post('/portal-api/v1/schedule/event/create', {
        ...event,
        calendarId: teacherCalendar,
        title: '教师的会议',
        attendees: ['2026001'],
      }),
    )
    data(await student.post('/flow/personal-todo/create', { title: '注销前的待办' }))
    data(
      await student.post('/flow/application/start', {
        type: 'leave',
        form: { leaveType: '事假', startTime: '2027-03-02T00:00:00.000Z', endTime: '2027-03-03T00:00:00.000Z', reason: '回家' },
      }),
    )
    await t.database.pool.query(
      `INSERT INTO uploaded_files (owner_id, file_name, mime_type, kind, byte_size, content) VALUES ($1, 'own.pdf', 'application/pdf', 'document', 1, '\\x00')`,
      [studentId],
    )
    const sent = data(
      await student.post('/message-center/center/api/v1/onlineSend/send', {
        typeCode: 'os_notice',
        title: '班会通知',
        content: '今晚班会',
        channels: ['site'],
        recipients: [{ type: 'org', name: '计科2301班', ins_code: 'sfdx-cs-2301' }],
      }),
    )
    await settled(student, sent.id)
    const counts = async () => {
      const out: Record<string, number> = {}
      for (const where of Object.keys(CLOSURE_RULES)) {
        const [table, column] = where.split('.')
        out[where] = Number((await rows(`SELECT count(*) AS n FROM "${table}" WHERE "${column}" = $1`, [studentId]))[0]!.n)
      }
      return out
    }
    const before = await counts()
    for (const where of [
      'message_records.recipient_id',
      'schedule_calendars.owner_account_id',
      'schedule_attendees.account_id',
      'personal_todos.creator_id',
      'flow_applications.initiator_id',
      'uploaded_files.owner_id',
      'online_sends.sender_id',
    ]) {
      assert.ok(before[where]! > 0, `${where}: the person has records before closing`)
    }

    await t.app.db.transaction(async (tx) => closeAccount(tx, studentId, new Date()))

    const afterClosing = await counts()
    for (const [where, rule] of Object.entries(CLOSURE_RULES)) {
      if (rule.rule === 'keep') continue
      assert.equal(afterClosing[where], 0, `${where} (${rule.rule}) still names the person`)
    }
    // Others keep what they received or own: the teacher's meeting, the class's copies of the student's send.
    assert.equal((await rows('SELECT count(*) AS n FROM schedule_events WHERE id = $1', [invite.id]))[0]!.n, '1')
    const received = await rows(
      `SELECT m.sender_name FROM message_records m JOIN online_send_recipients r ON r.record_id = m.id WHERE r.send_id = $1`,
      [sent.id],
    )
    assert.ok(received.length > 0)
    assert.ok(received.every((row) => row.sender_name === CLOSED_ACCOUNT_NAME))
  })
})
