export type { ModuleSettings, SystemConfig } from '../../../server/src/schemas/portal-config'
export type { HomeData, MarqueeItem, ServiceItem } from '../news/types'
