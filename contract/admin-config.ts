import { Type, type Static } from 'typebox'
import { Envelope, Id, IdentityTypeCode, IsoTime, Nullable } from './common'
import { INT32_MAX } from './constants'
import { defineEndpoint } from './endpoint'
import { adminConfigPaths, adminReleasePaths } from './paths/admin-config'
import { ECardSet, ModuleSettings, ThemeFootTab, ValidityEntry } from './portal-config'

/**
 * The portal's configuration in the console (全局管理员). Every object carries `version`, the number of its latest
 * kept version (0 before the first console save); a save names the version it was made on, and a newer one answers 409.
 */
const Version = Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'the kept version the edit was made on' })
/** A count or an order: bounded here to what a column holds; the contract's rules say the real range in Chinese. */
const Count = Type.Integer({ minimum: 0, maximum: INT32_MAX })
const Text = (maxLength: number) => Type.String({ maxLength })
/** A text that may be empty: the console's client leaves empty values out, the server puts '' back. */
const OptionalText = (maxLength: number) => Type.String({ maxLength, default: '' })

export const ConsoleTabName = Type.Object({ code: IdentityTypeCode, tabName: Text(20) }, { additionalProperties: false })

/** What the console edits of a tab (its page, `url`, is fixed by the app). */
export const TabFields = Type.Object(
  {
    tabName: Text(20),
    showTab: Type.Boolean(),
    normalSelectPic: Text(500),
    normalUnselectPic: Text(500),
    otherSelectPic: Text(500),
    otherUnselectPic: Text(500),
    showDifferentName: Type.Boolean(),
    sort: Count,
    externalUrl: OptionalText(500),
    differentNames: Type.Array(ConsoleTabName, { maxItems: 4 }),
  },
  { additionalProperties: false },
)
export type TabFields = Static<typeof TabFields>

export const ConsoleTab = Type.Object({ id: Type.Integer(), url: Type.String(), version: Type.Integer(), ...TabFields.properties })
export type ConsoleTab = Static<typeof ConsoleTab>
export const TabSaveBody = Type.Object({ id: Id, version: Version, ...TabFields.properties }, { additionalProperties: false })
export type TabSaveBody = Static<typeof TabSaveBody>

export const ThemeFields = Type.Object(
  {
    name: Text(30),
    footTabs: Type.Array(ThemeFootTab, { maxItems: 10 }),
    backgroundUrl: OptionalText(500),
    validity: Type.Array(ValidityEntry, { maxItems: 20 }),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type ThemeFields = Static<typeof ThemeFields>

export const ConsoleTheme = Type.Object({ id: Type.Integer(), version: Type.Integer(), ...ThemeFields.properties })
export type ConsoleTheme = Static<typeof ConsoleTheme>
/** Create (no id) or edit (id and the version it was made on). */
export const ThemeSaveBody = Type.Object(
  { id: Type.Optional(Id), version: Type.Optional(Version), ...ThemeFields.properties },
  { additionalProperties: false },
)
export type ThemeSaveBody = Static<typeof ThemeSaveBody>

/** What the console edits of the system config (texts such as the agreements have their own pages). */
export const SystemFields = Type.Object(
  {
    schoolName: Text(40),
    favIcon: Text(500),
    descIcon: Text(500),
    appTopLog: Text(500),
    appAboutLog: Text(500),
    appTaskLog: Text(500),
    eCardSets: Type.Array(ECardSet, { maxItems: 10 }),
    enableMourningMode: Type.Boolean(),
    shake: Type.Object({ openShake: Type.Boolean(), shake_link: Text(500) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
)
export type SystemFields = Static<typeof SystemFields>
export const ConsoleSystem = Type.Object({ version: Type.Integer(), ...SystemFields.properties })
export type ConsoleSystem = Static<typeof ConsoleSystem>
export const SystemSaveBody = Type.Object({ version: Version, ...SystemFields.properties }, { additionalProperties: false })
export type SystemSaveBody = Static<typeof SystemSaveBody>

export const ModuleFields = Type.Object(
  { ...ModuleSettings.properties, servicesNumPerRow: Count, telephone: OptionalText(30), casArry: Type.Array(Text(260), { maxItems: 50 }) },
  { additionalProperties: false },
)
export type ModuleFields = Static<typeof ModuleFields>
export const ConsoleModule = Type.Object({ version: Type.Integer(), ...ModuleFields.properties })
export type ConsoleModule = Static<typeof ConsoleModule>
export const ModuleSaveBody = Type.Object({ version: Version, ...ModuleFields.properties }, { additionalProperties: false })
export type ModuleSaveBody = Static<typeof ModuleSaveBody>

export const ConfigKind = Type.Union([Type.Literal('tab'), Type.Literal('theme'), Type.Literal('system'), Type.Literal('module')])

/** One object's kept versions: kind and key ('system', 'module', or the tab's / theme's id). */
export const VersionQuery = Type.Object({ kind: ConfigKind, key: Type.String({ pattern: '^[a-z0-9]{1,20}$' }) })
export type VersionQuery = Static<typeof VersionQuery>

export const ConfigVersion = Type.Object({
  version: Type.Integer(),
  body: Type.Record(Type.String(), Type.Unknown()),
  /** Sign-in name of who saved it; null for version 0 (as it was before the console first saved it). */
  savedBy: Nullable(Type.String()),
  savedAt: IsoTime,
})
export type ConfigVersion = Static<typeof ConfigVersion>

/** Restore `version` as a new save; `current` is the latest version the operator saw (a newer one answers 409). */
export const VersionRestoreBody = Type.Object(
  { ...VersionQuery.properties, version: Version, current: Version },
  { additionalProperties: false },
)
export type VersionRestoreBody = Static<typeof VersionRestoreBody>

export const adminConfigEndpoints = {
  tabList: defineEndpoint(adminConfigPaths.tabList, { response: Envelope(Type.Array(ConsoleTab)) }),
  tabSave: defineEndpoint(adminConfigPaths.tabSave, { body: TabSaveBody, response: Envelope(ConsoleTab) }),
  themeList: defineEndpoint(adminConfigPaths.themeList, { response: Envelope(Type.Array(ConsoleTheme)) }),
  themeSave: defineEndpoint(adminConfigPaths.themeSave, { body: ThemeSaveBody, response: Envelope(ConsoleTheme) }),
  systemSettings: defineEndpoint(adminConfigPaths.systemSettings, { response: Envelope(ConsoleSystem) }),
  systemSave: defineEndpoint(adminConfigPaths.systemSave, { body: SystemSaveBody, response: Envelope(ConsoleSystem) }),
  moduleSettings: defineEndpoint(adminConfigPaths.moduleSettings, { response: Envelope(ConsoleModule) }),
  moduleSave: defineEndpoint(adminConfigPaths.moduleSave, { body: ModuleSaveBody, response: Envelope(ConsoleModule) }),
  versionList: defineEndpoint(adminConfigPaths.versionList, { query: VersionQuery, response: Envelope(Type.Array(ConfigVersion)) }),
  versionRestore: defineEndpoint(adminConfigPaths.versionRestore, {
    body: VersionRestoreBody,
    response: Envelope(Type.Object({ version: Type.Integer() })),
  }),
}

export const ConsoleDiversion = Type.Object({
  id: Type.Integer(),
  /** Sign-in name of the account it is for; null: everyone (the public list). */
  username: Nullable(Type.String()),
  userName: Nullable(Type.String()),
  terminal: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  sort: Type.Integer(),
})
export type ConsoleDiversion = Static<typeof ConsoleDiversion>

/** Create (no id) or edit; `username` empty or absent: for everyone. */
export const DiversionSaveBody = Type.Object(
  {
    id: Type.Optional(Id),
    username: Type.Optional(Text(64)),
    terminal: Type.Integer({ minimum: 1, maximum: 9 }),
    title: Text(30),
    url: Text(500),
    sort: Count,
  },
  { additionalProperties: false },
)
export type DiversionSaveBody = Static<typeof DiversionSaveBody>

export const ConsoleAppVersion = Type.Object({
  id: Type.Integer(),
  platform: Type.String(),
  version: Type.String(),
  versionCode: Type.Integer(),
  forceUpdate: Type.Boolean(),
  downloadUrl: Type.String(),
  releaseNotes: Type.String(),
  releasedAt: IsoTime,
})
export type ConsoleAppVersion = Static<typeof ConsoleAppVersion>

export const AppVersionAddBody = Type.Object(
  {
    platform: Type.Union([Type.Literal('android'), Type.Literal('ios'), Type.Literal('h5')]),
    version: Text(20),
    versionCode: Type.Integer({ minimum: 1, maximum: INT32_MAX }),
    forceUpdate: Type.Boolean(),
    downloadUrl: Text(500),
    releaseNotes: Text(500),
  },
  { additionalProperties: false },
)
export type AppVersionAddBody = Static<typeof AppVersionAddBody>

export const adminReleaseEndpoints = {
  diversionList: defineEndpoint(adminReleasePaths.diversionList, { response: Envelope(Type.Array(ConsoleDiversion)) }),
  diversionSave: defineEndpoint(adminReleasePaths.diversionSave, { body: DiversionSaveBody, response: Envelope(ConsoleDiversion) }),
  diversionDelete: defineEndpoint(adminReleasePaths.diversionDelete, {
    body: Type.Object({ id: Id }, { additionalProperties: false }),
    response: Envelope(Type.Null()),
  }),
  appVersionList: defineEndpoint(adminReleasePaths.appVersionList, { response: Envelope(Type.Array(ConsoleAppVersion)) }),
  appVersionAdd: defineEndpoint(adminReleasePaths.appVersionAdd, { body: AppVersionAddBody, response: Envelope(ConsoleAppVersion) }),
}
