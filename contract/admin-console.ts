import { Type, type Static } from 'typebox'
import { Envelope, IsoTime, Nullable, Page, PageQuery } from './common'
import { INT32_MAX } from './constants'
import { defineEndpoint } from './endpoint'
import { adminPaths } from './paths/admin'

/**
 * The reason a console save over a newer change is refused (409): the editor sent back the `updatedAt` it loaded and
 * someone saved since. The console offers 重新加载 for it.
 */
export const STALE_EDIT = '内容已被他人修改，请重新加载后再编辑'

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
  /** Where the write came from; null for scheduled work and rows older than the address was kept. */
  ip: Nullable(Type.String()),
  at: IsoTime,
})
export type AuditEntry = Static<typeof AuditEntry>

export const AuditQuery = Type.Object({
  ...PageQuery().properties,
  /** Sign-in name of the operator. */
  operator: Type.Optional(Type.String({ maxLength: 64 })),
  entity: Type.Optional(Type.String({ maxLength: 64 })),
  action: Type.Optional(Type.String({ maxLength: 64 })),
  /** The address a write came from (exact). */
  ip: Type.Optional(Type.String({ maxLength: 64 })),
  /** Written at or after / before these instants. */
  from: Type.Optional(Type.String({ maxLength: 40, description: 'ISO 8601 date-time' })),
  to: Type.Optional(Type.String({ maxLength: 40, description: 'ISO 8601 date-time' })),
})
export type AuditQuery = Static<typeof AuditQuery>

const Text = (maxLength: number) => Type.String({ maxLength, default: '' })
const SignOnMethod = Type.Union([Type.Literal('password'), Type.Literal('ldap'), Type.Literal('oidc'), Type.Literal('cas')])
const Timeout = Type.Integer({ minimum: 500, maximum: 60_000 })

/**
 * The editable sign-on settings (统一身份认证 in the console) without their secrets. The effective value of each field
 * is the environment's unless the console saved another one (see docs/identity.md).
 */
export const SignOnForm = Type.Object(
  {
    methods: Type.Object(
      { admin: SignOnMethod, guest: SignOnMethod, student: SignOnMethod, teacher: SignOnMethod },
      { additionalProperties: false },
    ),
    breakGlassAccounts: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50 }),
    upstreamTimeoutMs: Timeout,
    oidc: Type.Object(
      { issuer: Text(500), clientId: Text(200), usernameClaim: Text(100), jit: Type.Boolean(), identityClaim: Text(100) },
      { additionalProperties: false },
    ),
    cas: Type.Object({ url: Text(500), usernameAttribute: Text(100) }, { additionalProperties: false }),
    ldap: Type.Object(
      {
        url: Text(500),
        startTls: Type.Boolean(),
        tlsInsecure: Type.Boolean(),
        bindDnTemplate: Text(500),
        bindDn: Text(500),
        userBase: Text(500),
        userFilter: Text(500),
        disabledFilter: Text(500),
        attributes: Type.Object(
          { username: Text(100), name: Text(100), identity: Text(100), mobile: Text(100), email: Text(100), org: Text(100) },
          { additionalProperties: false },
        ),
        orgBase: Text(500),
        orgParent: Text(100),
        groupBase: Text(500),
        syncCron: Text(100),
        timeoutMs: Timeout,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type SignOnForm = Static<typeof SignOnForm>

/** A secret field of a save: a new value replaces it, `clear` removes it, neither keeps what is stored. */
export const SignOnSaveBody = Type.Object(
  {
    ...SignOnForm.properties,
    version: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'the version the edit was made on' }),
    oidcClientSecret: Type.Optional(Type.String({ maxLength: 500 })),
    clearOidcClientSecret: Type.Optional(Type.Boolean()),
    ldapBindPassword: Type.Optional(Type.String({ maxLength: 500 })),
    clearLdapBindPassword: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type SignOnSaveBody = Static<typeof SignOnSaveBody>

/** 测试连接 of one upstream with the form as edited (not saved); secrets left empty use the stored ones. */
export const SignOnTestBody = Type.Object(
  {
    ...SignOnForm.properties,
    oidcClientSecret: Type.Optional(Type.String({ maxLength: 500 })),
    ldapBindPassword: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
)
export type SignOnTestBody = Static<typeof SignOnTestBody>
export const SignOnTestResult = Type.Object({ ok: Type.Boolean(), message: Type.String() })
export type SignOnTestResult = Static<typeof SignOnTestResult>

/** Where a value comes from: the server's environment (环境变量) or a console save (控制台). */
export const SettingSource = Type.Union([Type.Literal('env'), Type.Literal('console')])
export type SettingSource = Static<typeof SettingSource>

/** 统一身份认证: which sign-on applies per identity and which upstreams are connected. Secrets never travel. */
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
  /** The effective settings as the console edits them. */
  form: SignOnForm,
  /** Whether each secret is set (never its value). */
  secrets: Type.Object({ oidcClientSecret: Type.Boolean(), ldapBindPassword: Type.Boolean() }),
  /** The source of each field, by its path in `form` (e.g. `ldap.attributes.name`) or secret name. */
  sources: Type.Record(Type.String(), SettingSource),
  /** The addresses to register at the provider / CAS server. */
  callbacks: Type.Object({ oidcRedirectUri: Type.String(), oidcPostLogoutRedirectUri: Type.String(), casServiceUrl: Type.String() }),
  version: Type.Integer(),
})
export type IdentitySettings = Static<typeof IdentitySettings>

export const adminConsoleEndpoints = {
  me: defineEndpoint(adminPaths.me, { response: Envelope(ConsoleMe) }),
  auditList: defineEndpoint(adminPaths.auditList, { query: AuditQuery, response: Envelope(Page(AuditEntry)) }),
  identitySettings: defineEndpoint(adminPaths.identitySettings, { response: Envelope(IdentitySettings) }),
  identitySave: defineEndpoint(adminPaths.identitySave, { body: SignOnSaveBody, response: Envelope(IdentitySettings) }),
  identityTestOidc: defineEndpoint(adminPaths.identityTestOidc, { body: SignOnTestBody, response: Envelope(SignOnTestResult) }),
  identityTestCas: defineEndpoint(adminPaths.identityTestCas, { body: SignOnTestBody, response: Envelope(SignOnTestResult) }),
  identityTestLdap: defineEndpoint(adminPaths.identityTestLdap, { body: SignOnTestBody, response: Envelope(SignOnTestResult) }),
}
