import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root-store'
import { badgeText, THEME_KEY } from '@/stores/tab-bar-store'
import { saveToken, clearToken } from '@/lib/token'
import { fakeToken, inOneHour } from '@/test-utils/token'
import type { TabConfig } from '@/stores/tab-bar-types'

const serviceConfig: TabConfig = {
  id: 2,
  tabName: '服务',
  url: '/pages/tab/service/index',
  showTab: true,
  showDifferentName: true,
  sort: 2,
  themeId: null,
  normalSelectPic: '',
  normalUnselectPic: '',
  otherSelectPic: '',
  otherUnselectPic: '',
  differentNames: [
    { code: 'teacher', tabName: '办公', tabId: 2 },
    { code: 'student', tabName: '学习', tabId: 2 },
  ],
}

function storeAs(identity?: string) {
  clearToken()
  if (identity) saveToken(fakeToken({ sub: 'u1', ATTR_identityTypeCode: identity, exp: inOneHour() }))
  return new RootStore()
}

beforeEach(() => Taro.clearStorageSync())

describe('TabBarStore', () => {
  it('starts with the five spec tabs and labels', () => {
    const { tabBar } = storeAs()
    expect(tabBar.tabs.map((t) => t.pagePath)).toEqual([
      'pages/tab/index/index',
      'pages/tab/service/index',
      'pages/msgCenterTab/newtask/newtask',
      'pages/tab/schedule/schedule',
      'pages/tab/my/my',
    ])
    expect(tabBar.tabs[3].text).toBe('日程中心')
  })

  it('labels a tab per identity from the server configuration', () => {
    expect(storeAs('teacher').tabBar.tabs[1].text).toBe('服务中心')
    for (const [identity, label] of [
      ['teacher', '办公'],
      ['student', '学习'],
      ['guest', '服务'],
      [undefined, '服务'],
    ] as const) {
      const { tabBar } = storeAs(identity)
      tabBar.applyServerConfig([serviceConfig])
      expect([identity, tabBar.tabs[1].text]).toEqual([identity, label])
    }
  })

  it("carries a tab's external address from its configuration (the tab web view opens it)", () => {
    const { tabBar } = storeAs('student')
    expect(tabBar.tabs[1].externalUrl).toBeUndefined()
    tabBar.applyServerConfig([{ ...serviceConfig, externalUrl: 'https://hall.example.edu.cn/' }])
    expect(tabBar.tabs[1].externalUrl).toBe('https://hall.example.edu.cn/')
  })

  it('ignores configuration that is switched off or for unknown pages', () => {
    const { tabBar } = storeAs('teacher')
    tabBar.applyServerConfig([
      { ...serviceConfig, showTab: false },
      { ...serviceConfig, url: '/pages/unknown/x' },
    ])
    expect(tabBar.tabs[1].text).toBe('服务中心')
  })

  it('applies a valid theme, caches it, and restores the original bar when it is not valid', () => {
    const { tabBar } = storeAs('student')
    tabBar.applyTheme({
      footTabs: JSON.stringify([
        { text: '元旦', iconPath: 'https://x/a.png', selectedIconPath: 'https://x/b.png', backgroundUrl: 'https://x/bg.png' },
      ]),
    })
    expect(tabBar.tabs[0]).toMatchObject({ text: '元旦', iconPath: 'https://x/a.png' })
    expect(tabBar.tabs[1].text).toBe('服务中心')
    expect(tabBar.backgroundFor(0)).toBe('https://x/bg.png')
    expect(Taro.getStorageSync(THEME_KEY)).toBeTruthy()

    tabBar.applyTheme({
      footTabs: [{ text: '旧主题' }],
      validity: [
        { validTimeType: 'custom', customValidTimeType: 'include', customValidStartTime: '2000-01-01', customValidEndTime: '2000-01-02' },
      ],
    })
    expect(tabBar.tabs[0].text).toBe('首页')
    expect(tabBar.theme).toBeNull()
  })

  it('reset clears the cached theme and restores the default', () => {
    const { tabBar } = storeAs()
    tabBar.applyTheme({ footTabs: [{ text: '春节' }] })
    tabBar.resetTheme()
    expect(tabBar.tabs[0].text).toBe('首页')
    expect(new RootStore().tabBar.theme).toBeNull()
  })

  it('a cached theme survives a restart', () => {
    storeAs().tabBar.applyTheme({ footTabs: [{ text: '春节' }] })
    expect(new RootStore().tabBar.tabs[0].text).toBe('春节')
  })

  it('sets and removes badges and red dots by path or index', () => {
    const { tabBar } = storeAs()
    tabBar.setBadge('/pages/msgCenterTab/newtask/newtask?x=1', 12)
    tabBar.setRedDot(4, true)
    expect(tabBar.tabs[2].badge).toBe(12)
    expect(tabBar.tabs[4].redDot).toBe(true)
    tabBar.removeBadge(2)
    tabBar.setBadge('pages/nowhere', 5)
    tabBar.setBadge(1, -3)
    expect(tabBar.tabs.map((t) => t.badge)).toEqual([0, 0, 0, 0, 0])
  })

  it('shows at most 999', () => {
    expect(badgeText(5)).toBe('5')
    expect(badgeText(999)).toBe('999')
    expect(badgeText(1000)).toBe('999+')
  })

  it('the unread total drives the message-centre badge', () => {
    const root = storeAs()
    const stop = root.startBadgeSync()
    root.global.setUnread(42)
    expect(root.tabBar.tabs[2].badge).toBe(42)
    root.global.setUnread(0)
    expect(root.tabBar.tabs[2].badge).toBe(0)
    stop()
  })

  it('pushes only what the bar does not show yet: nothing for the defaults, icons only when they change', async () => {
    const setItem = jest.spyOn(Taro, 'setTabBarItem').mockResolvedValue({ errMsg: 'ok' } as never)
    const { tabBar } = storeAs('teacher')
    const stop = tabBar.startSync()
    await new Promise((r) => setTimeout(r, 0))
    expect(setItem).not.toHaveBeenCalled()
    tabBar.applyServerConfig([serviceConfig])
    await new Promise((r) => setTimeout(r, 0))
    expect(setItem).toHaveBeenCalledTimes(1)
    expect(setItem).toHaveBeenLastCalledWith({ index: 1, text: '办公' })
    tabBar.applyTheme({ footTabs: [{ text: '元旦', iconPath: 'https://x/a.png', selectedIconPath: 'https://x/b.png' }] })
    await new Promise((r) => setTimeout(r, 0))
    expect(setItem).toHaveBeenLastCalledWith({ index: 0, text: '元旦', iconPath: 'https://x/a.png', selectedIconPath: 'https://x/b.png' })
    expect(setItem).toHaveBeenCalledTimes(2)
    stop()
  })

  it("in the browser, a theme whose icons are all the server's own comes as one sheet, each icon from its cell", async () => {
    const setItem = jest.spyOn(Taro, 'setTabBarItem').mockResolvedValue({ errMsg: 'ok' } as never)
    setItem.mockClear()
    const { tabBar } = storeAs('student')
    const stop = tabBar.startSync()
    const own = (name: string) => `${window.location.origin}/portal-api/v1/assets/${name}.png`
    const names = ['home', 'service', 'message', 'schedule', 'my']
    tabBar.applyTheme({
      footTabs: names.map((name) => ({ text: name, iconPath: own(`tab-${name}`), selectedIconPath: own(`tab-${name}-active`) })),
    })
    await new Promise((r) => setTimeout(r, 0))
    expect(setItem).toHaveBeenCalledTimes(5)
    const pushed = setItem.mock.calls.map(([item]) => item as Taro.setTabBarItem.Option)
    const sheets = new Set(pushed.flatMap((item) => [item.iconPath, item.selectedIconPath].map((path) => path?.split('#')[0])))
    expect(sheets.size).toBe(1)
    const [sheet = ''] = [...sheets]
    expect(sheet).toMatch(/^\/unsafe\/sheet\/81x81\/filters:format\(png\)\/\?link=/)
    expect(new URLSearchParams(sheet.split('?')[1]).getAll('link')).toEqual(
      names.flatMap((name) => [own(`tab-${name}`), own(`tab-${name}-active`)]),
    )
    expect(pushed[2]).toMatchObject({ index: 2, iconPath: `${sheet}#cell=4/10`, selectedIconPath: `${sheet}#cell=5/10` })
    stop()
  })

  it('pushes labels and badges to the platform tab bar', async () => {
    const setItem = jest.spyOn(Taro, 'setTabBarItem').mockResolvedValue({ errMsg: 'ok' } as never)
    const setBadge = jest.spyOn(Taro, 'setTabBarBadge').mockResolvedValue({ errMsg: 'ok' } as never)
    const { tabBar } = storeAs('teacher')
    const stop = tabBar.startSync()
    tabBar.applyServerConfig([serviceConfig])
    tabBar.setBadge(2, 1200)
    await new Promise((r) => setTimeout(r, 0))
    expect(setItem).toHaveBeenCalledWith(expect.objectContaining({ index: 1, text: '办公' }))
    expect(setBadge).toHaveBeenCalledWith({ index: 2, text: '999+' })
    stop()
  })

  it('pushes only the badges and red dots that changed', async () => {
    jest.restoreAllMocks()
    const setBadge = jest.spyOn(Taro, 'setTabBarBadge').mockResolvedValue({ errMsg: 'ok' } as never)
    const removeBadge = jest.spyOn(Taro, 'removeTabBarBadge').mockResolvedValue({ errMsg: 'ok' } as never)
    const showDot = jest.spyOn(Taro, 'showTabBarRedDot').mockResolvedValue({ errMsg: 'ok' } as never)
    const hideDot = jest.spyOn(Taro, 'hideTabBarRedDot').mockResolvedValue({ errMsg: 'ok' } as never)
    const { tabBar } = storeAs('teacher')
    const stop = tabBar.startSync()
    await new Promise((r) => setTimeout(r, 0))
    // The bar starts without badges or dots: nothing to tell it.
    expect([setBadge, removeBadge, showDot, hideDot].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0])
    tabBar.setBadge(2, 3)
    await new Promise((r) => setTimeout(r, 0))
    expect(setBadge.mock.calls).toEqual([[{ index: 2, text: '3' }]])
    tabBar.setRedDot(1, true)
    await new Promise((r) => setTimeout(r, 0))
    expect(showDot.mock.calls).toEqual([[{ index: 1 }]])
    expect(setBadge).toHaveBeenCalledTimes(1)
    expect(removeBadge).not.toHaveBeenCalled()
    tabBar.removeBadge(2)
    await new Promise((r) => setTimeout(r, 0))
    expect(removeBadge.mock.calls).toEqual([[{ index: 2 }]])
    stop()
  })

  it('tells the bar again at the next change when it was not there', async () => {
    jest.restoreAllMocks()
    const setBadge = jest
      .spyOn(Taro, 'setTabBarBadge')
      .mockRejectedValueOnce(new Error('no tab bar'))
      .mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'hideTabBarRedDot').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'showTabBarRedDot').mockResolvedValue({ errMsg: 'ok' } as never)
    const { tabBar } = storeAs('teacher')
    const stop = tabBar.startSync()
    tabBar.setBadge(2, 5)
    await new Promise((r) => setTimeout(r, 0))
    tabBar.setRedDot(0, true)
    await new Promise((r) => setTimeout(r, 0))
    expect(setBadge.mock.calls).toEqual([[{ index: 2, text: '5' }], [{ index: 2, text: '5' }]])
    stop()
  })
})
