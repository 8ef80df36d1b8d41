import { Type, type Static } from 'typebox'
import { Envelope, Id, IdentityTypeCode, IsoTime, Nullable, Page, PageQuery } from './common'
import { defineEndpoint } from './endpoint'
import { adminPaths } from './paths/admin'

/** A secret as the console may see it: whether it is set, never the value. */
export const SECRET_SET = '已设置'
export const SECRET_UNSET = '未设置'

/** The school's LDAP as the server is configured (environment; read-only in the console, secrets masked). */
export const DirectorySettings = Type.Object({
  /** False without LDAP_URL: no LDAP sign-in and no sync. */
  configured: Type.Boolean(),
  url: Type.String(),
  startTls: Type.Boolean(),
  bindDnTemplate: Type.String(),
  bindDn: Type.String(),
  bindPassword: Type.Union([Type.Literal(SECRET_SET), Type.Literal(SECRET_UNSET)]),
  userBase: Type.String(),
  userFilter: Type.String(),
  disabledFilter: Type.String(),
  attributes: Type.Object({
    username: Type.String(),
    name: Type.String(),
    identity: Type.String(),
    mobile: Type.String(),
    email: Type.String(),
    org: Type.String(),
  }),
  orgBase: Type.String(),
  orgParent: Type.String(),
  groupBase: Type.String(),
  /** Empty: on demand only. */
  syncCron: Type.String(),
  timeoutMs: Type.Integer(),
  /** The identities whose password sign-in goes to LDAP (SIGN_ON_METHODS). */
  ldapIdentities: Type.Array(IdentityTypeCode),
})
export type DirectorySettings = Static<typeof DirectorySettings>

export const DirectorySyncStatus = Type.Union([Type.Literal('running'), Type.Literal('succeeded'), Type.Literal('failed')])
export type DirectorySyncStatus = Static<typeof DirectorySyncStatus>

export const DirectorySyncRunSummary = Type.Object({
  id: Type.Integer(),
  source: Type.String(),
  trigger: Type.Union([Type.Literal('schedule'), Type.Literal('console')]),
  startedBy: Nullable(Type.String()),
  status: DirectorySyncStatus,
  startedAt: IsoTime,
  finishedAt: Nullable(IsoTime),
  entries: Type.Integer(),
  added: Type.Integer(),
  changed: Type.Integer(),
  disabled: Type.Integer(),
  skipped: Type.Integer(),
  /** Why a failed run failed (it changed nothing). */
  error: Nullable(Type.String()),
})
export type DirectorySyncRunSummary = Static<typeof DirectorySyncRunSummary>

export const DirectorySyncReport = Type.Object({
  added: Type.Array(Type.String()),
  changed: Type.Array(Type.Object({ username: Type.String(), fields: Type.Array(Type.String()) })),
  disabled: Type.Array(Type.Object({ username: Type.String(), reason: Type.String() })),
  skipped: Type.Array(Type.Object({ entryRef: Type.String(), username: Type.String(), reason: Type.String() })),
  orgs: Type.Object({ added: Type.Integer(), changed: Type.Integer() }),
  groups: Type.Object({ added: Type.Integer(), changed: Type.Integer() }),
})
export type DirectorySyncReport = Static<typeof DirectorySyncReport>

export const DirectorySyncRun = Type.Object({
  ...DirectorySyncRunSummary.properties,
  report: Nullable(DirectorySyncReport),
})
export type DirectorySyncRun = Static<typeof DirectorySyncRun>

export const adminDirectoryEndpoints = {
  directorySettings: defineEndpoint(adminPaths.directorySettings, { response: Envelope(DirectorySettings) }),
  directorySyncStart: defineEndpoint(adminPaths.directorySyncStart, {
    body: Type.Object({}, { additionalProperties: false }),
    response: Envelope(Type.Object({ runId: Type.Integer() })),
  }),
  directorySyncRuns: defineEndpoint(adminPaths.directorySyncRuns, {
    query: PageQuery(),
    response: Envelope(Page(DirectorySyncRunSummary)),
  }),
  directorySyncRun: defineEndpoint(adminPaths.directorySyncRun, { query: Type.Object({ id: Id }), response: Envelope(DirectorySyncRun) }),
}
