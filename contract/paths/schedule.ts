// Where each schedule-centre endpoint lives; the schemas are in ../schedule.ts. No TypeBox here: the client bundles this file.
export const schedulePaths = {
  calendars: { method: 'GET', base: 'portal', path: '/v1/schedule/calendars' },
  publicCalendars: { method: 'GET', base: 'portal', path: '/v1/schedule/publicCalendars' },
  saveCalendar: { method: 'POST', base: 'portal', path: '/v1/schedule/calendar/save', json: true },
  deleteCalendar: { method: 'POST', base: 'portal', path: '/v1/schedule/calendar/delete', json: true },
  subscribe: { method: 'POST', base: 'portal', path: '/v1/schedule/calendar/subscribe', json: true },
  occurrences: { method: 'GET', base: 'portal', path: '/v1/schedule/occurrences' },
  event: { method: 'GET', base: 'portal', path: '/v1/schedule/event' },
  createEvent: { method: 'POST', base: 'portal', path: '/v1/schedule/event/create', json: true },
  editEvent: { method: 'POST', base: 'portal', path: '/v1/schedule/event/edit', json: true },
  deleteEvent: { method: 'POST', base: 'portal', path: '/v1/schedule/event/delete', json: true },
  answer: { method: 'POST', base: 'portal', path: '/v1/schedule/event/answer', json: true },
  declineFromOrganiser: { method: 'POST', base: 'portal', path: '/v1/schedule/event/declineFromOrganiser', json: true },
  people: { method: 'GET', base: 'portal', path: '/v1/schedule/people' },
  settings: { method: 'GET', base: 'portal', path: '/v1/schedule/settings' },
  saveSettings: { method: 'POST', base: 'portal', path: '/v1/schedule/settings/save', json: true },
  feedStatus: { method: 'GET', base: 'portal', path: '/v1/schedule/feed/status' },
  resetFeed: { method: 'POST', base: 'portal', path: '/v1/schedule/feed/reset', json: true },
  revokeFeed: { method: 'POST', base: 'portal', path: '/v1/schedule/feed/revoke', json: true },
  eventIcs: { method: 'GET', base: 'portal', path: '/v1/schedule/event/ics' },
  importIcs: { method: 'POST', base: 'portal', path: '/v1/schedule/import', json: true },
  importPreview: { method: 'POST', base: 'portal', path: '/v1/schedule/import/preview', json: true },
  dayNotes: { method: 'GET', base: 'portal', path: '/v1/schedule/dayNotes' },
} as const

/** The personal ICS feed: `${origin}${BASES.portal}${SCHEDULE_FEED_PATH}/<secret>.ics` (no sign-in: the secret is the key). */
export const SCHEDULE_FEED_PATH = '/v1/schedule/ics'
