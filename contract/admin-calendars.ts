// 公共日历 in the operator console (issue 36, 全局管理员): the institution's subscribable calendars (校历, 考试周 …), their
// draft / published / withdrawn state, their events (repeat rules as in the schedule centre) and subscribers.
import { Type, type Static } from 'typebox'
import { Envelope, Id, IsoTime, Nullable, Text } from './common'
import { defineEndpoint } from './endpoint'
import { adminPaths } from './paths/admin'
import { CALENDAR_STATES } from './public-calendar-rules'
import { EventBody } from './schedule'

const Color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: '#RRGGBB' })

export const ConsoleCalendar = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  color: Type.String(),
  description: Type.String(),
  state: Type.Enum(CALENDAR_STATES),
  eventCount: Type.Integer(),
  subscriberCount: Type.Integer(),
  createdAt: IsoTime,
})
export type ConsoleCalendar = Static<typeof ConsoleCalendar>

/** New (no id: a draft) or an edit of a public calendar's name, colour and description. */
export const CalendarSaveBody = Type.Object(
  {
    id: Type.Optional(Id),
    name: Text({ minLength: 1, maxLength: 30 }),
    color: Color,
    description: Type.Optional(Text({ maxLength: 200 })),
  },
  { additionalProperties: false },
)
export type CalendarSaveBody = Static<typeof CalendarSaveBody>

/** 发布 (a draft or a withdrawn calendar) or 撤回 (a published one). */
export const CalendarStateBody = Type.Object(
  { id: Id, state: Type.Union([Type.Literal('published'), Type.Literal('withdrawn')]) },
  { additionalProperties: false },
)
export type CalendarStateBody = Static<typeof CalendarStateBody>

export const ConsoleCalendarEvent = Type.Object({
  id: Type.Integer(),
  calendarId: Type.Integer(),
  title: Type.String(),
  allDay: Type.Boolean(),
  start: IsoTime,
  end: IsoTime,
  timeZone: Type.String(),
  location: Type.String(),
  notes: Type.String(),
  /** RFC 5545 RRULE body, no DTSTART; null = does not repeat. */
  rrule: Nullable(Type.String()),
})
export type ConsoleCalendarEvent = Static<typeof ConsoleCalendarEvent>

/** A new event (no id) or the whole series of an existing one; validated as the schedule centre validates events. */
export const CalendarEventSaveBody = Type.Object(
  { id: Type.Optional(Id), ...Type.Omit(EventBody, ['reminders', 'attendees']).properties },
  { additionalProperties: false },
)
export type CalendarEventSaveBody = Static<typeof CalendarEventSaveBody>

export const adminCalendarEndpoints = {
  publicCalendarList: defineEndpoint(adminPaths.publicCalendarList, { response: Envelope(Type.Array(ConsoleCalendar)) }),
  publicCalendarSave: defineEndpoint(adminPaths.publicCalendarSave, { body: CalendarSaveBody, response: Envelope(ConsoleCalendar) }),
  publicCalendarState: defineEndpoint(adminPaths.publicCalendarState, { body: CalendarStateBody, response: Envelope(ConsoleCalendar) }),
  publicCalendarEvents: defineEndpoint(adminPaths.publicCalendarEvents, {
    query: Type.Object({ calendarId: Id }),
    response: Envelope(Type.Array(ConsoleCalendarEvent)),
  }),
  publicCalendarEventSave: defineEndpoint(adminPaths.publicCalendarEventSave, {
    body: CalendarEventSaveBody,
    response: Envelope(ConsoleCalendarEvent),
  }),
  publicCalendarEventDelete: defineEndpoint(adminPaths.publicCalendarEventDelete, {
    body: Type.Object({ id: Id }, { additionalProperties: false }),
    response: Envelope(Type.Null()),
  }),
}
