import { Type, type Static } from 'typebox'
import { Envelope, IsoTime, Nullable, Page, PageQuery } from './common'
import { defineEndpoint } from './endpoint'
import { adminPaths } from './paths/admin'

export const ConsoleGrant = Type.Object({
  roleCode: Type.String(),
  roleName: Type.String(),
  /** null: the whole institution; else the division the grant is limited to. */
  orgCode: Nullable(Type.String()),
})
export type ConsoleGrant = Static<typeof ConsoleGrant>

export const ConsoleMe = Type.Object({
  accountId: Type.String(),
  username: Type.String(),
  userName: Type.String(),
  grants: Type.Array(ConsoleGrant),
})
export type ConsoleMe = Static<typeof ConsoleMe>

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  operatorName: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  at: IsoTime,
})
export type AuditEntry = Static<typeof AuditEntry>

export const AuditQuery = Type.Object({
  ...PageQuery().properties,
  /** Sign-in name of the operator. */
  operator: Type.Optional(Type.String({ maxLength: 64 })),
  entity: Type.Optional(Type.String({ maxLength: 64 })),
})
export type AuditQuery = Static<typeof AuditQuery>

/** 统一身份认证 (read-only): which sign-on applies per identity and which upstreams are connected. Secrets never travel. */
export const IdentitySettings = Type.Object({
  methods: Type.Array(Type.Object({ identity: Type.String(), identityName: Type.String(), method: Type.String() })),
  breakGlassAccounts: Type.Array(Type.String()),
  oidc: Nullable(
    Type.Object({
      issuer: Type.String(),
      clientId: Type.String(),
      clientSecretSet: Type.Boolean(),
      usernameClaim: Type.String(),
      jit: Type.Boolean(),
      identityClaim: Nullable(Type.String()),
      redirectUri: Type.String(),
      postLogoutRedirectUri: Type.String(),
    }),
  ),
  cas: Nullable(Type.Object({ url: Type.String(), usernameAttribute: Type.String(), serviceUrl: Type.String() })),
  timeoutMs: Type.Integer(),
})
export type IdentitySettings = Static<typeof IdentitySettings>

export const adminConsoleEndpoints = {
  me: defineEndpoint(adminPaths.me, { response: Envelope(ConsoleMe) }),
  auditList: defineEndpoint(adminPaths.auditList, { query: AuditQuery, response: Envelope(Page(AuditEntry)) }),
  identitySettings: defineEndpoint(adminPaths.identitySettings, { response: Envelope(IdentitySettings) }),
}
