/** Portal configuration contract, shared with the server (server/src/schemas/portal-config.ts). */
export type {
  AppVersion,
  ModuleSettings,
  PrivacyAgreement,
  SystemConfig,
  TabConfig,
  ThemeConfig,
} from '@contract/portal-config'
