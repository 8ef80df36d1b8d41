// Where each service-centre endpoint lives; the schemas are in ../services.ts. No TypeBox here: the client bundles this file.
export const servicePaths = {
  catalogue: { method: 'GET', base: 'portal', path: '/v1/service/catalogue' },
  detail: { method: 'GET', base: 'portal', path: '/v1/service/detail' },
  mine: { method: 'GET', base: 'portal', path: '/v1/service/mine' },
  favourite: { method: 'POST', base: 'portal', path: '/v1/service/favourite' },
  unfavourite: { method: 'POST', base: 'portal', path: '/v1/service/unfavourite' },
  orderFavourites: { method: 'POST', base: 'portal', path: '/v1/service/favourite/order', json: true },
  evaluations: { method: 'GET', base: 'portal', path: '/v1/service/evaluations' },
  evaluate: { method: 'POST', base: 'portal', path: '/v1/service/evaluate', json: true },
  ranking: { method: 'GET', base: 'portal', path: '/v1/service/ranking' },
  recommended: { method: 'GET', base: 'portal', path: '/v1/service/recommended' },
  authorisations: { method: 'GET', base: 'portal', path: '/v1/service/authorisations' },
  authorise: { method: 'POST', base: 'portal', path: '/v1/service/authorise' },
  revokeAuthorisation: { method: 'POST', base: 'portal', path: '/v1/service/revokeAuthorisation' },
  preProcessScanUrl: { method: 'POST', base: 'portal', path: '/v1/thrid-adapter/pre-process-scan-url' },
  getScanInfo: { method: 'GET', base: 'portal', path: '/v1/personalData/getScanInfo' },
  shareCard: { method: 'GET', base: 'portal', path: '/v1/service/shareCard' },
} as const
