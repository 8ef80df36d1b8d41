import {
  ProFormDateRangePicker,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components'
import dayjs, { type Dayjs } from 'dayjs'
import type { CalendarEventSaveBody, ConsoleCalendarEvent } from '@contract/admin-calendars'

/** Public calendars are written in Beijing time (no daylight saving: a fixed +08:00 offset). */
export const ZONE = 'Asia/Shanghai'
const OFFSET = '+08:00'

const FREQUENCIES = { DAILY: '天', WEEKLY: '周', MONTHLY: '月', YEARLY: '年' } as const
type Frequency = keyof typeof FREQUENCIES
type Repeat = 'none' | Frequency | 'custom'

export interface EventForm extends Record<string, unknown> {
  title: string
  allDay: boolean
  range: [Dayjs, Dayjs]
  location?: string
  notes?: string
  repeat: Repeat
  interval?: number
  count?: number
  rule?: string
}

/** The wall time in Beijing of an instant, as the pickers show it (whatever the operator's own zone). */
const beijing = (iso: string) => dayjs(new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 19))
const instant = (wall: Dayjs) => `${wall.format('YYYY-MM-DDTHH:mm:ss')}${OFFSET}`

/** When an event happens, in Beijing time, and how it repeats, in words. */
export function describeEvent(event: ConsoleCalendarEvent): string {
  const start = beijing(event.start)
  const end = beijing(event.end)
  const when = event.allDay
    ? end.diff(start, 'day') > 1
      ? `${start.format('YYYY-MM-DD')} 至 ${end.subtract(1, 'day').format('YYYY-MM-DD')}（全天）`
      : `${start.format('YYYY-MM-DD')}（全天）`
    : `${start.format('YYYY-MM-DD HH:mm')} – ${end.format(end.isSame(start, 'day') ? 'HH:mm' : 'YYYY-MM-DD HH:mm')}`
  return event.rrule ? `${when}，${describeRule(event.rrule)}` : when
}

function parseRule(rule: string): { repeat: Repeat; interval?: number; count?: number } {
  const parts = new Map(rule.split(';').map((part) => part.split('=') as [string, string]))
  const freq = parts.get('FREQ') as Frequency | undefined
  const known = [...parts.keys()].every((key) => ['FREQ', 'INTERVAL', 'COUNT'].includes(key))
  if (!freq || !(freq in FREQUENCIES) || !known) return { repeat: 'custom' }
  return { repeat: freq, interval: Number(parts.get('INTERVAL') ?? 1), count: parts.has('COUNT') ? Number(parts.get('COUNT')) : undefined }
}

export function describeRule(rule: string): string {
  const parsed = parseRule(rule)
  if (parsed.repeat === 'custom' || parsed.repeat === 'none') return `重复规则 ${rule}`
  const every =
    parsed.interval && parsed.interval > 1 ? `每 ${parsed.interval} ${FREQUENCIES[parsed.repeat]}` : `每${FREQUENCIES[parsed.repeat]}`
  return `${every}重复${parsed.count ? `，共 ${parsed.count} 次` : '，不结束'}`
}

export function eventInitial(event?: ConsoleCalendarEvent): Partial<EventForm> {
  if (!event) return { allDay: false, repeat: 'none', interval: 1 }
  const parsed = event.rrule ? parseRule(event.rrule) : { repeat: 'none' as const }
  const start = beijing(event.start)
  const end = event.allDay ? beijing(event.end).subtract(1, 'day') : beijing(event.end)
  return {
    title: event.title,
    allDay: event.allDay,
    range: [start, end],
    location: event.location,
    notes: event.notes,
    interval: 1,
    ...parsed,
    rule: event.rrule ?? undefined,
  }
}

/** The form's values as the server takes them (the server checks the rule as the schedule centre does). */
export function eventBody(values: EventForm, calendarId: number, id?: number): CalendarEventSaveBody {
  const [from, to] = values.range
  const rrule =
    values.repeat === 'none'
      ? null
      : values.repeat === 'custom'
        ? (values.rule ?? '').trim() || null
        : [
            `FREQ=${values.repeat}`,
            (values.interval ?? 1) > 1 ? `INTERVAL=${values.interval}` : '',
            values.count ? `COUNT=${values.count}` : '',
          ]
            .filter(Boolean)
            .join(';')
  return {
    id,
    calendarId,
    title: values.title.trim(),
    allDay: values.allDay,
    start: instant(values.allDay ? from.startOf('day') : from),
    end: instant(values.allDay ? to.startOf('day').add(1, 'day') : to),
    timeZone: ZONE,
    location: values.location?.trim() ?? '',
    notes: values.notes ?? '',
    rrule,
  }
}

/** The event form's fields: title, all day, when (Beijing time), where, notes, and the repeat rule. */
export function EventFields() {
  return (
    <>
      <ProFormText
        name="title"
        label="标题"
        fieldProps={{ maxLength: 100 }}
        rules={[{ required: true, whitespace: true, message: '请填写日程标题' }]}
      />
      <ProFormSwitch name="allDay" label="全天" />
      <ProFormDependency name={['allDay']}>
        {({ allDay }) =>
          allDay ? (
            <ProFormDateRangePicker name="range" label="日期" rules={[{ required: true, message: '请选择日期' }]} />
          ) : (
            <ProFormDateTimeRangePicker
              name="range"
              label="时间（北京时间）"
              fieldProps={{ format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' } }}
              rules={[{ required: true, message: '请选择开始和结束时间' }]}
            />
          )
        }
      </ProFormDependency>
      <ProFormText name="location" label="地点" fieldProps={{ maxLength: 100 }} />
      <ProFormTextArea name="notes" label="备注" fieldProps={{ maxLength: 1000, rows: 2 }} />
      <ProFormSelect
        name="repeat"
        label="重复"
        allowClear={false}
        options={[
          { value: 'none', label: '不重复' },
          ...Object.entries(FREQUENCIES).map(([value, unit]) => ({ value, label: `按${unit}` })),
          { value: 'custom', label: '自定义规则（RRULE）' },
        ]}
      />
      <ProFormDependency name={['repeat']}>
        {({ repeat }) =>
          repeat === 'custom' ? (
            <ProFormText
              name="rule"
              label="重复规则"
              placeholder="如 FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10"
              rules={[{ required: true, whitespace: true, message: '请填写重复规则' }]}
            />
          ) : repeat && repeat !== 'none' ? (
            <>
              <ProFormDigit
                name="interval"
                label={`每几${FREQUENCIES[repeat as Frequency]}一次`}
                min={1}
                max={999}
                fieldProps={{ precision: 0 }}
              />
              <ProFormDigit name="count" label="共几次（不填：不结束）" min={1} max={5000} fieldProps={{ precision: 0 }} />
            </>
          ) : null
        }
      </ProFormDependency>
    </>
  )
}
