/**
 * Both variants of every split module export the same names, and (checked by tsc) match the
 * contract in the module's `.d.ts`.
 */
import * as platformH5 from '@/lib/platform.h5'
import * as platformWeapp from '@/lib/platform.weapp'
import * as tokenStoreH5 from '@/lib/token-store.h5'
import * as tokenStoreWeapp from '@/lib/token-store.weapp'
import * as fallbackH5 from '@/lib/bridge-fallback.h5'
import * as fallbackWeapp from '@/lib/bridge-fallback.weapp'
import type * as PlatformContract from '@/lib/platform'
import type * as TokenStoreContract from '@/lib/token-store'
import type * as FallbackContract from '@/lib/bridge-fallback'
import * as colorSchemeH5 from '@/lib/color-scheme.h5'
import * as colorSchemeWeapp from '@/lib/color-scheme.weapp'
import type * as ColorSchemeContract from '@/lib/color-scheme'
import * as elderModeH5 from '@/lib/elder-mode.h5'
import * as elderModeWeapp from '@/lib/elder-mode.weapp'
import type * as ElderModeContract from '@/lib/elder-mode'

const platformVariants: Array<typeof PlatformContract> = [platformH5, platformWeapp]
const tokenStoreVariants: Array<typeof TokenStoreContract> = [tokenStoreH5, tokenStoreWeapp]
const fallbackVariants: Array<typeof FallbackContract> = [fallbackH5, fallbackWeapp]
const colorSchemeVariants: Array<typeof ColorSchemeContract> = [colorSchemeH5, colorSchemeWeapp]
const elderModeVariants: Array<typeof ElderModeContract> = [elderModeH5, elderModeWeapp]

const exportedNames = (module: object) =>
  Object.keys(module)
    .filter((name) => name !== '__esModule')
    .sort()

describe('platform split contracts', () => {
  it('platform files export the same names', () => {
    expect(exportedNames(platformH5)).toEqual(exportedNames(platformWeapp))
    expect(platformVariants.map((variant) => variant.PLATFORM)).toEqual(['h5', 'weapp'])
  })

  it('platform facts differ as the spec says', () => {
    expect(platformH5).toMatchObject({ HAS_SAME_ORIGIN: true, PLATFORM_TERMINAL: 'h5', TOASTS_SERVER_ERRORS: false, PLATFORM_HEADERS: {} })
    expect(platformWeapp).toMatchObject({
      HAS_SAME_ORIGIN: false,
      PLATFORM_TERMINAL: 'wechat',
      TOASTS_SERVER_ERRORS: true,
      PLATFORM_HEADERS: { 'Accept-Language': 'zh-CN' },
    })
  })

  it('token stores export the same functions under the same storage name', () => {
    expect(exportedNames(tokenStoreH5)).toEqual(exportedNames(tokenStoreWeapp))
    expect(tokenStoreVariants.map((variant) => variant.TOKEN_NAME)).toEqual(['userToken', 'userToken'])
  })

  it('bridge fallbacks cover the same events', () => {
    const events = fallbackVariants.map((variant) => Object.keys(variant.platformFallback).sort())
    expect(events[0]).toEqual(events[1])
    expect(events[0]).toEqual([
      'addToCalendar',
      'appVersion',
      'cacheSize',
      'clearCache',
      'logout',
      'openMiniProgram',
      'openService',
      'setBadge',
      'updateVersion',
    ])
  })

  it('both let 浅色 / 深色 override the system and name the same root classes; only the mini-program puts a set in the page style', () => {
    expect(exportedNames(colorSchemeH5)).toEqual(exportedNames(colorSchemeWeapp))
    expect(colorSchemeVariants.map((variant) => variant.CAN_CHOOSE_COLOR_SCHEME)).toEqual([true, true])
    expect(colorSchemeH5.pageColorStyle()).toBe('')
    expect(colorSchemeH5.THEME_CLASSES).toEqual(colorSchemeWeapp.THEME_CLASSES)
  })

  it('both draw 长辈模式 and name the same root class; only the mini-program styles its pages through page-meta', () => {
    expect(exportedNames(elderModeH5)).toEqual(exportedNames(elderModeWeapp))
    expect(elderModeVariants.map((variant) => variant.CAN_USE_ELDER_MODE)).toEqual([true, true])
    expect(elderModeH5.pageTextStyle()).toBe('')
    expect(elderModeH5.ELDER_MODE_CLASS).toBe(elderModeWeapp.ELDER_MODE_CLASS)
    elderModeH5.applyElderMode(true)
    expect(document.documentElement.classList.contains('portal-elder')).toBe(true)
    elderModeH5.applyElderMode(false)
    expect(document.documentElement.classList.contains('portal-elder')).toBe(false)
    // The reader's text size is measured once; jsdom draws no text, so it reads as the usual size.
    expect(document.documentElement.style.getPropertyValue('--portal-reader-scale')).toBe('1')
  })

  it('Jest resolves the unsuffixed imports to the H5 variants', () => {
    expect((jest.requireActual('@/lib/platform') as typeof PlatformContract).PLATFORM).toBe('h5')
  })
})
