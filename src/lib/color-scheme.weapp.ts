/**
 * Mini-program twin of `color-scheme.h5.ts`. WeChat follows the system (`darkmode: true`, theme.json and the
 * `prefers-color-scheme` rules of styles/theme.scss); a page has no root element a script could mark for every
 * page at once, so 浅色 / 深色 are not offered here.
 */
export type ColorSchemeChoice = 'system' | 'light' | 'dark'

export const CAN_CHOOSE_COLOR_SCHEME: boolean = false

export const THEME_CLASSES: Readonly<Record<Exclude<ColorSchemeChoice, 'system'>, string>> = {
  light: 'portal-theme-light',
  dark: 'portal-theme-dark',
}

export function applyColorScheme(_choice: ColorSchemeChoice): void {}
