// Where the console's configuration endpoints live; the schemas are in ../admin-config.ts. No TypeBox here: the console bundles it.
export const adminConfigPaths = {
  tabList: { method: 'GET', base: 'admin', path: '/v1/config/tabs' },
  tabSave: { method: 'POST', base: 'admin', path: '/v1/config/tabs/save', json: true },
  themeList: { method: 'GET', base: 'admin', path: '/v1/config/themes' },
  themeSave: { method: 'POST', base: 'admin', path: '/v1/config/themes/save', json: true },
  systemSettings: { method: 'GET', base: 'admin', path: '/v1/config/system' },
  systemSave: { method: 'POST', base: 'admin', path: '/v1/config/system/save', json: true },
  moduleSettings: { method: 'GET', base: 'admin', path: '/v1/config/module' },
  moduleSave: { method: 'POST', base: 'admin', path: '/v1/config/module/save', json: true },
  versionList: { method: 'GET', base: 'admin', path: '/v1/config/versions' },
  versionRestore: { method: 'POST', base: 'admin', path: '/v1/config/versions/restore', json: true },
} as const

/** 分流 and app releases (全局管理员). */
export const adminReleasePaths = {
  diversionList: { method: 'GET', base: 'admin', path: '/v1/config/diversions' },
  diversionSave: { method: 'POST', base: 'admin', path: '/v1/config/diversions/save', json: true },
  diversionDelete: { method: 'POST', base: 'admin', path: '/v1/config/diversions/delete', json: true },
  appVersionList: { method: 'GET', base: 'admin', path: '/v1/config/app-versions' },
  appVersionAdd: { method: 'POST', base: 'admin', path: '/v1/config/app-versions/add', json: true },
} as const
