import type { Dayjs } from 'dayjs'

/** 重复设置 choices (personSet); stored as an RFC 5545 RRULE body without DTSTART. */
export type RepeatKind = 'none' | 'daily' | 'weekdays' | 'weekly' | 'monthlyDate' | 'monthlyNth' | 'yearly' | 'custom'
export type RepeatUnit = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY'
export type RepeatEnd = { type: 'never' } | { type: 'until'; date: string } | { type: 'count'; count: number }

export interface RepeatSetting {
  kind: RepeatKind
  /** Every `interval` units (custom). */
  interval: number
  unit: RepeatUnit
  /** MO…SU for weekly. */
  weekdays: string[]
  end: RepeatEnd
}

export const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const
const WEEKDAY_NAMES: Record<string, string> = { SU: '日', MO: '一', TU: '二', WE: '三', TH: '四', FR: '五', SA: '六' }
const UNIT_NAMES: Record<RepeatUnit, string> = { DAILY: '天', WEEKLY: '周', MONTHLY: '个月', YEARLY: '年' }
const ORDINALS = ['', '第1个', '第2个', '第3个', '第4个']

export const REPEAT_KINDS: ReadonlyArray<{ kind: RepeatKind; label: string }> = [
  { kind: 'none', label: '不重复' },
  { kind: 'daily', label: '每天' },
  { kind: 'weekdays', label: '每个工作日（周一至周五）' },
  { kind: 'weekly', label: '每周' },
  { kind: 'monthlyDate', label: '每月（按日期）' },
  { kind: 'monthlyNth', label: '每月（按第几个星期几）' },
  { kind: 'yearly', label: '每年' },
  { kind: 'custom', label: '自定义间隔' },
]

export const NO_REPEAT: RepeatSetting = { kind: 'none', interval: 1, unit: 'WEEKLY', weekdays: [], end: { type: 'never' } }

/** Which occurrence of its weekday in the month `start` is: 1–4, or -1 for the last (a 5th is always the last). */
export function nthWeekday(start: Dayjs): number {
  const n = Math.ceil(start.date() / 7)
  return n >= 5 || start.add(7, 'day').month() !== start.month() ? -1 : n
}

const weekdayOf = (start: Dayjs) => WEEKDAY_CODES[start.day()]!

/** The RRULE body for a setting, anchored on the event's start (its local date and weekday); null = no repeat. */
export function toRrule(setting: RepeatSetting, start: Dayjs): string | null {
  const parts: string[] = []
  switch (setting.kind) {
    case 'none':
      return null
    case 'daily':
      parts.push('FREQ=DAILY')
      break
    case 'weekdays':
      parts.push('FREQ=WEEKLY', 'BYDAY=MO,TU,WE,TH,FR')
      break
    case 'weekly': {
      const days = setting.weekdays.length ? setting.weekdays : [weekdayOf(start)]
      parts.push('FREQ=WEEKLY', `BYDAY=${WEEKDAY_CODES.filter((d) => days.includes(d)).join(',')}`)
      break
    }
    case 'monthlyDate':
      parts.push('FREQ=MONTHLY', `BYMONTHDAY=${start.date()}`)
      break
    case 'monthlyNth':
      parts.push('FREQ=MONTHLY', `BYDAY=${nthWeekday(start)}${weekdayOf(start)}`)
      break
    case 'yearly':
      parts.push('FREQ=YEARLY')
      break
    case 'custom':
      parts.push(`FREQ=${setting.unit}`, `INTERVAL=${Math.max(1, Math.round(setting.interval))}`)
      break
  }
  if (setting.end.type === 'until') parts.push(`UNTIL=${setting.end.date.replace(/-/g, '')}`)
  if (setting.end.type === 'count') parts.push(`COUNT=${Math.max(1, Math.round(setting.end.count))}`)
  return parts.join(';')
}

/** The setting a stored RRULE body stands for (what personSet shows when editing). */
export function fromRrule(rrule: string | null | undefined): RepeatSetting {
  if (!rrule) return NO_REPEAT
  const fields = Object.fromEntries(rrule.split(';').map((p) => p.split('=') as [string, string]))
  const freq = (fields.FREQ ?? 'WEEKLY') as RepeatUnit
  const interval = Number(fields.INTERVAL ?? 1)
  const byday = fields.BYDAY ? fields.BYDAY.split(',') : []
  const until = fields.UNTIL?.slice(0, 8)
  const end: RepeatEnd = fields.COUNT
    ? { type: 'count', count: Number(fields.COUNT) }
    : until
      ? { type: 'until', date: `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}` }
      : { type: 'never' }
  const base = { interval, unit: freq, weekdays: [] as string[], end }
  if (interval > 1) return { ...base, kind: 'custom' }
  if (freq === 'DAILY') return { ...base, kind: 'daily' }
  if (freq === 'WEEKLY' && byday.join(',') === 'MO,TU,WE,TH,FR') return { ...base, kind: 'weekdays' }
  if (freq === 'WEEKLY') return { ...base, kind: 'weekly', weekdays: byday }
  if (freq === 'MONTHLY' && byday.length) return { ...base, kind: 'monthlyNth' }
  if (freq === 'MONTHLY') return { ...base, kind: 'monthlyDate' }
  return { ...base, kind: 'yearly' }
}

/** 每周一、三，共 10 次 — the label the form and the detail page show. */
export function describeRepeat(setting: RepeatSetting, start: Dayjs): string {
  let text: string
  switch (setting.kind) {
    case 'none':
      return '不重复'
    case 'daily':
      text = '每天'
      break
    case 'weekdays':
      text = '每个工作日'
      break
    case 'weekly': {
      const days = setting.weekdays.length ? setting.weekdays : [weekdayOf(start)]
      text = `每周${WEEKDAY_CODES.filter((d) => days.includes(d))
        .map((d) => WEEKDAY_NAMES[d])
        .join('、')}`
      break
    }
    case 'monthlyDate':
      text = `每月${start.date()}日`
      break
    case 'monthlyNth': {
      const n = nthWeekday(start)
      text = `每月${n === -1 ? '最后一个' : ORDINALS[n]}周${WEEKDAY_NAMES[weekdayOf(start)]}`
      break
    }
    case 'yearly':
      text = `每年${start.month() + 1}月${start.date()}日`
      break
    case 'custom':
      text = `每${setting.interval}${UNIT_NAMES[setting.unit]}`
      break
  }
  if (setting.end.type === 'until') return `${text}，至 ${setting.end.date}`
  if (setting.end.type === 'count') return `${text}，共 ${setting.end.count} 次`
  return text
}

const PHONE_INTERVALS = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' } as const

/**
 * How a phone calendar (the mini-program's addPhoneRepeatCalendar) can repeat a rule by itself: every day, week, month
 * or year from the first start, until a date. Undefined for what it cannot say (every other week, two weekdays, the
 * second Monday): those are exported as a file where the whole rule travels.
 */
export function phoneRepeatOf(
  rrule: string | null | undefined,
  firstStart: Dayjs,
): { every: 'day' | 'week' | 'month' | 'year'; until?: Date } | undefined {
  if (!rrule) return undefined
  const parts = new Map(
    rrule
      .replace(/^RRULE:/i, '')
      .split(';')
      .map((part) => part.split('=') as [string, string]),
  )
  const every = PHONE_INTERVALS[parts.get('FREQ') as keyof typeof PHONE_INTERVALS]
  if (!every || (parts.get('INTERVAL') ?? '1') !== '1') return undefined
  const known = new Set(['FREQ', 'INTERVAL', 'UNTIL', 'COUNT', 'WKST'])
  const byDay = parts.get('BYDAY')
  const ownWeekday = every === 'week' && byDay === WEEKDAY_CODES[firstStart.day()]
  if ([...parts.keys()].some((key) => !known.has(key) && !(key === 'BYDAY' && ownWeekday))) return undefined
  if (every === 'month' && firstStart.date() > 28) return undefined
  const until = parts.get('UNTIL')
  if (until) {
    const [, y, m, d, time = 'T235959', z = ''] = /^(\d{4})(\d\d)(\d\d)(T\d{6})?(Z)?$/.exec(until) ?? []
    if (!y) return undefined
    const clock = `${time.slice(1, 3)}:${time.slice(3, 5)}:${time.slice(5, 7)}`
    return { every, until: new Date(`${y}-${m}-${d}T${clock}${z ? 'Z' : ''}`) }
  }
  const count = Number(parts.get('COUNT') ?? 0)
  return count > 0
    ? {
        every,
        until: firstStart
          .add(count - 1, every)
          .endOf('day')
          .toDate(),
      }
    : { every }
}
