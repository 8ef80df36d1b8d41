import Taro from '@tarojs/taro'
import { makeAutoObservable, observableRef, reaction } from 'mobx'
import { cache } from '@/lib/cache'
import { tabBar } from '@/routes/app-config'
import { labelFor, mergeTabConfig } from './tab-labels'
import { isThemeApplicable, parseFootTabs, themeBackgroundFor } from '@contract/theme-rules'
import { tabIconPaths } from './tab-icon-file'
import type { TabConfig, TabEntry, ThemeConfig } from './tab-bar-types'
import type { RootStore } from './root-store'
import { BADGE_MAX } from '@contract/constants'

export const THEME_KEY = 'theme_config'
export { BADGE_MAX }

function defaultTabs(): TabEntry[] {
  return tabBar().list.map((t) => ({
    ...t,
    iconPath: '/' + t.iconPath,
    selectedIconPath: '/' + t.selectedIconPath,
    redDot: false,
    badge: 0,
    identityList: {},
  }))
}

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count)
}

/**
 * The bottom tab bar: labels per identity, the server's tab configuration, a time-limited theme,
 * badges and red dots. Changes are pushed to the platform's tab bar by a reaction.
 */
export class TabBarStore {
  /** The bar without a theme: the app's tabs with the server's configuration merged in. */
  original: TabEntry[] = defaultTabs()
  theme: ThemeConfig | null = cache.get<ThemeConfig | null>(THEME_KEY, null) ?? null
  badges: number[] = this.original.map(() => 0)
  redDots: boolean[] = this.original.map(() => false)
  private readonly disposers: (() => void)[] = []
  /**
   * What the platform's bar shows, per tab: at first the app config's tabs (the same labels and icons as
   * `defaultTabs()`). Only what differs is pushed, so the default icons are not fetched again by path when
   * the bar already shows them (then again when a theme replaces them).
   */
  private readonly shown: Array<Pick<TabEntry, 'text' | 'iconPath' | 'selectedIconPath'>> = defaultTabs()
  /** The badge and red dot the platform's bar shows, per tab (none at first); only changes are pushed. */
  private readonly shownMarks = this.original.map(() => ({ badge: 0, dot: false }))

  constructor(private readonly root: RootStore) {
    makeAutoObservable<TabBarStore, 'root' | 'disposers' | 'shown' | 'shownMarks'>(
      this,
      // The tabs and the theme are replaced whole, never changed in place: kept as given, not deep copies.
      { root: false, disposers: false, shown: false, shownMarks: false, original: observableRef, theme: observableRef },
      { autoBind: true },
    )
  }

  get themeActive(): boolean {
    return isThemeApplicable(this.theme)
  }

  /** What the bar shows now, per the signed-in identity. */
  get tabs(): TabEntry[] {
    const identity = this.root.account.identity
    const foot = this.themeActive ? parseFootTabs(this.theme!.footTabs) : []
    return this.original.map((tab, i) => {
      const themed = foot[i]
      return {
        ...tab,
        // A per-identity name wins over a theme's label: a theme restyles the bar, it does not rename roles.
        text: (identity && tab.identityList[identity]) || themed?.text || themed?.name || labelFor(tab, identity),
        iconPath: themed?.iconPath || tab.iconPath,
        selectedIconPath: themed?.selectedIconPath || tab.selectedIconPath,
        badge: this.badges[i],
        redDot: this.redDots[i],
      }
    })
  }

  /** The theme background of the current tab page, when a valid theme gives one. */
  backgroundFor(index: number): string | undefined {
    return themeBackgroundFor(this.theme, index)
  }

  indexOf(pathOrIndex: string | number): number {
    if (typeof pathOrIndex === 'number') return pathOrIndex
    const clean = pathOrIndex.replace(/^\//, '').split('?')[0]
    return this.original.findIndex((t) => t.pagePath === clean)
  }

  applyServerConfig(configs: readonly TabConfig[]) {
    this.original = mergeTabConfig(defaultTabs(), configs)
  }

  /** Spec §4 "Theme tab bar": kept only while valid for now; otherwise the original bar returns. */
  applyTheme(theme: ThemeConfig | null) {
    if (theme && isThemeApplicable(theme)) {
      this.theme = theme
      cache.set(THEME_KEY, theme)
    } else {
      this.resetTheme()
    }
  }

  resetTheme() {
    this.theme = null
    cache.remove(THEME_KEY)
  }

  setBadge(tab: string | number, count: number) {
    const i = this.indexOf(tab)
    if (i < 0) return
    this.badges[i] = Math.max(0, Math.floor(count) || 0)
  }

  removeBadge(tab: string | number) {
    this.setBadge(tab, 0)
  }

  setRedDot(tab: string | number, on: boolean) {
    const i = this.indexOf(tab)
    if (i >= 0) this.redDots[i] = on
  }

  /** Keeps the platform's tab bar in step with this store. Returns a disposer. */
  startSync(): () => void {
    this.disposers.push(
      reaction(
        () => this.tabs.map((t) => [t.text, t.iconPath, t.selectedIconPath].join('|')),
        () => void this.pushItems(),
        { fireImmediately: true },
      ),
      reaction(
        () => this.tabs.map((t) => `${t.badge}|${t.redDot}`),
        () => this.pushBadges(),
        { fireImmediately: true },
      ),
    )
    return () => this.disposers.splice(0).forEach((d) => d())
  }

  private async pushItems() {
    const tabs = this.tabs
    const changes = tabs
      .map((tab, index) => {
        const shown = this.shown[index]
        const iconsChanged = !shown || shown.iconPath !== tab.iconPath || shown.selectedIconPath !== tab.selectedIconPath
        return { tab, index, iconsChanged, changed: iconsChanged || shown.text !== tab.text }
      })
      .filter((change) => change.changed)
    if (changes.length === 0) return
    // Every tab's icons at once: the browser then fetches them as one sheet.
    const paths = changes.some((change) => change.iconsChanged)
      ? await tabIconPaths(tabs.flatMap((tab) => [tab.iconPath, tab.selectedIconPath]))
      : []
    for (const { tab, index, iconsChanged } of changes) {
      const item: Taro.setTabBarItem.Option = { index, text: tab.text }
      if (iconsChanged) {
        const [iconPath, selectedIconPath] = [paths[index * 2], paths[index * 2 + 1]]
        // An icon that could not be saved: the tab keeps what it shows, and the next change retries.
        if (!iconPath || !selectedIconPath) continue
        Object.assign(item, { iconPath, selectedIconPath })
      }
      try {
        await Taro.setTabBarItem(item)
        this.shown[index] = { text: tab.text, iconPath: tab.iconPath, selectedIconPath: tab.selectedIconPath }
      } catch {
        // The bar may not exist on the current page (non-tab pages); the next change retries.
      }
    }
  }

  private pushBadges() {
    this.tabs.forEach((tab, index) => {
      const shown = this.shownMarks[index]
      if (!shown) return
      // A red dot shows only on a tab without a badge.
      const dot = tab.redDot && tab.badge === 0
      // Each is recorded once the bar took it, so a bar that was not there (a non-tab page) is told again at the
      // next change.
      if (shown.badge !== tab.badge) {
        const badge = tab.badge
        const told = badge > 0 ? Taro.setTabBarBadge({ index, text: badgeText(badge) }) : Taro.removeTabBarBadge({ index })
        told.then(() => (shown.badge = badge), quiet)
      }
      if (shown.dot !== dot)
        (dot ? Taro.showTabBarRedDot({ index }) : Taro.hideTabBarRedDot({ index })).then(() => (shown.dot = dot), quiet)
    })
  }
}

function quiet(): void {}
