import ICAL from 'ical.js'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { scheduleEventOverrides, scheduleEvents } from '../../db/schema/index'
import { ApiError, badRequest } from '../common/api-error'
import { eventFields, insertEvent, nextVersion, updateEvent, type EventInput } from './events-repository'
import { touchCalendars } from './month-cache'
import { isKnownZone } from './zoned-time'

const MAX_EVENTS = 2000

interface Parsed {
  input: EventInput
  exdates: Date[]
  recurrenceId: Date | null
}

/** An event of the file that is not imported, and why (in the words the import screen shows). */
export interface SkippedEvent {
  title: string
  reason: string
}

/** What an import of a file does: events (repeating among them), changed occurrences, and what it leaves out. */
export interface ImportPlan {
  events: number
  repeating: number
  changedOccurrences: number
  skipped: SkippedEvent[]
}

const titleOf = (event: ICAL.Event) => event.summary || '（无标题）'

/** One VEVENT as an event, or the reason it cannot be one. */
function readEvent(v: ICAL.Component, calendarId: number, fallbackZone: string): Parsed {
  const event = new ICAL.Event(v)
  if (!event.startDate) throw badRequest('缺少开始时间')
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
      title: titleOf(event),
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
}

/**
 * VEVENTs of an .ics text (ical.js), with its VTIMEZONEs registered so local times become the right instants.
 * A file that is not a calendar, or has no events, is refused; single events this server cannot take (no start,
 * a rule it does not support, dates beyond ±10 years …) are left out with their reason.
 */
function parse(ics: string, calendarId: number, fallbackZone: string, now: Date) {
  let root: ICAL.Component
  try {
    root = new ICAL.Component(ICAL.parse(ics))
  } catch {
    throw badRequest('不是有效的 .ics 日历文件')
  }
  if (root.name !== 'vcalendar') throw badRequest('不是有效的 .ics 日历文件')
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz)
  const vevents = root.getAllSubcomponents('vevent')
  if (!vevents.length) throw badRequest('文件中没有日程')
  if (vevents.length > MAX_EVENTS) throw badRequest(`一次最多导入 ${MAX_EVENTS} 个日程`)
  const parsed: Parsed[] = []
  const skipped: SkippedEvent[] = []
  for (const v of vevents) {
    try {
      const item = readEvent(v, calendarId, fallbackZone)
      eventFields(item.recurrenceId ? { ...item.input, rrule: null } : item.input, now)
      parsed.push(item)
    } catch (error) {
      const summary = v.getFirstPropertyValue('summary')
      skipped.push({ title: typeof summary === 'string' && summary ? summary : '（无标题）', reason: reasonOf(error) })
    }
  }
  // A changed occurrence needs its series in the same file.
  const masters = new Set(parsed.filter((p) => !p.recurrenceId).map((p) => p.input.uid))
  const kept = parsed.filter((p) => {
    if (!p.recurrenceId || masters.has(p.input.uid)) return true
    skipped.push({ title: p.input.title, reason: '文件中没有它所属的重复日程' })
    return false
  })
  return { parsed: kept, skipped }
}

function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return error.message
  return '无法读取该日程'
}

function planOf(parsed: Parsed[], skipped: SkippedEvent[]): ImportPlan {
  const masters = parsed.filter((p) => !p.recurrenceId)
  return {
    events: masters.length,
    repeating: masters.filter((p) => p.input.rrule).length,
    changedOccurrences: parsed.length - masters.length,
    skipped,
  }
}

/** What importing the file would do, without writing anything (the import screen's preview). */
export function previewIcs(ics: string, calendarId: number, fallbackZone: string, now: Date): ImportPlan {
  const { parsed, skipped } = parse(ics, calendarId, fallbackZone, now)
  return planOf(parsed, skipped)
}

/**
 * Imports an .ics file into a calendar; an event whose UID is already there is updated, not duplicated.
 * Returns the plan carried out; `imported` counts the events and changed occurrences written.
 */
export async function importIcs(
  db: Database,
  calendarId: number,
  createdBy: string,
  ics: string,
  fallbackZone: string,
  now: Date,
): Promise<ImportPlan & { imported: number }> {
  const { parsed, skipped } = parse(ics, calendarId, fallbackZone, now)
  if (!parsed.length) throw badRequest('文件中没有可以导入的日程')
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
      const eventId = ids.get(p.input.uid!)!
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
    return { ...planOf(parsed, skipped), imported: parsed.length }
  })
}
