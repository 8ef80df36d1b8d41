export type { ModuleSettings, SystemConfig } from '@contract/portal-config'
export type { HomeData, MarqueeItem, ServiceItem } from '@contract/cms'
