// The schedule centre: calendars (personal, public, division), recurring events, attendees, settings.
import { Type, type Static } from 'typebox'
import { Envelope, Id, Int, IsoTime, Nullable, PickerDateTime, Text } from './common'
import { defineEndpoint } from './endpoint'
import { schedulePaths } from './paths/schedule'

const Color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: '#RRGGBB' })
const OwnerKind = Type.Union([Type.Literal('person'), Type.Literal('public'), Type.Literal('division')])
const Answer = Type.Union([Type.Literal('pending'), Type.Literal('accepted'), Type.Literal('declined')])
const Scope = Type.Union([Type.Literal('this'), Type.Literal('following'), Type.Literal('all')], {
  description: 'a repeating event: only this occurrence, this and the following ones, or all',
})
/** IANA zone id (Asia/Shanghai …). */
const Zone = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z_+\\-/0-9]+$' })

export const Calendar = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  color: Type.String(),
  description: Type.String(),
  ownerKind: OwnerKind,
  isDefault: Type.Boolean(),
  /** Public, division and other people's calendars cannot be changed. */
  readOnly: Type.Boolean(),
})
export type Calendar = Static<typeof Calendar>
export const PublicCalendar = Type.Intersect([Calendar, Type.Object({ ownerName: Type.String(), subscribed: Type.Boolean() })])
export type PublicCalendar = Static<typeof PublicCalendar>

export const Occurrence = Type.Object({
  eventId: Type.Integer(),
  /** Original start of this occurrence of a repeating event (pass it back to edit or delete it); null = single event. */
  recurrenceId: Nullable(IsoTime),
  title: Type.String(),
  start: IsoTime,
  end: IsoTime,
  allDay: Type.Boolean(),
  timeZone: Type.String(),
  location: Type.String(),
  calendarId: Type.Integer(),
  calendarName: Type.String(),
  color: Type.String(),
  repeating: Type.Boolean(),
  readOnly: Type.Boolean(),
})
export type Occurrence = Static<typeof Occurrence>

export const Attendee = Type.Object({ username: Type.String(), name: Type.String(), answer: Answer })
export type Attendee = Static<typeof Attendee>

export const EventDetail = Type.Object({
  id: Type.Integer(),
  calendarId: Type.Integer(),
  calendarName: Type.String(),
  color: Type.String(),
  title: Type.String(),
  allDay: Type.Boolean(),
  start: IsoTime,
  end: IsoTime,
  timeZone: Type.String(),
  location: Type.String(),
  notes: Type.String(),
  /** RFC 5545 RRULE body, no DTSTART; null = does not repeat. */
  rrule: Nullable(Type.String()),
  reminders: Type.Array(Type.Integer()),
  attendees: Type.Array(Attendee),
  organiser: Type.String(),
  readOnly: Type.Boolean(),
  /** The signed-in user's answer when invited; null otherwise. */
  myAnswer: Nullable(Answer),
  /** Asked with a recurrenceId: that occurrence as it is, with its own title, place and notes once edited 仅此日程. */
  occurrence: Type.Optional(
    Type.Object({
      recurrenceId: IsoTime,
      start: IsoTime,
      end: IsoTime,
      title: Type.String(),
      location: Type.String(),
      notes: Type.String(),
      /** Edited on its own (仅此日程): the series' repeat no longer describes it. */
      changed: Type.Boolean(),
    }),
  ),
})
export type EventDetail = Static<typeof EventDetail>

export const EventBody = Type.Object({
  calendarId: Id,
  title: Text({ minLength: 1, maxLength: 100 }),
  allDay: Type.Boolean(),
  start: PickerDateTime,
  end: PickerDateTime,
  timeZone: Zone,
  location: Type.Optional(Text({ maxLength: 100 })),
  notes: Type.Optional(Text({ maxLength: 1000 })),
  rrule: Type.Optional(Nullable(Text({ maxLength: 300 }))),
  /** Minutes before the start. */
  reminders: Type.Optional(Type.Array(Int({ minimum: 0, maximum: 40_320 }), { maxItems: 10 })),
  /** Usernames of the people invited. */
  attendees: Type.Optional(Type.Array(Text({ minLength: 1, maxLength: 64 }), { maxItems: 100 })),
})
export type EventBody = Static<typeof EventBody>
export const EditEventBody = Type.Intersect([EventBody, Type.Object({ id: Id, scope: Scope, recurrenceId: Type.Optional(PickerDateTime) })])
export type EditEventBody = Static<typeof EditEventBody>

export const ScheduleSettings = Type.Object({
  defaultReminder: Nullable(Int({ minimum: 0, maximum: 40_320 })),
  weekStartsMonday: Type.Boolean(),
  showLunar: Type.Boolean(),
  timeZone: Zone,
  defaultCalendarId: Id,
})
export type ScheduleSettings = Static<typeof ScheduleSettings>

export const Person = Type.Object({ username: Type.String(), name: Type.String(), orgName: Type.String() })
export type Person = Static<typeof Person>

/** What the month calendar writes under a date (computed on the server from `chinese-days`). */
export const DayNote = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD' }),
  text: Type.String({ description: 'a short festival, a solar term, else the lunar day (the month name on its first day)' }),
  badge: Type.Union([Type.Literal('休'), Type.Literal('班'), Type.Literal('')], {
    description: '休 public holiday, 班 make-up workday (调休) on a weekend',
  }),
})
export type DayNote = Static<typeof DayNote>
const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' })

const Done = Envelope(Type.Null())

/** Largest .ics text accepted (the import screen refuses bigger files before sending). */
export const ICS_MAX_CHARS = 1_000_000
const ImportBody = Type.Object({
  calendarId: Id,
  ics: Type.String({ minLength: 1, maxLength: ICS_MAX_CHARS, description: 'the .ics file as text' }),
})
/** What an import does: events (repeating ones among them), changed occurrences, and the events left out with why. */
export const ImportPlan = Type.Object({
  events: Type.Integer(),
  repeating: Type.Integer(),
  changedOccurrences: Type.Integer(),
  skipped: Type.Array(Type.Object({ title: Type.String(), reason: Type.String() })),
})
export type ImportPlan = Static<typeof ImportPlan>

export const scheduleEndpoints = {
  dayNotes: defineEndpoint(schedulePaths.dayNotes, {
    query: Type.Object({ start: DateOnly, end: DateOnly }),
    response: Envelope(Type.Array(DayNote)),
  }),
  calendars: defineEndpoint(schedulePaths.calendars, {
    response: Envelope(Type.Object({ mine: Type.Array(Calendar), subscribed: Type.Array(Calendar) })),
  }),
  publicCalendars: defineEndpoint(schedulePaths.publicCalendars, { response: Envelope(Type.Array(PublicCalendar)) }),
  saveCalendar: defineEndpoint(schedulePaths.saveCalendar, {
    body: Type.Object({
      id: Type.Optional(Id),
      name: Text({ minLength: 1, maxLength: 20 }),
      color: Color,
      description: Type.Optional(Text({ maxLength: 200 })),
      isDefault: Type.Optional(Type.Boolean()),
    }),
    response: Envelope(Calendar),
  }),
  deleteCalendar: defineEndpoint(schedulePaths.deleteCalendar, { body: Type.Object({ id: Id }), response: Done }),
  subscribe: defineEndpoint(schedulePaths.subscribe, { body: Type.Object({ id: Id, subscribed: Type.Boolean() }), response: Done }),
  occurrences: defineEndpoint(schedulePaths.occurrences, {
    query: Type.Object({ from: PickerDateTime, to: PickerDateTime }),
    response: Envelope(Type.Array(Occurrence)),
  }),
  event: defineEndpoint(schedulePaths.event, {
    query: Type.Object({ id: Id, recurrenceId: Type.Optional(PickerDateTime) }),
    response: Envelope(EventDetail),
  }),
  createEvent: defineEndpoint(schedulePaths.createEvent, { body: EventBody, response: Envelope(EventDetail) }),
  editEvent: defineEndpoint(schedulePaths.editEvent, { body: EditEventBody, response: Envelope(EventDetail) }),
  deleteEvent: defineEndpoint(schedulePaths.deleteEvent, {
    body: Type.Object({ id: Id, scope: Scope, recurrenceId: Type.Optional(PickerDateTime) }),
    response: Done,
  }),
  answer: defineEndpoint(schedulePaths.answer, {
    body: Type.Object({ id: Id, answer: Type.Union([Type.Literal('accepted'), Type.Literal('declined')]) }),
    response: Done,
  }),
  declineFromOrganiser: defineEndpoint(schedulePaths.declineFromOrganiser, {
    body: Type.Object(
      { id: Id },
      { description: 'an event the caller is invited to: every unanswered invitation from its organiser is declined' },
    ),
    response: Envelope(Type.Object({ declined: Type.Integer({ minimum: 0, maximum: 2147483647 }) })),
  }),
  people: defineEndpoint(schedulePaths.people, {
    query: Type.Object({ keyword: Text({ minLength: 1, maxLength: 20 }) }),
    response: Envelope(Type.Array(Person)),
  }),
  feedStatus: defineEndpoint(schedulePaths.feedStatus, { response: Envelope(Type.Object({ enabled: Type.Boolean() })) }),
  resetFeed: defineEndpoint(schedulePaths.resetFeed, {
    response: Envelope(Type.Object({ url: Type.String({ description: 'the feed address; shown once, only its hash is kept' }) })),
  }),
  revokeFeed: defineEndpoint(schedulePaths.revokeFeed, { response: Done }),
  eventIcs: defineEndpoint(schedulePaths.eventIcs, {
    query: Type.Object({ id: Id }),
    response: Envelope(
      Type.Object({ ics: Type.String({ description: 'a VCALENDAR of the whole event as the feed writes it: RRULE, VTIMEZONE, VALARM' }) }),
    ),
  }),
  importIcs: defineEndpoint(schedulePaths.importIcs, {
    body: ImportBody,
    response: Envelope(
      Type.Object({ ...ImportPlan.properties, imported: Type.Integer({ description: 'events and changed occurrences written' }) }),
    ),
  }),
  importPreview: defineEndpoint(schedulePaths.importPreview, { body: ImportBody, response: Envelope(ImportPlan) }),
  settings: defineEndpoint(schedulePaths.settings, { response: Envelope(ScheduleSettings) }),
  saveSettings: defineEndpoint(schedulePaths.saveSettings, { body: ScheduleSettings, response: Envelope(ScheduleSettings) }),
}
