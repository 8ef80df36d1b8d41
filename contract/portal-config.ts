import { Type, type Static } from 'typebox'
import { Envelope } from './common'
import { defineEndpoint } from './endpoint'
import { portalConfigPaths } from './paths/portal-config'

export const FootTabEntry = Type.Object({
  pagePath: Type.String(),
  text: Type.String(),
  iconPath: Type.String(),
  selectedIconPath: Type.String(),
})
export type FootTabEntry = Static<typeof FootTabEntry>

export const ECardSet = Type.Object({
  cardType: Type.String(),
  cardName: Type.String(),
  cardImage: Type.String(),
  enabled: Type.Boolean(),
})
export type ECardSet = Static<typeof ECardSet>

export const SystemConfig = Type.Object({
  schoolName: Type.String(),
  favIcon: Type.String({ description: 'URL of the favicon' }),
  descIcon: Type.String(),
  appTopLog: Type.String({ description: 'logo at the top of the home page' }),
  appAboutLog: Type.String({ description: 'logo on the about page' }),
  appTaskLog: Type.String(),
  aboutText: Type.String(),
  protocol: Type.String({ description: 'user agreement (HTML paragraphs)' }),
  privacy: Type.String({ description: 'privacy policy (HTML paragraphs)' }),
  footTab: Type.Boolean({ description: 'true: use appFootTabList instead of the built-in tab bar' }),
  appFootTabs: Type.String({ description: 'appFootTabList as a JSON string (older clients)' }),
  appFootTabList: Type.Array(FootTabEntry),
  eCardSets: Type.Array(ECardSet),
  enableMourningMode: Type.Boolean(),
  shake: Type.Object({ openShake: Type.Boolean(), shake_link: Type.String() }),
})
export type SystemConfig = Static<typeof SystemConfig>
export const SystemConfigResponse = Envelope(SystemConfig)
export type SystemConfigResponse = Static<typeof SystemConfigResponse>

export const ModuleSettings = Type.Object({
  servicesNumPerRow: Type.Integer(),
  telephone: Type.String(),
  isShowScan: Type.Boolean(),
  isShowRobot: Type.Boolean(),
  isShowMessage: Type.Boolean(),
  isShowFeedback: Type.Boolean(),
  isShowFavorite: Type.Boolean(),
  isOpenGlobalSearch: Type.Boolean(),
  isShowSafeSet: Type.Boolean(),
  isShowProtocol: Type.Boolean(),
  casArry: Type.Array(Type.String(), { description: 'hosts (host or host:port) allowed as CAS service' }),
  NavigationBarTitle: Type.String(),
})
export type ModuleSettings = Static<typeof ModuleSettings>
export const ModuleSettingsResponse = Envelope(ModuleSettings)
export type ModuleSettingsResponse = Static<typeof ModuleSettingsResponse>

export const TabDifferentName = Type.Object({ code: Type.String(), tabName: Type.String(), tabId: Type.Integer() })
export type TabDifferentName = Static<typeof TabDifferentName>

export const TabConfig = Type.Object({
  id: Type.Integer(),
  tabName: Type.String(),
  url: Type.String({ description: 'page path, e.g. pages/tab/service/index' }),
  showTab: Type.Boolean(),
  normalSelectPic: Type.String(),
  normalUnselectPic: Type.String(),
  otherSelectPic: Type.String(),
  otherUnselectPic: Type.String(),
  showDifferentName: Type.Boolean(),
  themeId: Type.Union([Type.Integer(), Type.Null()]),
  sort: Type.Integer(),
  differentNames: Type.Array(TabDifferentName),
  externalUrl: Type.Optional(Type.String({ description: 'http(s) page the tab web view opens; empty for none' })),
})
export type TabConfig = Static<typeof TabConfig>
export const TabConfigListResponse = Envelope(Type.Array(TabConfig))
export type TabConfigListResponse = Static<typeof TabConfigListResponse>

export const ValidityEntry = Type.Object({
  validTimeType: Type.Union([Type.Literal('permanent'), Type.Literal('custom')]),
  customValidTimeType: Type.Optional(Type.Union([Type.Literal('include'), Type.Literal('exclude')])),
  customValidStartTime: Type.Optional(Type.String({ description: 'ISO 8601' })),
  customValidEndTime: Type.Optional(Type.String({ description: 'ISO 8601' })),
})
export type ValidityEntry = Static<typeof ValidityEntry>

export const ThemeFootTab = Type.Object({
  name: Type.String(),
  text: Type.String(),
  iconPath: Type.String(),
  selectedIconPath: Type.String(),
  backgroundUrl: Type.Optional(Type.String()),
})
export type ThemeFootTab = Static<typeof ThemeFootTab>

export const ThemeConfig = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  footTabs: Type.Array(ThemeFootTab),
  backgroundUrl: Type.String(),
  validity: Type.Array(ValidityEntry),
  isValidForNow: Type.Boolean({ description: 'validity evaluated by the server clock' }),
})
export type ThemeConfig = Static<typeof ThemeConfig>
export const ThemeResponse = Envelope(Type.Union([ThemeConfig, Type.Null()]))
export type ThemeResponse = Static<typeof ThemeResponse>

/**
 * The four start-up answers in one (system config, module settings, tab list, current theme): a first load
 * makes one call instead of four while the page's own scripts and content still wait for a connection. Each
 * part keeps its own endpoint (spec §7).
 */
export const StartupConfig = Type.Object({
  system: SystemConfig,
  modules: ModuleSettings,
  tabs: Type.Array(TabConfig),
  theme: Type.Union([ThemeConfig, Type.Null()]),
})
export type StartupConfig = Static<typeof StartupConfig>
export const StartupConfigResponse = Envelope(StartupConfig)
export type StartupConfigResponse = Static<typeof StartupConfigResponse>

export const AppVersion = Type.Object({
  platform: Type.String(),
  version: Type.String(),
  versionCode: Type.Integer(),
  forceUpdate: Type.Boolean(),
  downloadUrl: Type.String(),
  releaseNotes: Type.String(),
  releasedAt: Type.String(),
})
export type AppVersion = Static<typeof AppVersion>
export const LastVersionQuery = Type.Object({
  platform: Type.Optional(Type.Union([Type.Literal('android'), Type.Literal('ios'), Type.Literal('h5')])),
})
export const LastVersionResponse = Envelope(Type.Union([AppVersion, Type.Null()]))
export type LastVersionResponse = Static<typeof LastVersionResponse>
export const AppVersionInfoResponse = Envelope(
  Type.Object({
    serverVersion: Type.String(),
    versions: Type.Array(AppVersion),
  }),
)
export type AppVersionInfoResponse = Static<typeof AppVersionInfoResponse>

export const NetworkCheckResponse = Envelope(
  Type.Object({
    online: Type.Literal(true),
    serverTime: Type.Integer({ description: 'ms since epoch' }),
    onCampus: Type.Boolean({
      description: 'the caller’s address is on the campus network (CAMPUS_NETWORKS); off campus, campus-only services need the VPN',
    }),
  }),
)
export type NetworkCheckResponse = Static<typeof NetworkCheckResponse>

export const PrivacyAgreement = Type.Object({
  title: Type.String(),
  version: Type.String(),
  updatedAt: Type.String(),
  content: Type.String({ description: 'HTML paragraphs' }),
})
export type PrivacyAgreement = Static<typeof PrivacyAgreement>
export const PrivacyAgreementResponse = Envelope(PrivacyAgreement)
export type PrivacyAgreementResponse = Static<typeof PrivacyAgreementResponse>

/** Every portal-config endpoint: path and schemas (the server registers from these; the client's api.ts calls them). */
export const portalConfigEndpoints = {
  getLastVersion: defineEndpoint(portalConfigPaths.getLastVersion, { query: LastVersionQuery, response: LastVersionResponse }),
  appVersionInfo: defineEndpoint(portalConfigPaths.appVersionInfo, { response: AppVersionInfoResponse }),
  networkCheck: defineEndpoint(portalConfigPaths.networkCheck, { response: NetworkCheckResponse }),
  getPrivacyAgreement: defineEndpoint(portalConfigPaths.getPrivacyAgreement, { response: PrivacyAgreementResponse }),
  getSystemConf: defineEndpoint(portalConfigPaths.getSystemConf, { response: SystemConfigResponse }),
  getAppSystemConf: defineEndpoint(portalConfigPaths.getAppSystemConf, { response: ModuleSettingsResponse }),
  tabList: defineEndpoint(portalConfigPaths.tabList, { response: TabConfigListResponse }),
  themeCurrent: defineEndpoint(portalConfigPaths.themeCurrent, { response: ThemeResponse }),
  startup: defineEndpoint(portalConfigPaths.startup, { response: StartupConfigResponse }),
}
