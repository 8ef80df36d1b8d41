/**
 * Mini-program twin of `color-scheme.h5.ts`. 跟随系统 is WeChat's own dark mode (`darkmode: true`, theme.json and the
 * `prefers-color-scheme` rules of styles/theme.scss). A page's root takes no class here, so 浅色 / 深色 put the whole
 * chosen colour set in each page's `<page-meta page-style>` (styles/color-schemes.ts, generated from theme.scss),
 * which outranks the stylesheet's sets, and paint the navigation bar, tab bar and window background, which WeChat
 * draws from theme.json, with the same set's colours as each page shows.
 */
import Taro from '@tarojs/taro'
import { observable, runInAction } from 'mobx'
import { COLOR_SCHEME_PROPERTIES } from '../styles/color-schemes'
import theme from '../theme.json'

export type ColorSchemeChoice = 'system' | 'light' | 'dark'
type Scheme = Exclude<ColorSchemeChoice, 'system'>

export const CAN_CHOOSE_COLOR_SCHEME: boolean = true

export const THEME_CLASSES: Readonly<Record<Scheme, string>> = {
  light: 'portal-theme-light',
  dark: 'portal-theme-dark',
}

const chosen = observable.box<ColorSchemeChoice>('system')
/** Whether 浅色 or 深色 was chosen since launch: the native bars then need painting back when 跟随系统 returns. */
let painted = false

export function applyColorScheme(choice: ColorSchemeChoice): void {
  runInAction(() => chosen.set(choice))
  if (choice !== 'system' && !painted) {
    painted = true
    // WeChat repaints its bars from theme.json when the system's scheme changes; a kept choice paints them back.
    Taro.onThemeChange?.(() => paintNativeChrome())
  }
  paintNativeChrome()
}

export function pageColorStyle(): string {
  const choice = chosen.get()
  if (choice === 'system') return ''
  return Object.entries(COLOR_SCHEME_PROPERTIES[choice])
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
}

export function paintNativeChrome(): void {
  if (!painted) return
  const choice = chosen.get()
  const colours = theme[choice === 'system' ? systemScheme() : choice]
  // Each fails harmlessly where it does not apply (no tab bar on this page, an older base library).
  attempt(() =>
    Taro.setNavigationBarColor({
      frontColor: colours.navTxtStyle === 'white' ? '#ffffff' : '#000000',
      backgroundColor: colours.navBgColor,
    }),
  )
  attempt(() => Taro.setBackgroundColor({ backgroundColor: colours.bgColor }))
  attempt(() => Taro.setBackgroundTextStyle({ textStyle: colours.bgTxtStyle as 'dark' | 'light' }))
  attempt(() =>
    Taro.setTabBarStyle({
      color: colours.tabColor,
      backgroundColor: colours.tabBgColor,
      borderStyle: colours.tabBorderStyle as 'black' | 'white',
    }),
  )
}

function attempt(call: () => Promise<unknown> | undefined) {
  try {
    void call()?.catch(() => undefined)
  } catch {
    // An API this WeChat lacks: that bar keeps the system's colours.
  }
}

function systemScheme(): Scheme {
  try {
    return Taro.getAppBaseInfo().theme === 'dark' ? 'dark' : 'light'
  } catch {
    return 'light'
  }
}
