import { Type, type Static } from 'typebox'
import { NewsItem, ServiceItem } from './cms'
import { Envelope, Id, IsoTime, Nullable, Page, PageQuery, PickerDateTime, Text } from './common'
import { defineEndpoint } from './endpoint'
import { divisionPaths } from './paths/division'
import { EditEventBody, EventBody, EventDetail, Occurrence, Person } from './schedule'
import { TitlePiece } from './search'

/** A division is a college or office of the organisation tree; `code` is its ins_code. */
export const DivisionCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$', description: 'org unit code (ins_code)' })
export const DivisionRole = Type.Union([
  Type.Literal('member'),
  Type.Literal('publisher'),
  Type.Literal('scheduleEditor'),
  Type.Literal('admin'),
])
export type DivisionRole = Static<typeof DivisionRole>

export const Division = Type.Object({
  code: Type.String(),
  name: Type.String(),
  kind: Type.String({ description: 'college | office' }),
  roles: Type.Array(DivisionRole, { description: 'always has member; admin implies every other role' }),
})
export type Division = Static<typeof Division>

export const DivisionQuery = Type.Object({ code: DivisionCode })

/**
 * An uploaded file (shared upload, `/v1/files`) attached to an announcement: a document (PDF, Word, Excel, PowerPoint,
 * ZIP, TXT) or an image of at most ANNOUNCEMENT_ATTACHMENT_MAX_MB (paths/division); `url` only in answers.
 */
export const AttachmentInput = Type.Object({ fileId: Type.String({ format: 'uuid' }), name: Text({ minLength: 1, maxLength: 120 }) })
export type AttachmentInput = Static<typeof AttachmentInput>
export const Attachment = Type.Object({
  fileId: Type.String(),
  name: Type.String(),
  url: Type.String({ description: 'absolute address of the file with a download grant (only the audience and publishers get one)' }),
  mimeType: Type.String({ description: 'empty for attachments saved before types were recorded' }),
  byteSize: Type.Integer({ description: '0 when unknown' }),
})
export type Attachment = Static<typeof Attachment>

export const AnnouncementItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  pinned: Type.Boolean(),
  publishedAt: IsoTime,
  expiresAt: Nullable(IsoTime),
  expired: Type.Boolean(),
  publisherName: Type.String(),
  read: Type.Boolean(),
  attachments: Type.Array(Attachment),
  audienceNames: Type.Array(Type.String()),
})
export type AnnouncementItem = Static<typeof AnnouncementItem>

export const AnnouncementDetail = Type.Object({
  ...AnnouncementItem.properties,
  orgCode: Type.String(),
  content: Type.String({ description: 'sanitised rich-text HTML' }),
  audience: Type.Array(Type.String(), { description: 'org unit codes' }),
  canManage: Type.Boolean({ description: 'the caller may edit, pin, expire and see readers' }),
})
export type AnnouncementDetail = Static<typeof AnnouncementDetail>

export const AnnouncementListQuery = Type.Object({
  ...DivisionQuery.properties,
  ...PageQuery().properties,
  includeExpired: Type.Optional(Type.Boolean({ description: 'publishers only: also expired ones' })),
})

export const Reader = Type.Object({ userName: Type.String(), orgName: Type.String(), readAt: IsoTime })
export const ReadersData = Type.Object({
  readCount: Type.Integer(),
  audienceCount: Type.Integer({ description: 'people in the audience' }),
  readers: Page(Reader),
})
export type ReadersData = Static<typeof ReadersData>

export const AudienceUnit = Type.Object({ code: Type.String(), name: Type.String(), kind: Type.String(), depth: Type.Integer() })
export type AudienceUnit = Static<typeof AudienceUnit>

export const AnnouncementSaveBody = Type.Object({
  id: Type.Optional(Id),
  code: DivisionCode,
  title: Text({ minLength: 1, maxLength: 100 }),
  content: Type.String({ maxLength: 100000, description: 'rich-text HTML (sanitised on the way in)' }),
  audience: Type.Array(DivisionCode, { maxItems: 50, description: 'org unit codes within the division; empty = the whole division' }),
  pinned: Type.Boolean(),
  expiresAt: Type.Optional(Nullable(PickerDateTime)),
  attachments: Type.Optional(Type.Array(AttachmentInput, { maxItems: 9 })),
})
export type AnnouncementSaveBody = Static<typeof AnnouncementSaveBody>

export const WorkbenchColumn = Type.Object({
  id: Type.Integer(),
  columnCode: Type.String(),
  name: Type.String(),
  owned: Type.Boolean({ description: 'the division’s own column' }),
  shown: Type.Boolean(),
})
export type WorkbenchColumn = Static<typeof WorkbenchColumn>
export const WorkbenchService = Type.Object({
  serviceId: Type.Integer(),
  serviceName: Type.String(),
  iconUrl: Type.String(),
  serviceType: Type.String(),
  pinned: Type.Boolean(),
})
export type WorkbenchService = Static<typeof WorkbenchService>
export const WorkbenchSettings = Type.Object({
  columns: Type.Array(WorkbenchColumn, { description: 'shown ones first, in their order' }),
  services: Type.Array(WorkbenchService, { description: 'pinned ones first, in their order' }),
})
export type WorkbenchSettings = Static<typeof WorkbenchSettings>

export const HomeColumnBlock = Type.Object({ id: Type.Integer(), name: Type.String(), items: Type.Array(NewsItem) })
export type HomeColumnBlock = Static<typeof HomeColumnBlock>
export const DivisionHome = Type.Object({
  division: Division,
  announcements: Type.Array(AnnouncementItem, { description: 'pinned first, then newest; at most 5' }),
  unreadCount: Type.Integer(),
  columns: Type.Array(HomeColumnBlock),
  services: Type.Array(ServiceItem),
})
export type DivisionHome = Static<typeof DivisionHome>

export const SearchHit = Type.Object({
  kind: Type.Union([Type.Literal('announcement'), Type.Literal('news')]),
  id: Type.Integer(),
  title: Type.String(),
  titlePieces: Type.Array(TitlePiece, { description: 'the title cut at the matched words' }),
  summary: Type.String(),
  time: IsoTime,
  columnId: Nullable(Type.Integer()),
})
export type SearchHit = Static<typeof SearchHit>

/** A division calendar (领导日程, 单位日程 …) on the workbench. */
export const DivisionCalendar = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  color: Type.String(),
  description: Type.String(),
  published: Type.Boolean({ description: 'members see it; otherwise schedule editors only' }),
  shown: Type.Boolean({ description: 'the workbench shows it' }),
})
export type DivisionCalendar = Static<typeof DivisionCalendar>

export const ScheduleWindowQuery = Type.Object({ ...DivisionQuery.properties, from: PickerDateTime, to: PickerDateTime })

/** Someone the week's events name (attending, not declined): a leader in 领导日程, staff in 单位日程. */
export const WeekPerson = Type.Object({
  username: Type.String(),
  name: Type.String(),
  calendarIds: Type.Array(Type.Integer(), { description: 'the calendars whose events this week name them' }),
  events: Type.Integer({ description: 'how many of the week’s events name them' }),
})
export type WeekPerson = Static<typeof WeekPerson>

export const DivisionWeek = Type.Object({
  calendars: Type.Array(DivisionCalendar, { description: 'shown calendars the caller may see, in the admin’s order' }),
  occurrences: Type.Array(Occurrence),
  people: Type.Array(WeekPerson, { description: 'most events first; each opens 个人日程' }),
  canEdit: Type.Boolean({ description: 'the caller is a schedule editor (or admin) of the division' }),
})
export type DivisionWeek = Static<typeof DivisionWeek>

export const DivisionEventDetail = Type.Object({
  ...EventDetail.properties,
  orgCode: Type.String(),
  canEdit: Type.Boolean(),
})
export type DivisionEventDetail = Static<typeof DivisionEventDetail>

export const PersonSchedule = Type.Object({
  username: Type.String(),
  name: Type.String(),
  occurrences: Type.Array(Occurrence),
})
export type PersonSchedule = Static<typeof PersonSchedule>

export const CalendarSettingsBody = Type.Object({
  code: DivisionCode,
  calendars: Type.Array(Type.Object({ id: Id, shown: Type.Boolean(), published: Type.Boolean() }), {
    maxItems: 30,
    description: 'every calendar of the division, in the order the workbench shows them',
  }),
})
export type CalendarSettingsBody = Static<typeof CalendarSettingsBody>

export const divisionEndpoints = {
  myDivisions: defineEndpoint(divisionPaths.myDivisions, { response: Envelope(Type.Array(Division)) }),
  home: defineEndpoint(divisionPaths.home, { query: DivisionQuery, response: Envelope(DivisionHome) }),
  news: defineEndpoint(divisionPaths.news, {
    query: Type.Object({ ...DivisionQuery.properties, ...PageQuery(10).properties, columnId: Type.Optional(Id) }),
    response: Envelope(Page(NewsItem)),
  }),
  search: defineEndpoint(divisionPaths.search, {
    query: Type.Object({ ...DivisionQuery.properties, ...PageQuery().properties, keyword: Text({ minLength: 1, maxLength: 50 }) }),
    response: Envelope(Page(SearchHit)),
  }),
  announcements: defineEndpoint(divisionPaths.announcements, { query: AnnouncementListQuery, response: Envelope(Page(AnnouncementItem)) }),
  announcement: defineEndpoint(divisionPaths.announcement, { query: Type.Object({ id: Id }), response: Envelope(AnnouncementDetail) }),
  announcementReaders: defineEndpoint(divisionPaths.announcementReaders, {
    query: Type.Object({ id: Id, ...PageQuery().properties }),
    response: Envelope(ReadersData),
  }),
  audiences: defineEndpoint(divisionPaths.audiences, { query: DivisionQuery, response: Envelope(Type.Array(AudienceUnit)) }),
  saveAnnouncement: defineEndpoint(divisionPaths.saveAnnouncement, { body: AnnouncementSaveBody, response: Envelope(AnnouncementDetail) }),
  expireAnnouncement: defineEndpoint(divisionPaths.expireAnnouncement, {
    body: Type.Object({ id: Id }),
    response: Envelope(AnnouncementDetail),
  }),
  settings: defineEndpoint(divisionPaths.settings, { query: DivisionQuery, response: Envelope(WorkbenchSettings) }),
  saveColumns: defineEndpoint(divisionPaths.saveColumns, {
    body: Type.Object({ code: DivisionCode, columnIds: Type.Array(Id, { maxItems: 30, description: 'shown columns, in order' }) }),
    response: Envelope(WorkbenchSettings),
  }),
  saveServices: defineEndpoint(divisionPaths.saveServices, {
    body: Type.Object({ code: DivisionCode, serviceIds: Type.Array(Id, { maxItems: 30, description: 'pinned services, in order' }) }),
    response: Envelope(WorkbenchSettings),
  }),
  scheduleWeek: defineEndpoint(divisionPaths.scheduleWeek, { query: ScheduleWindowQuery, response: Envelope(DivisionWeek) }),
  scheduleEvent: defineEndpoint(divisionPaths.scheduleEvent, { query: Type.Object({ id: Id }), response: Envelope(DivisionEventDetail) }),
  schedulePerson: defineEndpoint(divisionPaths.schedulePerson, {
    query: Type.Object({ ...ScheduleWindowQuery.properties, username: Text({ minLength: 1, maxLength: 64 }) }),
    response: Envelope(PersonSchedule),
  }),
  schedulePeople: defineEndpoint(divisionPaths.schedulePeople, {
    query: Type.Object({ ...DivisionQuery.properties, keyword: Text({ minLength: 1, maxLength: 20 }) }),
    response: Envelope(Type.Array(Person)),
  }),
  createScheduleEvent: defineEndpoint(divisionPaths.createScheduleEvent, { body: EventBody, response: Envelope(DivisionEventDetail) }),
  editScheduleEvent: defineEndpoint(divisionPaths.editScheduleEvent, { body: EditEventBody, response: Envelope(DivisionEventDetail) }),
  deleteScheduleEvent: defineEndpoint(divisionPaths.deleteScheduleEvent, {
    body: Type.Object({
      id: Id,
      scope: Type.Union([Type.Literal('this'), Type.Literal('following'), Type.Literal('all')]),
      recurrenceId: Type.Optional(PickerDateTime),
    }),
    response: Envelope(Type.Null()),
  }),
  calendarSettings: defineEndpoint(divisionPaths.calendarSettings, {
    query: DivisionQuery,
    response: Envelope(Type.Array(DivisionCalendar)),
  }),
  saveCalendarSettings: defineEndpoint(divisionPaths.saveCalendarSettings, {
    body: CalendarSettingsBody,
    response: Envelope(Type.Array(DivisionCalendar)),
  }),
}
