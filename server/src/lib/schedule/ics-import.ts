import ICAL from 'ical.js'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { scheduleEventOverrides, scheduleEvents } from '../../db/schema/index'
import { badRequest } from '../common/api-error'
import { insertEvent, nextVersion, updateEvent, type EventInput } from './events-repository'
import { touchCalendars } from './month-cache'
import { isKnownZone } from './zoned-time'

const MAX_EVENTS = 2000

interface Parsed {
  input: EventInput
  exdates: Date[]
  recurrenceId: Date | null
}

/** VEVENTs of an .ics text (ical.js), with its VTIMEZONEs registered so local times become the right instants. */
function parse(ics: string, calendarId: number, fallbackZone: string): Parsed[] {
  let root: ICAL.Component
  try {
    root = new ICAL.Component(ICAL.parse(ics))
  } catch {
    throw badRequest('无法读取该 .ics 文件')
  }
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz)
  const vevents = root.getAllSubcomponents('vevent')
  if (!vevents.length) throw badRequest('文件中没有日程')
  if (vevents.length > MAX_EVENTS) throw badRequest(`一次最多导入 ${MAX_EVENTS} 个日程`)
  return vevents.map((v) => {
    const event = new ICAL.Event(v)
    if (!event.startDate) throw badRequest('日程缺少开始时间')
    const tzid = v.getFirstProperty('dtstart')?.getParameter('tzid')
    const named = typeof tzid === 'string' ? tzid : undefined
    const zone = named && isKnownZone(named) ? named : event.startDate.zone?.tzid === 'UTC' ? 'UTC' : fallbackZone
    const start = event.startDate.toJSDate()
    const end = event.endDate ? event.endDate.toJSDate() : new Date(start.getTime() + (event.startDate.isDate ? 86_400_000 : 3_600_000))
    const rrule = v.getFirstPropertyValue('rrule')
    const reminders = v
      .getAllSubcomponents('valarm')
      .map((a) => a.getFirstPropertyValue('trigger'))
      .filter((t): t is ICAL.Duration => t instanceof ICAL.Duration && t.isNegative)
      .map((t) => Math.round(-t.toSeconds() / 60))
    return {
      input: {
        calendarId,
        title: event.summary || '（无标题）',
        allDay: event.startDate.isDate,
        startAt: start,
        endAt: end,
        timeZone: zone,
        location: event.location ?? '',
        notes: event.description ?? '',
        rrule: rrule ? rrule.toString() : null,
        reminders,
        uid: event.uid || `${start.getTime()}-${event.summary}@import`,
      },
      exdates: v.getAllProperties('exdate').flatMap((p) => p.getValues().map((x) => (x as ICAL.Time).toJSDate())),
      recurrenceId: event.recurrenceId ? event.recurrenceId.toJSDate() : null,
    }
  })
}

/** Imports an .ics file into a calendar; an event whose UID is already there is updated, not duplicated. Returns how many. */
export async function importIcs(
  db: Database,
  calendarId: number,
  createdBy: string,
  ics: string,
  fallbackZone: string,
  now: Date,
): Promise<number> {
  const parsed = parse(ics, calendarId, fallbackZone)
  return await db.transaction(async (tx) => {
    const ids = new Map<string, number>()
    for (const p of parsed.filter((x) => !x.recurrenceId)) {
      const [existing] = await tx
        .select()
        .from(scheduleEvents)
        .where(and(eq(scheduleEvents.calendarId, calendarId), eq(scheduleEvents.uid, p.input.uid!)))
      const row = existing ? await updateEvent(tx, existing, p.input, now) : await insertEvent(tx, p.input, createdBy, now)
      if (p.exdates.length)
        await tx.update(scheduleEvents).set({ exdates: p.exdates, updatedAt: nextVersion }).where(eq(scheduleEvents.id, row.id))
      ids.set(p.input.uid!, row.id)
    }
    for (const p of parsed.filter((x) => x.recurrenceId)) {
      const eventId = ids.get(p.input.uid!)
      if (!eventId) continue
      const fields = {
        title: p.input.title,
        startAt: p.input.startAt,
        endAt: p.input.endAt,
        location: p.input.location ?? '',
        notes: p.input.notes ?? '',
      }
      await tx
        .insert(scheduleEventOverrides)
        .values({ eventId, recurrenceId: p.recurrenceId!, ...fields })
        .onConflictDoUpdate({ target: [scheduleEventOverrides.eventId, scheduleEventOverrides.recurrenceId], set: fields })
      // Cached expansions of the series are keyed by its version.
      await tx.update(scheduleEvents).set({ updatedAt: nextVersion }).where(eq(scheduleEvents.id, eventId))
    }
    await touchCalendars(tx, [calendarId])
    return parsed.length
  })
}
