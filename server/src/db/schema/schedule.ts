import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { CalendarState } from '@contract/public-calendar-rules'
import { accounts } from './accounts'
import { orgUnits } from './organisation'

/** Who a calendar belongs to: one account, the institution (public, subscribable) or an org unit (division workbench). */
export const calendarOwnerKinds = ['person', 'public', 'division'] as const
export type CalendarOwnerKind = (typeof calendarOwnerKinds)[number]
export type { CalendarState }

export const scheduleCalendars = pgTable(
  'schedule_calendars',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind').$type<CalendarOwnerKind>().notNull(),
    /** Set for `person` calendars. */
    ownerAccountId: uuid('owner_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Set for `division` calendars (org_units.code). */
    ownerOrgCode: text('owner_org_code').references(() => orgUnits.code, { onDelete: 'cascade' }),
    /** Stable name of a seeded public calendar (academic, exams, holidays …); null for the rest. */
    code: text('code').unique(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#ED663F'),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * A public calendar's state (console 公共日历): a draft is invisible to students, a withdrawn one keeps its subscriptions
     * but shows nothing; the other kinds are always 'published'.
     */
    state: text('state').$type<CalendarState>().notNull().default('published'),
    /** Raised in the same transaction as any change to the calendar or its events: month views cached per user compare it. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('schedule_calendars_owner_idx').on(table.ownerAccountId),
    check(
      'schedule_calendars_owner_check',
      sql`(${table.ownerKind} = 'person' AND ${table.ownerAccountId} IS NOT NULL) OR (${table.ownerKind} = 'division' AND ${table.ownerOrgCode} IS NOT NULL) OR ${table.ownerKind} = 'public'`,
    ),
    check(
      'schedule_calendars_state_check',
      sql`${table.state} IN ('draft', 'published', 'withdrawn') AND (${table.ownerKind} = 'public' OR ${table.state} = 'published')`,
    ),
  ],
)

/** Public (or division) calendars an account shows beside its own. */
export const scheduleSubscriptions = pgTable(
  'schedule_subscriptions',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => scheduleCalendars.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.calendarId] })],
)

/**
 * One event or one recurring series. Times are instants; `timeZone` is the IANA zone the event was written in,
 * which recurrence follows (a weekly 09:00 New York event stays at 09:00 New York time across DST).
 */
export const scheduleEvents = pgTable(
  'schedule_events',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => scheduleCalendars.id, { onDelete: 'cascade' }),
    /** Who wrote it (null for seeded institution events). */
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    location: text('location').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** RFC 5545 RRULE body (`FREQ=WEEKLY;BYDAY=MO`), no DTSTART; null = a single event. */
    rrule: text('rrule'),
    /** Starts (instants) of removed occurrences. */
    exdates: timestamp('exdates', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** End of the last occurrence; null = never ends (such a series is only ever expanded for a window). */
    lastEndAt: timestamp('last_end_at', { withTimezone: true }),
    /** Minutes before the start at which reminders go out. */
    reminders: integer('reminders')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The ICS UID (kept on import, so importing the same file twice updates rather than duplicates). */
    uid: text('uid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('schedule_events_window_idx').on(table.calendarId, table.startAt),
    // The window query's bound that prunes past events (as years of history pile up) and never-ending series (NULL).
    index('schedule_events_window_end_idx').on(table.calendarId, table.lastEndAt),
    uniqueIndex('schedule_events_uid_idx').on(table.calendarId, table.uid),
  ],
)

/** One occurrence of a series changed (RECURRENCE-ID): moved, retitled … */
export const scheduleEventOverrides = pgTable(
  'schedule_event_overrides',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => scheduleEvents.id, { onDelete: 'cascade' }),
    /** The original start of the occurrence. */
    recurrenceId: timestamp('recurrence_id', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    location: text('location').notNull().default(''),
    notes: text('notes').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.recurrenceId] })],
)

export const attendeeAnswers = ['pending', 'accepted', 'declined'] as const
export type AttendeeAnswer = (typeof attendeeAnswers)[number]

/** People invited to an event: they see it in their schedule and answer. */
export const scheduleAttendees = pgTable(
  'schedule_attendees',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => scheduleEvents.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    answer: text('answer').$type<AttendeeAnswer>().notNull().default('pending'),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.accountId] }), index('schedule_attendees_account_idx').on(table.accountId)],
)

/** Reminders already delivered: the key makes delivery exactly once whichever instance runs the job. */
export const scheduleReminderDeliveries = pgTable(
  'schedule_reminder_deliveries',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => scheduleEvents.id, { onDelete: 'cascade' }),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
    minutesBefore: integer('minutes_before').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.occurrenceStart, table.minutesBefore, table.accountId] })],
)

/** 日程设置 of one account. */
export const scheduleSettings = pgTable('schedule_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Minutes before; null = no default reminder. */
  defaultReminder: integer('default_reminder'),
  weekStartsMonday: boolean('week_starts_monday').notNull().default(true),
  showLunar: boolean('show_lunar').notNull().default(true),
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  /** SHA-256 of the secret of the personal ICS feed; null = no feed. */
  feedTokenHash: text('feed_token_hash').unique(),
})
