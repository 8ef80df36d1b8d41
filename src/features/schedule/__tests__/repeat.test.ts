import dayjs from 'dayjs'
import { describeRepeat, fromRrule, NO_REPEAT, phoneRepeatOf, toRrule, type RepeatSetting } from '@/features/schedule/repeat'

const start = dayjs('2026-11-17T09:00:00') // a Tuesday, the 3rd of the month
const setting = (patch: Partial<RepeatSetting>): RepeatSetting => ({ ...NO_REPEAT, ...patch })

describe('repeat settings ↔ RRULE', () => {
  it.each([
    [setting({ kind: 'none' }), null, '不重复'],
    [setting({ kind: 'daily' }), 'FREQ=DAILY', '每天'],
    [setting({ kind: 'weekdays' }), 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '每个工作日'],
    [setting({ kind: 'weekly', weekdays: ['WE', 'MO'] }), 'FREQ=WEEKLY;BYDAY=MO,WE', '每周一、三'],
    [setting({ kind: 'weekly' }), 'FREQ=WEEKLY;BYDAY=TU', '每周二'],
    [setting({ kind: 'monthlyDate' }), 'FREQ=MONTHLY;BYMONTHDAY=17', '每月17日'],
    [setting({ kind: 'monthlyNth' }), 'FREQ=MONTHLY;BYDAY=3TU', '每月第3个周二'],
    [setting({ kind: 'yearly', end: { type: 'count', count: 5 } }), 'FREQ=YEARLY;COUNT=5', '每年11月17日，共 5 次'],
    [
      setting({ kind: 'custom', unit: 'WEEKLY', interval: 2, end: { type: 'until', date: '2027-01-15' } }),
      'FREQ=WEEKLY;INTERVAL=2;UNTIL=20270115',
      '每2周，至 2027-01-15',
    ],
  ])('%#: %j', (s, rrule, label) => {
    expect(toRrule(s, start)).toBe(rrule)
    expect(describeRepeat(s, start)).toBe(label)
    expect(describeRepeat(fromRrule(rrule), start)).toBe(label)
  })

  it('the last weekday of a month is -1 (a 5th occurrence does not exist every month)', () => {
    expect(toRrule(setting({ kind: 'monthlyNth' }), dayjs('2026-11-24T09:00:00'))).toBe('FREQ=MONTHLY;BYDAY=-1TU')
    expect(describeRepeat(setting({ kind: 'monthlyNth' }), dayjs('2026-11-30T09:00:00'))).toBe('每月最后一个周一')
  })
})

describe('phoneRepeatOf (what a phone calendar repeats by itself)', () => {
  const monday = dayjs('2027-10-04 09:00')
  it('every day, week (on the first start’s weekday), month or year, until UNTIL or the COUNT-th time', () => {
    expect(phoneRepeatOf('FREQ=WEEKLY;COUNT=6', monday)).toEqual({ every: 'week', until: monday.add(5, 'week').endOf('day').toDate() })
    expect(phoneRepeatOf('FREQ=WEEKLY;BYDAY=MO;UNTIL=20271231T155959Z', monday)).toEqual({
      every: 'week',
      until: new Date('2027-12-31T15:59:59Z'),
    })
    expect(phoneRepeatOf('FREQ=DAILY', monday)).toEqual({ every: 'day' })
    expect(phoneRepeatOf('RRULE:FREQ=YEARLY;INTERVAL=1', monday)).toEqual({ every: 'year' })
  })

  it('nothing for what it cannot say: every other week, two weekdays, the 2nd Monday, the 31st, no rule', () => {
    expect(phoneRepeatOf('FREQ=WEEKLY;INTERVAL=2', monday)).toBeUndefined()
    expect(phoneRepeatOf('FREQ=WEEKLY;BYDAY=MO,WE', monday)).toBeUndefined()
    expect(phoneRepeatOf('FREQ=MONTHLY;BYDAY=2MO', monday)).toBeUndefined()
    expect(phoneRepeatOf('FREQ=MONTHLY', dayjs('2027-10-31 09:00'))).toBeUndefined()
    expect(phoneRepeatOf(null, monday)).toBeUndefined()
  })
})
