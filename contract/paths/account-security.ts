// Where the account-security, recovery and privacy endpoints live; schemas in ../account-security.ts. No TypeBox here.
export const accountSecurityPaths = {
  overview: { method: 'GET', base: 'portal', path: '/v1/security/overview' },
  log: { method: 'GET', base: 'portal', path: '/v1/security/log' },
  myQuestions: { method: 'GET', base: 'portal', path: '/v1/security/questions' },
  proveByPassword: { method: 'POST', base: 'portal', path: '/v1/security/proof/password' },
  sendProofCode: { method: 'POST', base: 'portal', path: '/v1/security/proof/code/send' },
  proveByCode: { method: 'POST', base: 'portal', path: '/v1/security/proof/code' },
  proveByQuestions: { method: 'POST', base: 'portal', path: '/v1/security/proof/questions', json: true },
  changePassword: { method: 'POST', base: 'portal', path: '/v1/security/password' },
  setQuestions: { method: 'POST', base: 'portal', path: '/v1/security/questions/set', json: true },
  sendBindCode: { method: 'POST', base: 'portal', path: '/v1/security/bind/code/send' },
  bindContact: { method: 'POST', base: 'portal', path: '/v1/security/bind' },
} as const

export const recoveryPaths = {
  sendCode: { method: 'POST', base: 'tokenService', path: '/recovery/code/send' },
  proveByCode: { method: 'POST', base: 'tokenService', path: '/recovery/proof/code' },
  questions: { method: 'GET', base: 'tokenService', path: '/recovery/questions' },
  proveByQuestions: { method: 'POST', base: 'tokenService', path: '/recovery/proof/questions', json: true },
  resetPassword: { method: 'POST', base: 'tokenService', path: '/recovery/password' },
} as const

export const privacyPaths = {
  settings: { method: 'GET', base: 'portal', path: '/v1/privacy/settings' },
  saveSettings: { method: 'POST', base: 'portal', path: '/v1/privacy/settings', json: true },
  blacklist: { method: 'GET', base: 'portal', path: '/v1/privacy/blacklist' },
  block: { method: 'POST', base: 'portal', path: '/v1/privacy/blacklist/add' },
  unblock: { method: 'POST', base: 'portal', path: '/v1/privacy/blacklist/remove' },
  services: { method: 'GET', base: 'portal', path: '/v1/privacy/services' },
  revokeService: { method: 'POST', base: 'portal', path: '/v1/privacy/services/revoke' },
} as const
