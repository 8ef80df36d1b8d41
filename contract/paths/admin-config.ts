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
