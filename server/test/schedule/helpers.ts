import type { FastifyInstance } from 'fastify'
import { as, data, type Caller } from '../message-center/helpers'

export const API = '/portal-api/v1/schedule'
export { as, data, type Caller }

/** The caller's default calendar id. */
export async function defaultCalendar(caller: Caller): Promise<number> {
  const { mine } = data<{ mine: Array<{ id: number; isDefault: boolean }> }>(await caller.get(`${API}/calendars`))
  return mine.find((c) => c.isDefault)!.id
}

/** A weekly event at 09:00 in `zone` for `count` weeks from `start` (an ISO instant). */
export function weekly(calendarId: number, start: string, zone: string, extra: Record<string, unknown> = {}) {
  return {
    calendarId,
    title: '项目周会',
    allDay: false,
    start,
    end: new Date(new Date(start).getTime() + 3600_000).toISOString(),
    timeZone: zone,
    location: '计算机楼 508',
    rrule: 'FREQ=WEEKLY;COUNT=6',
    reminders: [15],
    ...extra,
  }
}

export async function occurrences(caller: Caller, from: string, to: string) {
  return data<
    Array<{
      eventId: number
      calendarId: number
      recurrenceId: string | null
      title: string
      start: string
      color: string
      readOnly: boolean
    }>
  >(await caller.get(`${API}/occurrences`, { from, to }))
}

export type App = FastifyInstance
