import { endpointClient } from '@/lib/endpoint-client'
import type { CreateScheduleBody, messageCenterEndpoints } from '@contract/message-center'
import { messageCenterPaths } from '@contract/paths/message-center'
import type { EditEventBody, EventBody, ScheduleSettings, scheduleEndpoints } from '@contract/schedule'
import { schedulePaths } from '@contract/paths/schedule'

export type EditScope = EditEventBody['scope']
export interface SaveCalendarBody {
  id?: number
  name: string
  color: string
  description?: string
  isDefault?: boolean
}

// The schedule endpoints are served under the message centre's base (spec §7 "Messages"), but they are
// the schedule's own: the tab's agenda and the 添加日程 pages call them.
const mc = endpointClient<typeof messageCenterEndpoints>(messageCenterPaths)

/** POST …/createSchedule: a schedule entry from a message or a task, in one of the user's calendars. */
export const createSchedule = (body: CreateScheduleBody) => mc.createSchedule({ data: body })
/** GET …/getPersonlCalendarList: the user's calendars. */
export const getPersonalCalendarList = () => mc.getPersonlCalendarList()
/** The user's schedule entries overlapping [from, to) (ISO times), by start time. */
export const listSchedule = (from: string, to: string) => mc.listSchedule({ data: { from, to } })

// The schedule centre's own endpoints (calendars, repeating events, attendees, settings).
const schedule = endpointClient<typeof scheduleEndpoints>(schedulePaths)

/** GET /v1/schedule/dayNotes: lunar day, festival or solar term, and 休/班 of each day of [start, end] (YYYY-MM-DD). */
export const getDayNotes = (start: string, end: string) => schedule.dayNotes({ data: { start, end }, silent: true })

/** My calendars (default first) and the public calendars I subscribe to. */
export const listCalendars = () => schedule.calendars()
/** Institution and division calendars, with whether I subscribe. */
export const listPublicCalendars = () => schedule.publicCalendars()
/** Creates (no id) or edits a personal calendar. */
export const saveCalendar = (body: SaveCalendarBody) => schedule.saveCalendar({ data: body })
/** Deletes a personal calendar with all its events. */
export const deleteCalendar = (id: number) => schedule.deleteCalendar({ data: { id } })
export const subscribeCalendar = (id: number, subscribed: boolean) => schedule.subscribe({ data: { id, subscribed } })
/** Occurrences overlapping [from, to) (ISO instants), repeating events expanded by the server. */
export const listOccurrences = (from: string, to: string) => schedule.occurrences({ data: { from, to } })
/** An event; with `recurrenceId` also that occurrence as it is (its own title, place and notes once edited alone). */
export const getEvent = (id: number, recurrenceId?: string) => schedule.event({ data: { id, recurrenceId } })
/** The whole event as an .ics file's text, written by the feed's code (RRULE, VTIMEZONE, VALARM). */
export const getEventIcs = (id: number) => schedule.eventIcs({ data: { id } })
export const createEvent = (body: EventBody) => schedule.createEvent({ data: body })
export const editEvent = (body: EditEventBody) => schedule.editEvent({ data: body })
export const deleteEvent = (id: number, scope: EditScope, recurrenceId?: string) =>
  schedule.deleteEvent({ data: { id, scope, recurrenceId } })
export const answerInvitation = (id: number, answer: 'accepted' | 'declined') => schedule.answer({ data: { id, answer } })
/** Declines every unanswered invitation from the organiser of an event the user is invited to; how many. */
export const declineFromOrganiser = (id: number) => schedule.declineFromOrganiser({ data: { id } })
/** People of the institution by name or account, to invite. */
export const searchPeople = (keyword: string) => schedule.people({ data: { keyword } })
export const getScheduleSettings = () => schedule.settings()
export const saveScheduleSettings = (body: ScheduleSettings) => schedule.saveSettings({ data: body })
export const getFeedStatus = () => schedule.feedStatus()
/** A new secret feed address (the old one stops working). */
export const resetFeed = () => schedule.resetFeed()
export const revokeFeed = () => schedule.revokeFeed()
/** Imports the text of an .ics file into one of my calendars. */
export const importIcs = (calendarId: number, ics: string) => schedule.importIcs({ data: { calendarId, ics } })
/** What importing the file would do (events, repeating ones, skipped ones with why), nothing written. */
export const previewIcsImport = (calendarId: number, ics: string) => schedule.importPreview({ data: { calendarId, ics } })
