// Where each auth endpoint lives; the schemas are in ../auth.ts. No TypeBox here: the client bundles this file.
export const authPaths = {
  federationStart: { method: 'GET', base: 'tokenService', path: '/federation/federated/weixinminiprogram' },
  federationCallback: { method: 'POST', base: 'tokenService', path: '/federation/federatedCallback/weixinminiprogram' },
  federatedUserInfo: { method: 'GET', base: 'tokenService', path: '/federation/federatedUserInfo' },
  federatedLogin: { method: 'POST', base: 'tokenService', path: '/federation/federatedLogin' },
  federatedBinding: { method: 'POST', base: 'tokenService', path: '/federation/federatedBinding' },
  publicKey: { method: 'GET', base: 'tokenService', path: '/jwt/publicKey' },
  accountChoose: { method: 'POST', base: 'tokenService', path: '/login/accountChoose' },
  loginConfigs: { method: 'GET', base: 'tokenService', path: '/login/configs' },
  upstreamSignOns: { method: 'GET', base: 'tokenService', path: '/login/upstreams' },
  upstreamHandoff: { method: 'POST', base: 'tokenService', path: '/login/upstreamHandoff' },
  upstreamHandoffRedeem: { method: 'POST', base: 'tokenService', path: '/login/upstreamHandoff/redeem' },
  passwordLogin: { method: 'POST', base: 'tokenService', path: '/password/passwordLogin' },
  smsInit: { method: 'GET', base: 'tokenService', path: '/passwordless/smsInit' },
  smsSend: { method: 'POST', base: 'tokenService', path: '/passwordless/smsSend' },
  smsLogin: { method: 'POST', base: 'tokenService', path: '/passwordless/smsLogin' },
} as const
