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

/** `dry_run`: an import previewed, nothing written, waiting for 确认导入 of the same file. */
export const DirectorySyncStatus = Type.Union([
  Type.Literal('running'),
  Type.Literal('succeeded'),
  Type.Literal('failed'),
  Type.Literal('dry_run'),
])
export type DirectorySyncStatus = Static<typeof DirectorySyncStatus>

/** 全量: people of the import missing from the file are disabled; 增量 (default): adds and changes only. */
export const DirectoryImportMode = Type.Union([Type.Literal('full'), Type.Literal('incremental')])
export type DirectoryImportMode = Static<typeof DirectoryImportMode>

/** The largest import file the server reads (413 above it). */
export const IMPORT_MAX_MB = 20

/** The import's sheets (xlsx sheet names; a CSV is one sheet, recognised by its header) and their columns. */
export const IMPORT_SHEETS = {
  people: { name: '人员', columns: ['学工号', '姓名', '身份', '手机', '邮箱', '组织代码', '状态'], required: ['学工号', '姓名', '身份'] },
  orgs: { name: '组织', columns: ['代码', '名称', '上级代码', '类型'], required: ['代码', '名称'] },
  members: { name: '群组成员', columns: ['群组代码', '群组名称', '学工号'], required: ['群组代码', '学工号'] },
} as const
export type ImportSheetKey = keyof typeof IMPORT_SHEETS

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
  /** An import's mode and file (null for LDAP runs). */
  mode: Nullable(DirectoryImportMode),
  fileName: Nullable(Type.String()),
})
export type DirectorySyncRunSummary = Static<typeof DirectorySyncRunSummary>

export const DirectorySyncReport = Type.Object({
  added: Type.Array(Type.String()),
  changed: Type.Array(Type.Object({ username: Type.String(), fields: Type.Array(Type.String()) })),
  disabled: Type.Array(Type.Object({ username: Type.String(), reason: Type.String() })),
  skipped: Type.Array(Type.Object({ entryRef: Type.String(), username: Type.String(), reason: Type.String() })),
  orgs: Type.Object({ added: Type.Integer(), changed: Type.Integer() }),
  groups: Type.Object({ added: Type.Integer(), changed: Type.Integer() }),
  /** Imports: the organisation codes added and changed. */
  orgCodes: Type.Optional(Type.Object({ added: Type.Array(Type.String()), changed: Type.Array(Type.String()) })),
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
  /** The template: .xlsx with the three sheets, or one sheet as .csv (a file download, not JSON). */
  directoryImportTemplate: defineEndpoint(adminPaths.directoryImportTemplate, {
    query: Type.Object({
      format: Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]),
      sheet: Type.Optional(Type.Union([Type.Literal('people'), Type.Literal('orgs'), Type.Literal('members')])),
    }),
  }),
  /** multipart/form-data: `mode` then `file` (.xlsx or .csv). Answers the dry-run run (status dry_run, report). */
  directoryImportDryRun: defineEndpoint(adminPaths.directoryImportDryRun, { response: Envelope(DirectorySyncRun) }),
  /** multipart/form-data: `runId` then the same `file` again; refused (409) when the file or the portal changed. */
  directoryImportApply: defineEndpoint(adminPaths.directoryImportApply, { response: Envelope(DirectorySyncRun) }),
}
