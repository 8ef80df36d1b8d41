// Where each diversion endpoint lives; the schemas are in ../diversion.ts. No TypeBox here: the client bundles this file.
export const diversionPaths = {
  userDiversionList: { method: 'POST', base: 'portal', path: '/v1/diversion/getUserDiversionList' },
  publicDiversionList: { method: 'GET', base: 'portal', path: '/diversion/getUserDiversionList' },
} as const
