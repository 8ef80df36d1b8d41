/** Identity codes that select tab labels (token claim ATTR_identityTypeCode). */
export type IdentityCode = 'admin' | 'guest' | 'student' | 'teacher'
export const IDENTITY_CODES: readonly IdentityCode[] = ['admin', 'guest', 'student', 'teacher']

/** Spec §3 "Validity entry". validTimeType 'permanent' or 'custom'; customValidTimeType 'include' | 'exclude'. */
export interface ValidityEntry {
  validTimeType: string
  customValidTimeType?: string
  customValidStartTime?: string
  customValidEndTime?: string
}

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

/** Spec §3 "Tab configuration (server)". */
export interface TabConfig {
  id: string | number
  tabName: string
  url: string
  showTab: boolean | number
  normalSelectPic?: string
  normalUnselectPic?: string
  otherSelectPic?: string
  otherUnselectPic?: string
  showDifferentName: boolean | number
  themeId?: string | number | null
  sort: number
  differentNames: { code: IdentityCode | string; tabName: string; tabId?: string | number }[]
}

/** Spec §3 "Theme config". footTabs may arrive as a JSON string. */
export interface ThemeFootTab {
  iconPath?: string
  selectedIconPath?: string
  name?: string
  text?: string
  backgroundUrl?: string
}
export interface ThemeConfig {
  footTabs: ThemeFootTab[] | string
  backgroundUrl?: string
  isValidForNow?: boolean
  validity?: ValidityEntry[]
}
