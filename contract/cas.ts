import { Type, type Static } from 'typebox'

/** Middle segment of a CAS ticket `ST-<random>.<segment>.<random>` (URL-safe base64 JSON). */
export const TicketPayload = Type.Object({ idToken: Type.String(), username: Type.String() })
export type TicketPayload = Static<typeof TicketPayload>

export const ServiceValidateQuery = Type.Object({
  service: Type.Optional(Type.String({ maxLength: 2048 })),
  ticket: Type.Optional(Type.String({ maxLength: 8192 })),
  format: Type.Optional(Type.Union([Type.Literal('XML'), Type.Literal('JSON'), Type.Literal('xml'), Type.Literal('json')])),
  /** `true`: refuse tickets issued from an existing sign-on session (CAS 3.0 §2.5.1). */
  renew: Type.Optional(Type.String({ maxLength: 8 })),
})
export type ServiceValidateQuery = Static<typeof ServiceValidateQuery>

export const CasAttributes = Type.Object({
  userName: Type.Array(Type.String()),
  identityTypeCode: Type.Array(Type.String()),
  accountId: Type.Array(Type.String()),
})

/** `format=JSON` answer of serviceValidate (CAS 3.0 JSON form). */
export const ServiceValidateJson = Type.Object({
  serviceResponse: Type.Object({
    authenticationSuccess: Type.Optional(Type.Object({ user: Type.String(), attributes: Type.Optional(CasAttributes) })),
    authenticationFailure: Type.Optional(Type.Object({ code: Type.String(), description: Type.String() })),
  }),
})
export type ServiceValidateJson = Static<typeof ServiceValidateJson>

export const CasLoginQuery = Type.Object({
  service: Type.Optional(Type.String({ maxLength: 4096 })),
  renew: Type.Optional(Type.String({ maxLength: 8 })),
  /** `1`: show the portal's own password form even when the school's sign-on is the default (break-glass). */
  local: Type.Optional(Type.String({ maxLength: 8 })),
})

export const CasLoginForm = Type.Object({
  method: Type.Union([Type.Literal('password'), Type.Literal('sms'), Type.Literal('choose')]),
  service: Type.Optional(Type.String({ maxLength: 4096 })),
  formToken: Type.String({ maxLength: 128 }),
  username: Type.Optional(Type.String({ maxLength: 64 })),
  password: Type.Optional(Type.String({ maxLength: 128 })),
  mobile: Type.Optional(Type.String({ maxLength: 16 })),
  smscode: Type.Optional(Type.String({ maxLength: 8 })),
  nonce: Type.Optional(Type.String({ maxLength: 128 })),
  cid: Type.Optional(Type.String({ maxLength: 128 })),
  accountId: Type.Optional(Type.String({ maxLength: 64 })),
})
export type CasLoginForm = Static<typeof CasLoginForm>

export const CasLogoutQuery = Type.Object({ service: Type.Optional(Type.String({ maxLength: 4096 })) })

/** Starting a sign-in at the school's OpenID provider or CAS (统一身份认证登录): the deep link to return to. */
export const UpstreamStartQuery = Type.Object({
  service: Type.Optional(Type.String({ maxLength: 4096 })),
  /** `1`: the school must ask for the credentials again (the portal's login had `renew`, or the service was revoked). */
  renew: Type.Optional(Type.String({ maxLength: 8 })),
  /** A mini-program's sign-on hand-off (POST /token-service/login/upstreamHandoff): completed here, redeemed there. */
  handoff: Type.Optional(Type.String({ maxLength: 128 })),
})

/** The OpenID provider's redirect back (authorization response, RFC 6749 §4.1.2). */
export const OidcCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  iss: Type.Optional(Type.String({ maxLength: 2048 })),
  session_state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  error_description: Type.Optional(Type.String({ maxLength: 2048 })),
})

/** The school's CAS redirect back with its service ticket. */
export const UpstreamCasCallbackQuery = Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 8192 })) })

/** A SAML single-logout request the school's CAS POSTs to the service URL (CAS 3.0 §2.3.3). */
export const UpstreamCasLogoutForm = Type.Object({ logoutRequest: Type.String({ maxLength: 16384 }) })

/** Back from signing out at the school's sign-on; `state` carries the service to end on. */
export const UpstreamSignedOutQuery = Type.Object({ state: Type.Optional(Type.String({ maxLength: 4096 })) })
