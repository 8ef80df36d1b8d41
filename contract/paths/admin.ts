// Where each operator-console endpoint lives; the schemas are in ../admin-*.ts. No TypeBox here: the console bundles it.
export const adminPaths = {
  me: { method: 'GET', base: 'admin', path: '/v1/me' },
  columnList: { method: 'GET', base: 'admin', path: '/v1/cms/columns' },
  columnSave: { method: 'POST', base: 'admin', path: '/v1/cms/columns/save', json: true },
  columnOrder: { method: 'POST', base: 'admin', path: '/v1/cms/columns/order', json: true },
  articleList: { method: 'GET', base: 'admin', path: '/v1/cms/articles' },
  articleDetail: { method: 'GET', base: 'admin', path: '/v1/cms/articles/detail' },
  articleSave: { method: 'POST', base: 'admin', path: '/v1/cms/articles/save', json: true },
  articleStatus: { method: 'POST', base: 'admin', path: '/v1/cms/articles/status', json: true },
  articlePreviewTicket: { method: 'POST', base: 'admin', path: '/v1/cms/articles/preview-ticket', json: true },
  auditList: { method: 'GET', base: 'admin', path: '/v1/audit' },
  directorySettings: { method: 'GET', base: 'admin', path: '/v1/directory/settings' },
  directorySyncStart: { method: 'POST', base: 'admin', path: '/v1/directory/sync', json: true },
  directorySyncRuns: { method: 'GET', base: 'admin', path: '/v1/directory/runs' },
  directorySyncRun: { method: 'GET', base: 'admin', path: '/v1/directory/runs/detail' },
  identitySettings: { method: 'GET', base: 'admin', path: '/v1/identity' },
} as const
