import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { API, as, data, defaultCalendar, occurrences, type Caller } from './helpers'

const NEW_YORK = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

const vevent = (lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20270101T000000Z', ...lines, 'END:VEVENT']
const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//sfdx test//ZH', ...NEW_YORK, ...events.flat(), 'END:VCALENDAR'].join('\r\n')

/** A weekly 09:00 New York seminar across the March change with one week taken out, plus events this server refuses. */
const FILE = calendar(
  vevent([
    'UID:seminar@test',
    'SUMMARY:纽约研讨课',
    'DTSTART;TZID=America/New_York:20270302T090000',
    'DTEND;TZID=America/New_York:20270302T100000',
    'RRULE:FREQ=WEEKLY;COUNT=4',
    'EXDATE;TZID=America/New_York:20270309T090000',
    'LOCATION:线上',
  ]),
  vevent(['UID:single@test', 'SUMMARY:开学典礼', 'DTSTART:20270301T010000Z', 'DTEND:20270301T030000Z']),
  vevent(['UID:hourly@test', 'SUMMARY:每小时打卡', 'DTSTART:20270301T010000Z', 'DTEND:20270301T011000Z', 'RRULE:FREQ=HOURLY;COUNT=5']),
  vevent(['UID:far@test', 'SUMMARY:遥远的会议', 'DTSTART:20700301T010000Z', 'DTEND:20700301T020000Z']),
  vevent(['UID:orphan@test', 'SUMMARY:孤立的改期', 'RECURRENCE-ID:20270301T010000Z', 'DTSTART:20270302T010000Z', 'DTEND:20270302T020000Z']),
)

describe('.ics import: preview (counts and skipped events with reasons), import, refused files', () => {
  let t: TestApp
  let teacher: Caller
  let calendarId: number
  before(async () => {
    t = await createTestApp()
    teacher = await as(t.app, 't1001')
    calendarId = await defaultCalendar(teacher)
  })
  after(async () => {
    await t.close()
  })

  it('previews without writing: events, repeating, and each skipped event with its reason', async () => {
    const plan = data(await teacher.post(`${API}/import/preview`, { calendarId, ics: FILE }))
    assert.deepEqual(plan, {
      events: 2,
      repeating: 1,
      changedOccurrences: 0,
      skipped: [
        { title: '每小时打卡', reason: '重复频率最小为每天' },
        { title: '遥远的会议', reason: '日程时间须在前后 10 年内' },
        { title: '孤立的改期', reason: '文件中没有它所属的重复日程' },
      ],
    })
    const window = await occurrences(teacher, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z')
    assert.equal(window.filter((o) => o.title === '纽约研讨课').length, 0)
  })

  it('imports: the weekly event keeps 09:00 New York across the change, without the excluded week', async () => {
    const result = data(await teacher.post(`${API}/import`, { calendarId, ics: FILE }))
    assert.equal(result.imported, 2)
    assert.equal(result.skipped.length, 3)
    const window = await occurrences(teacher, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z')
    assert.deepEqual(
      window.filter((o) => o.title === '纽约研讨课').map((o) => o.start),
      ['2027-03-02T14:00:00.000Z', '2027-03-16T13:00:00.000Z', '2027-03-23T13:00:00.000Z'],
    )
    assert.ok(window.some((o) => o.title === '开学典礼'))
  })

  it('refuses, with a reason, what is not a calendar, a calendar without events, and one with nothing importable', async () => {
    const reason = async (ics: string, url = `${API}/import/preview`) => {
      const response = await teacher.post(url, { calendarId, ics })
      assert.equal(response.statusCode, 400)
      return response.json().message as string
    }
    assert.equal(await reason('这不是日历文件'), '不是有效的 .ics 日历文件')
    assert.equal(await reason('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:王芳\r\nEND:VCARD'), '不是有效的 .ics 日历文件')
    assert.equal(await reason(calendar()), '文件中没有日程')
    const nothing = calendar(vevent(['UID:far2@test', 'SUMMARY:太远', 'DTSTART:20700301T010000Z', 'DTEND:20700301T020000Z']))
    assert.equal(data(await teacher.post(`${API}/import/preview`, { calendarId, ics: nothing })).events, 0)
    assert.equal(await reason(nothing, `${API}/import`), '文件中没有可以导入的日程')
  })
})
