import type { IdentityCode } from '@/lib/identity-names'
import type { ThemeConfig as ServerThemeConfig, ThemeFootTab } from '@contract/portal-config'
import type { StoredValidityEntry } from '@contract/theme-rules'

export type { StoredValidityEntry } from '@contract/theme-rules'

export type { TabConfig, ThemeFootTab, ValidityEntry } from '@contract/portal-config'

export type { IdentityCode } from '@/lib/identity-names'

/** Spec §3 "Tab entry": what the bar shows for one tab. */
export interface TabEntry {
  pagePath: string
  iconPath: string
  selectedIconPath: string
  text: string
  redDot: boolean
  badge: number
  identityList: Partial<Record<IdentityCode, string>>
  externalUrl?: string
}

/**
 * Spec §3 "Theme config" as the server sends it, except that footTabs may arrive as a JSON string (a cached
 * theme, or a host other than the reference server) and cached themes may lack the newer fields.
 */
export type ThemeConfig = Partial<Omit<ServerThemeConfig, 'footTabs' | 'validity'>> & {
  footTabs: Partial<ThemeFootTab>[] | string
  validity?: StoredValidityEntry[]
}
