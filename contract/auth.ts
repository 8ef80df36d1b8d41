import { Type, type Static } from 'typebox'
import { Envelope, IdentityTypeCode } from './common'
import { defineEndpoint } from './endpoint'
import { authPaths } from './paths/auth'

const Text = (description: string, maxLength = 256) => Type.String({ description, maxLength })

/** Device fields every login call carries (all optional; recorded for the audit trail). */
const DeviceFields = {
  appId: Type.Optional(Text('client app id')),
  deviceId: Type.Optional(Text('device id')),
  osType: Type.Optional(Text('os type')),
  geo: Type.Optional(Text('location')),
}

export const Mobile = Type.String({ pattern: '^1[2-9]\\d{9}$', description: '11-digit mainland mobile number' })

export const PasswordLoginRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  ...DeviceFields,
})
export type PasswordLoginRequest = Static<typeof PasswordLoginRequest>

export const SmsSendRequest = Type.Object({ mobile: Mobile, nonce: Type.String({ minLength: 1, maxLength: 128 }) })
export type SmsSendRequest = Static<typeof SmsSendRequest>

export const SmsLoginRequest = Type.Object({
  mobile: Mobile,
  smscode: Type.String({ pattern: '^\\d{6}$' }),
  nonce: Type.String({ minLength: 1, maxLength: 128 }),
  ...DeviceFields,
})
export type SmsLoginRequest = Static<typeof SmsLoginRequest>

export const AccountChooseRequest = Type.Object({
  accountId: Type.String({ minLength: 1, maxLength: 64 }),
  cid: Type.String({ minLength: 1, maxLength: 128 }),
})
export type AccountChooseRequest = Static<typeof AccountChooseRequest>

export const LoginUser = Type.Object({
  accountId: Type.String(),
  username: Type.String(),
  userName: Type.String({ description: 'display name' }),
  identityTypeCode: IdentityTypeCode,
})
export type LoginUser = Static<typeof LoginUser>

export const AccountOption = Type.Object({
  ...LoginUser.properties,
  identityTypeName: Type.String({ description: '学生 / 教师 / 管理员 / 访客' }),
})
export type AccountOption = Static<typeof AccountOption>

export const LoginSuccess = Type.Object({
  idToken: Type.String({ description: 'RS256 JWT; send as X-Id-Token' }),
  expiresIn: Type.Integer({ description: 'seconds' }),
  user: LoginUser,
})
export type LoginSuccess = Static<typeof LoginSuccess>

/** Several accounts behind one login: call accountChoose(accountId, cid). */
export const AccountChoiceNeeded = Type.Object({
  needChoose: Type.Literal(true),
  cid: Type.String({ description: 'single use, valid 5 minutes' }),
  accounts: Type.Array(AccountOption),
})
export type AccountChoiceNeeded = Static<typeof AccountChoiceNeeded>

export const LoginResult = Type.Union([LoginSuccess, AccountChoiceNeeded])
export type LoginResult = Static<typeof LoginResult>
export const LoginResponse = Envelope(LoginResult)
export type LoginResponse = Static<typeof LoginResponse>
export const LoginSuccessResponse = Envelope(LoginSuccess)

export const NonceResponse = Envelope(Type.Object({ nonce: Type.String(), expiresIn: Type.Integer() }))
export type NonceResponse = Static<typeof NonceResponse>

export const SmsSendResponse = Envelope(
  Type.Object({
    countdown: Type.Integer({ description: 'seconds until another code may be requested' }),
    expiresIn: Type.Integer({ description: 'seconds the code stays valid' }),
  }),
)
export type SmsSendResponse = Static<typeof SmsSendResponse>

export const LoginConfigs = Type.Object({
  passwordLogin: Type.Boolean(),
  smsLogin: Type.Boolean(),
  federatedLogin: Type.Object({ weixinminiprogram: Type.Boolean() }),
  smsCountdown: Type.Integer(),
  smsCodeLength: Type.Integer(),
  smsCodeExpiresIn: Type.Integer(),
  ssoLoginUrl: Type.String(),
  tokenExpiresIn: Type.Integer(),
})
export type LoginConfigs = Static<typeof LoginConfigs>
export const LoginConfigsResponse = Envelope(LoginConfigs)

export const UpstreamKind = Type.Union([Type.Literal('oidc'), Type.Literal('cas')])
export type UpstreamKind = Static<typeof UpstreamKind>

/** One connected school sign-on (统一身份认证登录); never any secret of it. */
export const UpstreamSignOn = Type.Object({
  kind: UpstreamKind,
  label: Type.String({ description: '统一身份认证登录 (with the kind when two are connected)' }),
  path: Type.String({ description: 'on the sso base, e.g. /upstream/oidc; takes ?service= (browser) or ?handoff= (mini-program)' }),
  identities: Type.Array(IdentityTypeCode, { description: 'identities that must sign on here (SIGN_ON_METHODS); empty: offered to all' }),
})
export type UpstreamSignOn = Static<typeof UpstreamSignOn>

export const UpstreamSignOns = Type.Object({
  available: Type.Boolean(),
  /** The one a fresh /cas/login goes straight to, if any. */
  preferred: Type.Optional(UpstreamKind),
  upstreams: Type.Array(UpstreamSignOn),
})
export type UpstreamSignOns = Static<typeof UpstreamSignOns>
export const UpstreamSignOnsResponse = Envelope(UpstreamSignOns)

/** A mini-program's sign-on hand-off: the id travels through the web-view, the secret stays in the mini-program. */
export const UpstreamHandoff = Type.Object({
  handoffId: Type.String(),
  secret: Type.String(),
  expiresIn: Type.Integer({ description: 'seconds' }),
})
export type UpstreamHandoff = Static<typeof UpstreamHandoff>
export const UpstreamHandoffResponse = Envelope(UpstreamHandoff)

export const UpstreamHandoffRedeemRequest = Type.Object({
  handoffId: Type.String({ minLength: 1, maxLength: 128 }),
  secret: Type.String({ minLength: 1, maxLength: 128 }),
})
export type UpstreamHandoffRedeemRequest = Static<typeof UpstreamHandoffRedeemRequest>

export const PublicKeyResponse = Envelope(
  Type.Object({
    alg: Type.Literal('RS256'),
    kid: Type.String(),
    publicKey: Type.String({ description: 'SPKI PEM' }),
    jwk: Type.Record(Type.String(), Type.Unknown()),
    keys: Type.Array(Type.Record(Type.String(), Type.Unknown()), { description: 'JWKS of every key still accepted' }),
    audience: Type.String(),
    issuer: Type.String(),
  }),
)
export type PublicKeyResponse = Static<typeof PublicKeyResponse>

export const FederationCallbackRequest = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 256 }),
  rawData: Type.Optional(Type.String({ maxLength: 8192 })),
  signature: Type.Optional(Type.String({ maxLength: 128 })),
  encryptedData: Type.Optional(Type.String({ maxLength: 16384 })),
  iv: Type.Optional(Type.String({ maxLength: 64 })),
})
export type FederationCallbackRequest = Static<typeof FederationCallbackRequest>

export const NonceQuery = Type.Object({ nonce: Type.String({ minLength: 1, maxLength: 128 }) })
/** federatedCallback: the nonce (query or body) with the wx.login code and user data. */
export const FederationCallbackBody = Type.Object({ ...FederationCallbackRequest.properties, nonce: NonceQuery.properties.nonce })

export const FederatedUserInfo = Type.Object({
  bound: Type.Boolean({ description: 'false: send the user to the bindAccount page' }),
  nickName: Type.String(),
  avatarUrl: Type.String(),
  accounts: Type.Array(AccountOption),
})
export type FederatedUserInfo = Static<typeof FederatedUserInfo>
export const FederatedUserInfoResponse = Envelope(FederatedUserInfo)

export const FederatedLoginRequest = Type.Object({
  accountId: Type.String({ minLength: 1, maxLength: 64 }),
  nonce: Type.String({ minLength: 1, maxLength: 128 }),
})
export type FederatedLoginRequest = Static<typeof FederatedLoginRequest>

export const FederatedBindingRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  nonce: Type.String({ minLength: 1, maxLength: 128 }),
})
export type FederatedBindingRequest = Static<typeof FederatedBindingRequest>

/** Every auth endpoint: path and schemas (the server registers from these; the client's api.ts calls them). */
export const authEndpoints = {
  federationStart: defineEndpoint(authPaths.federationStart, { response: NonceResponse }),
  federationCallback: defineEndpoint(authPaths.federationCallback, { body: FederationCallbackBody, response: FederatedUserInfoResponse }),
  federatedUserInfo: defineEndpoint(authPaths.federatedUserInfo, { query: NonceQuery, response: FederatedUserInfoResponse }),
  federatedLogin: defineEndpoint(authPaths.federatedLogin, { body: FederatedLoginRequest, response: LoginSuccessResponse }),
  federatedBinding: defineEndpoint(authPaths.federatedBinding, { body: FederatedBindingRequest, response: LoginSuccessResponse }),
  publicKey: defineEndpoint(authPaths.publicKey, { response: PublicKeyResponse }),
  accountChoose: defineEndpoint(authPaths.accountChoose, { body: AccountChooseRequest, response: LoginSuccessResponse }),
  loginConfigs: defineEndpoint(authPaths.loginConfigs, { response: LoginConfigsResponse }),
  upstreamSignOns: defineEndpoint(authPaths.upstreamSignOns, { response: UpstreamSignOnsResponse }),
  upstreamHandoff: defineEndpoint(authPaths.upstreamHandoff, { response: UpstreamHandoffResponse }),
  upstreamHandoffRedeem: defineEndpoint(authPaths.upstreamHandoffRedeem, {
    body: UpstreamHandoffRedeemRequest,
    response: LoginSuccessResponse,
  }),
  passwordLogin: defineEndpoint(authPaths.passwordLogin, { body: PasswordLoginRequest, response: LoginResponse }),
  smsInit: defineEndpoint(authPaths.smsInit, { response: NonceResponse }),
  smsSend: defineEndpoint(authPaths.smsSend, { body: SmsSendRequest, response: SmsSendResponse }),
  smsLogin: defineEndpoint(authPaths.smsLogin, { body: SmsLoginRequest, response: LoginResponse }),
}
