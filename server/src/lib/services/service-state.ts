import type { ServiceState } from '@contract/services'
import type { ServiceOpenHours, ServiceStatus } from '../../db/schema/index'

const CHINA = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }

/** Weekday (1 = Monday) and HH:mm in China time. */
export interface WeekTime {
  day: number
  time: string
}

/** Weekday (1 = Monday) and HH:mm in China time: services keep the institution's hours. */
export function chinaWeekTime(now: Date): WeekTime {
  const parts = Object.fromEntries(CHINA.formatToParts(now).map((part) => [part.type, part.value]))
  const hour = parts.hour === '24' ? '00' : parts.hour
  return { day: WEEKDAYS[parts.weekday ?? 'Mon'] ?? 1, time: `${hour}:${parts.minute}` }
}

/** Open at `at` (China time, see chinaWeekTime), closed (outside its hours) or under maintenance (the notice wins). */
export function serviceState(
  row: { status: ServiceStatus; openHours: ServiceOpenHours | null; maintenanceNotice: string; runTime: string },
  at: WeekTime,
): { state: ServiceState; stateText: string } {
  if (row.status === 'maintenance') return { state: 'maintenance', stateText: row.maintenanceNotice }
  const hours = row.openHours
  if (!hours) return { state: 'open', stateText: '开放中' }
  const { day, time } = at
  const open = hours.days.includes(day) && time >= hours.from && time < hours.to
  return open ? { state: 'open', stateText: '开放中' } : { state: 'closed', stateText: `当前不在服务时间（${row.runTime}）` }
}
