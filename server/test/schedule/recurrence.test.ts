import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { expandSeries, seriesEnd, type Series } from '../../src/lib/schedule/recurrence'
import { instantOf, wallOf } from '../../src/lib/schedule/zoned-time'

const now = new Date('2026-11-23T00:00:00Z')
const series = (zone: string, localStart: string, rrule: string | null, minutes = 60): Series => {
  const startAt = instantOf(new Date(`${localStart}Z`), zone)
  return {
    id: 1,
    title: '例会',
    location: '',
    notes: '',
    startAt,
    endAt: new Date(startAt.getTime() + minutes * 60_000),
    timeZone: zone,
    rrule,
    exdates: [],
  }
}
const local = (d: Date, zone: string) => wallOf(d, zone).toISOString().slice(0, 16)
const shanghai = (d: Date) => local(d, 'Asia/Shanghai')

describe('recurrence expansion in IANA zones', () => {
  it('a weekly 09:00 New York event stays at 09:00 New York time across the March change and moves in Shanghai', () => {
    const s = series('America/New_York', '2026-02-23T09:00', 'FREQ=WEEKLY;BYDAY=MO;COUNT=4')
    const got = expandSeries(s, new Date('2026-02-01Z'), new Date('2026-04-01Z'))
    assert.deepEqual(
      got.map((o) => local(o.start, 'America/New_York')),
      ['2026-02-23T09:00', '2026-03-02T09:00', '2026-03-09T09:00', '2026-03-16T09:00'],
    )
    assert.deepEqual(
      got.map((o) => shanghai(o.start)),
      ['2026-02-23T22:00', '2026-03-02T22:00', '2026-03-09T21:00', '2026-03-16T21:00'],
    )
  })

  it('London and Sydney (southern hemisphere, change on 5 April) keep their local hour', () => {
    const london = expandSeries(
      series('Europe/London', '2026-03-20T18:30', 'FREQ=DAILY;COUNT=15'),
      new Date('2026-03-01Z'),
      new Date('2026-05-01Z'),
    )
    assert.ok(london.every((o) => local(o.start, 'Europe/London').endsWith('T18:30')))
    assert.deepEqual(
      [london[8]!.start.toISOString(), london[9]!.start.toISOString()],
      ['2026-03-28T18:30:00.000Z', '2026-03-29T17:30:00.000Z'],
    )
    const sydney = expandSeries(
      series('Australia/Sydney', '2026-03-28T10:00', 'FREQ=WEEKLY;COUNT=3'),
      new Date('2026-03-01Z'),
      new Date('2026-05-01Z'),
    )
    assert.deepEqual(
      sydney.map((o) => o.start.toISOString()),
      ['2026-03-27T23:00:00.000Z', '2026-04-03T23:00:00.000Z', '2026-04-11T00:00:00.000Z'],
    )
  })

  it('a time skipped by spring-forward moves forward by the gap; zones without DST never shift', () => {
    const gap = expandSeries(
      series('America/New_York', '2026-03-07T02:30', 'FREQ=DAILY;COUNT=3'),
      new Date('2026-03-01Z'),
      new Date('2026-04-01Z'),
    )
    assert.deepEqual(
      gap.map((o) => local(o.start, 'America/New_York')),
      ['2026-03-07T02:30', '2026-03-08T03:30', '2026-03-09T02:30'],
    )
    const kolkata = expandSeries(
      series('Asia/Kolkata', '2026-01-05T09:00', 'FREQ=MONTHLY;BYDAY=1MO;COUNT=12'),
      new Date('2026-01-01Z'),
      new Date('2027-01-01Z'),
    )
    assert.equal(kolkata.length, 12)
    assert.ok(kolkata.every((o) => o.start.toISOString().endsWith('T03:30:00.000Z')))
  })

  it('exdates remove occurrences and overrides move them, also into the window from outside it', () => {
    const s = series('Asia/Shanghai', '2026-11-02T08:00', 'FREQ=WEEKLY;COUNT=5')
    const second = new Date('2026-11-09T00:00:00Z')
    const fifth = new Date('2026-11-30T00:00:00Z')
    const moved = {
      recurrenceId: fifth,
      title: '改期',
      startAt: new Date('2026-11-12T06:00:00Z'),
      endAt: new Date('2026-11-12T07:00:00Z'),
      location: '',
      notes: '',
    }
    const got = expandSeries({ ...s, exdates: [second], overrides: [moved] }, new Date('2026-11-01Z'), new Date('2026-11-20Z'))
    assert.deepEqual(
      got.map((o) => [o.title, o.start.toISOString()]),
      [
        ['例会', '2026-11-02T00:00:00.000Z'],
        ['改期', '2026-11-12T06:00:00.000Z'],
        ['例会', '2026-11-16T00:00:00.000Z'],
      ],
    )
  })

  it('bounds: too many occurrences, none at all, or an end beyond ten years are refused; never-ending rules have no end', () => {
    assert.throws(() => seriesEnd(series('UTC', '2026-01-01T00:00', 'FREQ=DAILY;COUNT=10000'), now), /1 至 5000/)
    assert.throws(() => seriesEnd(series('UTC', '2026-01-01T00:00', 'FREQ=DAILY;UNTIL=20500101T000000Z'), now), /最多 5000|10 年/)
    assert.throws(() => seriesEnd(series('UTC', '2026-01-01T00:00', 'FREQ=HOURLY'), now), /每天/)
    assert.throws(() => seriesEnd(series('UTC', '2026-01-01T00:00', 'FREQ=WEEKLY;BYHOUR=3'), now), /不支持 BYHOUR/)
    assert.throws(() => seriesEnd(series('UTC', '2026-01-01T00:00', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;UNTIL=20270101'), now), /没有产生/)
    assert.equal(seriesEnd(series('UTC', '2026-01-01T00:00', 'FREQ=WEEKLY'), now), null)
    assert.equal(seriesEnd(series('UTC', '2026-01-01T00:00', 'FREQ=WEEKLY;COUNT=2'), now)?.toISOString(), '2026-01-08T01:00:00.000Z')
  })

  it('a never-ending weekly rule expands only within the window asked for', () => {
    const got = expandSeries(series('Asia/Shanghai', '2020-01-06T08:00', 'FREQ=WEEKLY'), new Date('2026-11-01Z'), new Date('2026-12-01Z'))
    assert.equal(got.length, 5)
  })
})
