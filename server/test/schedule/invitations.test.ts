// Invitations: an edit and its attendees are saved together or not at all; unanswered invitations never push the
// invitee's calendar over its cap; an organiser's invitations are limited per 24 hours; an invitee declines every
// invitation of one organiser at once.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { INVITATIONS_PER_DAY } from '../../src/lib/schedule/attendees-repository'
import { API, as, data, defaultCalendar, occurrences, weekly, type Caller } from './helpers'

describe('schedule invitations', () => {
  let t: TestApp
  let organiser: Caller
  let invitee: Caller
  let calendarId: number
  before(async () => {
    t = await createTestApp()
    organiser = await as(t.app, '2026001')
    invitee = await as(t.app, 't1001')
    calendarId = await defaultCalendar(organiser)
  })
  after(async () => {
    await t.close()
  })

  it('an edit refused for an unknown attendee leaves the event as it was', async () => {
    const created = data(
      await organiser.post(`${API}/event/create`, { ...weekly(calendarId, '2027-03-01T01:00:00.000Z', 'Asia/Shanghai'), title: '原标题' }),
    )
    const refused = await organiser.post(`${API}/event/edit`, {
      ...weekly(calendarId, '2027-03-01T01:00:00.000Z', 'Asia/Shanghai'),
      title: '新标题',
      id: created.id,
      scope: 'all',
      attendees: ['t1001', 'nobody-here'],
    })
    assert.equal(refused.statusCode, 400)
    assert.equal(refused.json().message, '找不到参与人：nobody-here')
    const detail = data(await organiser.get(`${API}/event`, { id: created.id }))
    assert.equal(detail.title, '原标题')
    assert.deepEqual(detail.attendees, [])
  })

  it('170 daily series of unanswered invitations do not break the invitee’s month; declining one organiser clears them', async () => {
    const daily = (i: number) => ({
      calendarId,
      title: `每日打卡 ${i}`,
      allDay: false,
      start: '2027-05-01T00:00:00.000Z',
      end: '2027-05-01T00:30:00.000Z',
      timeZone: 'Asia/Shanghai',
      location: '',
      rrule: 'FREQ=DAILY;COUNT=60',
      reminders: [],
      attendees: ['t1001'],
    })
    const invited = new Set<number>()
    for (let i = 0; i < 170; i++) invited.add(data(await organiser.post(`${API}/event/create`, daily(i))).id)
    const last = [...invited].at(-1)!
    // 170 × 31 occurrences in May would be 5,270: over the cap, yet the invitee's own month answers.
    const own = data(
      await invitee.post(`${API}/event/create`, {
        ...weekly(await defaultCalendar(invitee), '2027-05-03T01:00:00.000Z', 'Asia/Shanghai'),
        title: '自己的周会',
      }),
    )
    const month = await occurrences(invitee, '2027-05-01T00:00:00Z', '2027-06-01T00:00:00Z')
    assert.equal(month.length, 5000)
    assert.ok(month.some((o) => o.eventId === own.id))
    const declined = data(await invitee.post(`${API}/event/declineFromOrganiser`, { id: last }))
    assert.equal(declined.declined, 170)
    const after = await occurrences(invitee, '2027-05-01T00:00:00Z', '2027-06-01T00:00:00Z')
    assert.ok(after.some((o) => o.eventId === own.id))
    assert.equal(after.filter((o) => invited.has(o.eventId)).length, 0)
    // Not invited to it: nothing to decline, and nothing said about whose event it is.
    const stranger = await as(t.app, '2026002')
    assert.equal((await stranger.post(`${API}/event/declineFromOrganiser`, { id: last })).statusCode, 404)
  })

  it('an organiser sends at most the day’s invitations, and a refused event is not saved', async () => {
    const { rows } = await t.app.db.execute<{ username: string }>(
      sql`SELECT username FROM accounts WHERE identity_type_code = 'student' AND username <> '2026001' ORDER BY username LIMIT 200`,
    )
    const used = 170
    const left = INVITATIONS_PER_DAY - used
    const body = (attendees: string[]) => ({ ...weekly(calendarId, '2027-07-01T01:00:00.000Z', 'Asia/Shanghai'), title: '大会', attendees })
    const events = async () =>
      Number((await t.app.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM schedule_events WHERE title = '大会'`)).rows[0]!.n)
    // Two events fill what is left of the day (at most 100 attendees an event), a third one more is refused.
    data(await organiser.post(`${API}/event/create`, body(rows.slice(0, 100).map((r) => r.username))))
    data(await organiser.post(`${API}/event/create`, body(rows.slice(100, left).map((r) => r.username))))
    const over = await organiser.post(`${API}/event/create`, body(rows.slice(0, 1).map((r) => r.username)))
    assert.equal(over.statusCode, 429)
    assert.equal(over.json().message, `邀请过于频繁：24 小时内最多邀请 ${INVITATIONS_PER_DAY} 人次，目前还可邀请 0 人次`)
    assert.equal(await events(), 2)
    // Every invitee of the two saved events got the invitation message (delivered in one batch per event).
    const invited = await t.app.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM message_records WHERE title = '日程邀请：大会'`)
    assert.equal(Number(invited.rows[0]!.n), left)
  })
})
