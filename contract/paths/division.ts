// Where each division-workbench (secondWork) endpoint lives; the schemas are in ../division.ts. No TypeBox here.
export const divisionPaths = {
  myDivisions: { method: 'GET', base: 'portal', path: '/v1/secondWork/divisions' },
  home: { method: 'GET', base: 'portal', path: '/v1/secondWork/home' },
  news: { method: 'GET', base: 'portal', path: '/v1/secondWork/news' },
  search: { method: 'GET', base: 'portal', path: '/v1/secondWork/search' },
  announcements: { method: 'GET', base: 'portal', path: '/v1/secondWork/announcement/list' },
  announcement: { method: 'GET', base: 'portal', path: '/v1/secondWork/announcement/detail' },
  announcementReaders: { method: 'GET', base: 'portal', path: '/v1/secondWork/announcement/readers' },
  audiences: { method: 'GET', base: 'portal', path: '/v1/secondWork/announcement/audiences' },
  saveAnnouncement: { method: 'POST', base: 'portal', path: '/v1/secondWork/announcement/save', json: true },
  expireAnnouncement: { method: 'POST', base: 'portal', path: '/v1/secondWork/announcement/expire', json: true },
  settings: { method: 'GET', base: 'portal', path: '/v1/secondWork/settings' },
  saveColumns: { method: 'POST', base: 'portal', path: '/v1/secondWork/settings/columns', json: true },
  saveServices: { method: 'POST', base: 'portal', path: '/v1/secondWork/settings/services', json: true },
  scheduleWeek: { method: 'GET', base: 'portal', path: '/v1/secondWork/schedule/week' },
  scheduleEvent: { method: 'GET', base: 'portal', path: '/v1/secondWork/schedule/event' },
  schedulePerson: { method: 'GET', base: 'portal', path: '/v1/secondWork/schedule/person' },
  schedulePeople: { method: 'GET', base: 'portal', path: '/v1/secondWork/schedule/people' },
  createScheduleEvent: { method: 'POST', base: 'portal', path: '/v1/secondWork/schedule/create', json: true },
  editScheduleEvent: { method: 'POST', base: 'portal', path: '/v1/secondWork/schedule/edit', json: true },
  deleteScheduleEvent: { method: 'POST', base: 'portal', path: '/v1/secondWork/schedule/delete', json: true },
  calendarSettings: { method: 'GET', base: 'portal', path: '/v1/secondWork/schedule/calendars' },
  saveCalendarSettings: { method: 'POST', base: 'portal', path: '/v1/secondWork/schedule/calendars/save', json: true },
} as const

/** Largest file an announcement may carry (the server refuses a bigger one on save). */
export const ANNOUNCEMENT_ATTACHMENT_MAX_MB = 20
/** File name extensions of announcement attachments (the pickers offer these; the server checks the bytes). */
export const ANNOUNCEMENT_ATTACHMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'zip',
  'txt',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
]
