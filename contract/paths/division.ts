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
} as const
