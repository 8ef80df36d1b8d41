/**
 * H5: the choice is a class on the root element. styles/theme.scss declares the dark palette for
 * `prefers-color-scheme: dark` unless the root has `portal-theme-light`, and for `portal-theme-dark` always.
 */
export type ColorSchemeChoice = 'system' | 'light' | 'dark'

export const CAN_CHOOSE_COLOR_SCHEME: boolean = true

export const THEME_CLASSES: Readonly<Record<Exclude<ColorSchemeChoice, 'system'>, string>> = {
  light: 'portal-theme-light',
  dark: 'portal-theme-dark',
}

export function applyColorScheme(choice: ColorSchemeChoice): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  root.classList.remove(THEME_CLASSES.light, THEME_CLASSES.dark)
  if (choice !== 'system') root.classList.add(THEME_CLASSES[choice])
}

/** The root's class switches the colour set (applyColorScheme), so a page declares none of its own. */
export function pageColorStyle(): string {
  return ''
}

/** A browser's bars are part of the page, coloured by the same set. */
export function paintNativeChrome(): void {}
