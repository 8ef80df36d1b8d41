import { endpointClient } from '@/lib/endpoint-client'
import { divisionPaths } from '@contract/paths/division'
import type { Paged } from '@contract/common'
import type { NewsItem } from '@contract/cms'
import type { EditEventBody, EventBody, Person } from '@contract/schedule'
import type {
  AnnouncementDetail,
  AnnouncementItem,
  AnnouncementSaveBody,
  AudienceUnit,
  CalendarSettingsBody,
  Division,
  DivisionCalendar,
  DivisionEventDetail,
  DivisionHome,
  DivisionWeek,
  PersonSchedule,
  ReadersData,
  SearchHit,
  WorkbenchSettings,
  divisionEndpoints,
} from '@contract/division'

const division = endpointClient<typeof divisionEndpoints>(divisionPaths)

/** GET /v1/secondWork/divisions: the divisions I belong to, with my roles in each. */
export const fetchMyDivisions = (): Promise<Division[]> => division.myDivisions()

/** GET /v1/secondWork/home: announcements, columns with their newest articles, pinned services. */
export const fetchDivisionHome = (code: string): Promise<DivisionHome> => division.home({ data: { code } })

/** GET /v1/secondWork/news: the division's news (one shown column, or all of them). */
export const fetchDivisionNews = (args: { code: string; columnId?: number; pageNum: number; pageSize: number }): Promise<Paged<NewsItem>> =>
  division.news({ data: args })

/** GET /v1/secondWork/search: announcements and news of the division matching the keyword. */
export const searchDivision = (args: { code: string; keyword: string; pageNum: number; pageSize: number }): Promise<Paged<SearchHit>> =>
  division.search({ data: args })

/** GET /v1/secondWork/announcement/list: pinned first; publishers may include expired ones. */
export const fetchAnnouncements = (args: {
  code: string
  pageNum: number
  pageSize: number
  includeExpired?: boolean
}): Promise<Paged<AnnouncementItem>> => division.announcements({ data: args })

/** GET /v1/secondWork/announcement/detail: opening it records my read receipt. */
export const fetchAnnouncement = (id: number): Promise<AnnouncementDetail> => division.announcement({ data: { id } })

/** GET /v1/secondWork/announcement/readers (publishers). */
export const fetchReaders = (id: number, pageNum = 1, pageSize = 50): Promise<ReadersData> =>
  division.announcementReaders({ data: { id, pageNum, pageSize } })

/** GET /v1/secondWork/announcement/audiences: the division and its units (publishers). */
export const fetchAudiences = (code: string): Promise<AudienceUnit[]> => division.audiences({ data: { code } })

/** POST /v1/secondWork/announcement/save: publish (no id) or edit. */
export const saveAnnouncement = (body: AnnouncementSaveBody): Promise<AnnouncementDetail> => division.saveAnnouncement({ data: body })

/** POST /v1/secondWork/announcement/expire: takes it down now. */
export const expireAnnouncement = (id: number): Promise<AnnouncementDetail> => division.expireAnnouncement({ data: { id } })

/** GET /v1/secondWork/settings (division admins). */
export const fetchWorkbenchSettings = (code: string): Promise<WorkbenchSettings> => division.settings({ data: { code } })

/** POST /v1/secondWork/settings/columns: the shown columns, in order. */
export const saveWorkbenchColumns = (code: string, columnIds: number[]): Promise<WorkbenchSettings> =>
  division.saveColumns({ data: { code, columnIds } })

/** POST /v1/secondWork/settings/services: the pinned services, in order. */
export const saveWorkbenchServices = (code: string, serviceIds: number[]): Promise<WorkbenchSettings> =>
  division.saveServices({ data: { code, serviceIds } })

/** GET /v1/secondWork/schedule/week: the division's shown calendars and their occurrences in [from, to). */
export const fetchDivisionWeek = (args: { code: string; from: string; to: string }): Promise<DivisionWeek> =>
  division.scheduleWeek({ data: args })

/** GET /v1/secondWork/schedule/event: one division event, with whether I may edit it. */
export const fetchDivisionEvent = (id: number): Promise<DivisionEventDetail> => division.scheduleEvent({ data: { id } })

/** GET /v1/secondWork/schedule/person: one person's part in the division's events in [from, to). */
export const fetchPersonSchedule = (args: { code: string; username: string; from: string; to: string }): Promise<PersonSchedule> =>
  division.schedulePerson({ data: args })

/** GET /v1/secondWork/schedule/people: people of the division by name or account, to invite (schedule editors). */
export const searchDivisionPeople = (code: string, keyword: string): Promise<Person[]> =>
  division.schedulePeople({ data: { code, keyword } })

/** POST /v1/secondWork/schedule/create: a new event in one of the division's calendars (schedule editors). */
export const createDivisionEvent = (body: EventBody): Promise<DivisionEventDetail> => division.createScheduleEvent({ data: body })

/** POST /v1/secondWork/schedule/edit: this occurrence, this and the following ones, or the whole series. */
export const editDivisionEvent = (body: EditEventBody): Promise<DivisionEventDetail> => division.editScheduleEvent({ data: body })

/** POST /v1/secondWork/schedule/delete: this occurrence, this and the following ones, or the whole series. */
export const deleteDivisionEvent = (id: number, scope: EditEventBody['scope'], recurrenceId?: string): Promise<null> =>
  division.deleteScheduleEvent({ data: { id, scope, recurrenceId } })

/** GET /v1/secondWork/schedule/calendars: every calendar of the division, in the workbench's order (admins). */
export const fetchCalendarSettings = (code: string): Promise<DivisionCalendar[]> => division.calendarSettings({ data: { code } })

/** POST /v1/secondWork/schedule/calendars/save: every calendar, shown and published or not, in order (admins). */
export const saveCalendarSettings = (body: CalendarSettingsBody): Promise<DivisionCalendar[]> =>
  division.saveCalendarSettings({ data: body })
