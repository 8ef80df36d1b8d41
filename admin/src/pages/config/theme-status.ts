import type { ConsoleTheme } from '@contract/admin-config'
import { isThemeApplicable, isValidNow } from '@contract/theme-rules'

export type ThemeStatus = 'in-force' | 'overridden' | 'outside-window' | 'disabled'

/**
 * Which theme the portal shows now, by the portal's own rules: the server offers the newest enabled theme whose
 * validity holds now, and the client applies it when its window holds and it has tabs (`contract/theme-rules.ts`).
 */
export function themeInForce(themes: readonly ConsoleTheme[], now = new Date()): ConsoleTheme | undefined {
  const offered = [...themes].sort((a, b) => b.id - a.id).find((theme) => theme.enabled && isValidNow(theme.validity, now))
  return offered && isThemeApplicable(offered, now) ? offered : undefined
}

export function themeStatus(theme: ConsoleTheme, themes: readonly ConsoleTheme[], now = new Date()): ThemeStatus {
  if (!theme.enabled) return 'disabled'
  if (!isValidNow(theme.validity, now)) return 'outside-window'
  return themeInForce(themes, now)?.id === theme.id ? 'in-force' : 'overridden'
}

export const THEME_STATUS_LABEL: Record<ThemeStatus, { text: string; color: string }> = {
  'in-force': { text: '生效中', color: 'green' },
  overridden: { text: '有效期内（被更新的主题覆盖）', color: 'gold' },
  'outside-window': { text: '不在有效期', color: 'default' },
  disabled: { text: '已停用', color: 'default' },
}
