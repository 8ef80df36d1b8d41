// Where each portal-config endpoint lives; the schemas are in ../portal-config.ts. No TypeBox here: the client bundles this file.
export const portalConfigPaths = {
  getLastVersion: { method: 'GET', base: 'portal', path: '/v1/app/config/getLastVersion' },
  appVersionInfo: { method: 'GET', base: 'portal', path: '/appVersionInfo' },
  networkCheck: { method: 'GET', base: 'portal', path: '/v2/service/networkCheck' },
  getPrivacyAgreement: { method: 'GET', base: 'portal', path: '/v1/agreement/getPrivacyAgreement' },
  getSystemConf: { method: 'GET', base: 'portal', path: '/v1/config/system/getSystemConf' },
  getAppSystemConf: { method: 'GET', base: 'portal', path: '/v1/config/system/getAppSystemConf' },
  tabList: { method: 'GET', base: 'portal', path: '/v1/config/tab/list' },
  themeCurrent: { method: 'GET', base: 'portal', path: '/v1/config/theme/current' },
  startup: { method: 'GET', base: 'portal', path: '/v1/config/startup' },
} as const
