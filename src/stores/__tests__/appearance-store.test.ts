import Taro from '@tarojs/taro'
import { AppearanceStore, APPEARANCE_KEY } from '@/stores/appearance-store'
import { cache } from '@/lib/cache'
import { THEME_CLASSES } from '@/lib/color-scheme'

const rootClasses = () => [...document.documentElement.classList].filter((c) => c.startsWith('portal-theme-'))

beforeEach(() => {
  Taro.clearStorageSync()
  document.documentElement.classList.remove(THEME_CLASSES.light, THEME_CLASSES.dark)
})

describe('AppearanceStore', () => {
  it('follows the system by default and marks nothing on the root', () => {
    const store = new AppearanceStore()
    expect(store.choice).toBe('system')
    expect(store.label).toBe('跟随系统')
    expect(rootClasses()).toEqual([])
  })

  it('applies 深色 and 浅色 at once as the root class, and back to none for 跟随系统', () => {
    const store = new AppearanceStore()
    store.choose('dark')
    expect(rootClasses()).toEqual(['portal-theme-dark'])
    store.choose('light')
    expect(rootClasses()).toEqual(['portal-theme-light'])
    expect(store.label).toBe('浅色')
    store.choose('system')
    expect(rootClasses()).toEqual([])
    expect(cache.has(APPEARANCE_KEY)).toBe(false)
  })

  it('is remembered on the device and applied by the next start', () => {
    new AppearanceStore().choose('dark')
    document.documentElement.classList.remove(THEME_CLASSES.dark)
    const next = new AppearanceStore()
    expect(next.choice).toBe('dark')
    expect(rootClasses()).toEqual(['portal-theme-dark'])
  })

  it('survives 清除缓存 and ignores a stored value it does not know', () => {
    new AppearanceStore().choose('light')
    cache.clear()
    expect(new AppearanceStore().choice).toBe('light')
    cache.set(APPEARANCE_KEY, 'sepia')
    expect(new AppearanceStore().choice).toBe('system')
  })
})
