// Where the console's 协议与隐私 endpoints live; the schemas are in ../admin-agreements.ts. No TypeBox here: the console bundles it.
export const adminAgreementPaths = {
  agreementOverview: { method: 'GET', base: 'admin', path: '/v1/agreements' },
  agreementVersion: { method: 'GET', base: 'admin', path: '/v1/agreements/version' },
  agreementPublish: { method: 'POST', base: 'admin', path: '/v1/agreements/publish', json: true },
} as const
