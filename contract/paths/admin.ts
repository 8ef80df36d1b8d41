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
  auditList: { method: 'GET', base: 'admin', path: '/v1/audit' },
  identitySettings: { method: 'GET', base: 'admin', path: '/v1/identity' },
} as const
