/** Portal configuration contract, shared with the server (contract/portal-config.ts). */
export type {
  AppVersion,
  ModuleSettings,
  PrivacyAgreement,
  SystemConfig,
  TabConfig,
  ThemeConfig,
} from '@contract/portal-config'
