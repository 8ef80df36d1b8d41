import { makeAutoObservable } from 'mobx'
import { cache, markPermanent } from '@/lib/cache'
import { applyColorScheme, CAN_CHOOSE_COLOR_SCHEME, type ColorSchemeChoice } from '@/lib/color-scheme'

export const APPEARANCE_KEY = 'appearance'
// 清除缓存 keeps it, as it keeps the other settings a person made ("必要设置会保留").
markPermanent(APPEARANCE_KEY)

export const APPEARANCE_OPTIONS: ReadonlyArray<{ value: ColorSchemeChoice; label: string }> = [
  { value: 'system', label: '跟随系统' },
  { value: 'light', label: '浅色' },
  { value: 'dark', label: '深色' },
]

const isChoice = (value: unknown): value is ColorSchemeChoice => APPEARANCE_OPTIONS.some((o) => o.value === value)

/**
 * 设置 › 外观: follow the system's light or dark scheme, or keep one. Remembered on this device (like the time zone),
 * for whoever uses it, and applied at once (lib/color-scheme: a root class in a browser, each page's style in the
 * mini-program). Where a platform cannot override the system, it always follows the system.
 */
export class AppearanceStore {
  choice: ColorSchemeChoice = CAN_CHOOSE_COLOR_SCHEME ? readCached() : 'system'

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
    applyColorScheme(this.choice)
  }

  get canChoose(): boolean {
    return CAN_CHOOSE_COLOR_SCHEME
  }

  get label(): string {
    return APPEARANCE_OPTIONS.find((o) => o.value === this.choice)?.label ?? ''
  }

  choose(value: ColorSchemeChoice) {
    if (!CAN_CHOOSE_COLOR_SCHEME || !isChoice(value)) return
    this.choice = value
    if (value === 'system') cache.remove(APPEARANCE_KEY)
    else cache.set(APPEARANCE_KEY, value)
    applyColorScheme(value)
  }
}

function readCached(): ColorSchemeChoice {
  const value = cache.get<string>(APPEARANCE_KEY, 'system')
  return isChoice(value) ? value : 'system'
}
