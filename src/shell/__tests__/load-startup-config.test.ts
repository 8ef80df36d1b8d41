import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root-store'
import { saveToken } from '@/lib/token'
import { fakeToken, inOneHour } from '@/test-utils/token'
import { loadStartupConfig, watchStartupConfig } from '@/shell/load-startup-config'
import type { PortalConfigApi } from '@/lib/portal-config-api'
import type { ModuleSettings, SystemConfig, TabConfig } from '@contract/portal-config'

const system = {
  schoolName: '示范大学',
  appAboutLog: 'https://x/logo.png',
  descIcon: '',
  protocol: '<p>协议</p>',
  privacy: '<p>隐私</p>',
} as unknown as SystemConfig
const modules = {
  servicesNumPerRow: 4,
  isShowScan: true,
  casArry: ['127.0.0.1'],
  NavigationBarTitle: '示范大学移动门户',
} as unknown as ModuleSettings
const tab = (id: number, url: string, tabName: string, names: { code: string; tabName: string }[] = []): TabConfig => ({
  id,
  tabName,
  url,
  showTab: true,
  normalSelectPic: '',
  normalUnselectPic: '',
  otherSelectPic: '',
  otherUnselectPic: '',
  showDifferentName: names.length > 0,
  themeId: null,
  sort: id,
  differentNames: names.map((n) => ({ ...n, tabId: id })),
})
const tabs = [
  tab(1, 'pages/tab/index/index', '首页'),
  tab(2, 'pages/tab/service/index', '服务', [{ code: 'teacher', tabName: '办公' }]),
  tab(3, 'pages/msgCenterTab/newtask/newtask', '消息', [{ code: 'teacher', tabName: '待办' }]),
]
const permanentTheme = {
  id: 1,
  name: '默认主题',
  backgroundUrl: 'https://x/bg.png',
  isValidForNow: true,
  validity: [{ validTimeType: 'permanent' as const }],
  footTabs: [
    { name: 'home', text: '首页', iconPath: 'https://x/h.png', selectedIconPath: 'https://x/h2.png' },
    { name: 'service', text: '服务', iconPath: 'https://x/s.png', selectedIconPath: 'https://x/s2.png' },
  ],
}

const down = () =>
  jest.fn(async () => {
    throw new Error('down')
  })

/** The four calls of the spec; the start-up call that bundles them fails unless a test gives it. */
function fakeApi(overrides: Partial<PortalConfigApi> = {}): PortalConfigApi {
  const never = jest.fn(async () => {
    throw new Error('not used at start')
  })
  return {
    getStartupConfig: down(),
    getSystemConf: jest.fn(async () => system),
    getAppSystemConf: jest.fn(async () => modules),
    getTabList: jest.fn(async () => tabs),
    getCurrentTheme: jest.fn(async () => null),
    getLastVersion: never,
    getAppVersionInfo: never,
    networkCheck: never,
    getPrivacyAgreement: never,
    ...overrides,
  } as PortalConfigApi
}

const signInAs = (identity: string) => saveToken(fakeToken({ sub: 'u', ATTR_identityTypeCode: identity, exp: inOneHour() }))

beforeEach(() => {
  Taro.clearStorageSync()
  document.cookie = 'userToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

describe('loadStartupConfig', () => {
  it('takes all four parts from the one start-up call when the server gives it', async () => {
    signInAs('teacher')
    const store = new RootStore()
    const api = fakeApi({ getStartupConfig: jest.fn(async () => ({ system, modules, tabs, theme: permanentTheme })) })
    await expect(loadStartupConfig(store, api)).resolves.toEqual({ failed: [] })
    expect(store.portalConfig.schoolName).toBe('示范大学')
    expect(store.portalConfig.modules).toMatchObject({ servicesNumPerRow: 4 })
    expect(store.tabBar.tabs[1]).toMatchObject({ text: '办公', iconPath: 'https://x/s.png' })
    for (const call of [api.getSystemConf, api.getAppSystemConf, api.getTabList, api.getCurrentTheme]) expect(call).not.toHaveBeenCalled()
  })

  it('without the start-up call, puts system config and module settings in the store and the tab names per identity in the bar', async () => {
    signInAs('teacher')
    const store = new RootStore()
    await expect(loadStartupConfig(store, fakeApi())).resolves.toEqual({ failed: [] })
    expect(store.portalConfig.schoolName).toBe('示范大学')
    expect(store.portalConfig.logo).toBe('https://x/logo.png')
    expect(store.portalConfig.modules).toMatchObject({ servicesNumPerRow: 4, isShowScan: true, isShowFeedback: true })
    expect(store.portalConfig.modulesLoaded).toBe(true)
    expect(store.tabBar.tabs.slice(0, 3).map((t) => t.text)).toEqual(['首页', '办公', '待办'])
  })

  it('a student sees the plain names', async () => {
    signInAs('student')
    const store = new RootStore()
    await loadStartupConfig(store, fakeApi())
    expect(store.tabBar.tabs.slice(0, 3).map((t) => t.text)).toEqual(['首页', '服务', '消息'])
  })

  it('applies a valid theme (icons) while per-identity names still win over the theme labels', async () => {
    signInAs('teacher')
    const store = new RootStore()
    await loadStartupConfig(store, fakeApi({ getCurrentTheme: jest.fn(async () => permanentTheme) }))
    expect(store.tabBar.themeActive).toBe(true)
    expect(store.tabBar.tabs[1]).toMatchObject({ text: '办公', iconPath: 'https://x/s.png' })
    expect(store.tabBar.tabs[0].text).toBe('首页')
  })

  it('a null theme restores the default bar; each failing call leaves only its part at defaults', async () => {
    const store = new RootStore()
    store.tabBar.applyTheme(permanentTheme)
    const result = await loadStartupConfig(store, fakeApi({ getSystemConf: down(), getTabList: down() }))
    expect(result.failed).toEqual(['system', 'tabs'])
    expect(store.tabBar.themeActive).toBe(false)
    expect(store.portalConfig.system).toBeNull()
    expect(store.portalConfig.modulesLoaded).toBe(true)
    expect(store.tabBar.tabs[1].text).toBe('服务中心')
  })

  it('watchStartupConfig loads at once and again after a sign-in', async () => {
    const store = new RootStore()
    const api = fakeApi({ getStartupConfig: jest.fn(async () => ({ system, modules, tabs, theme: null })) })
    const stop = watchStartupConfig(store, api)
    expect(api.getStartupConfig).toHaveBeenCalledTimes(1)
    store.account.signIn(fakeToken({ sub: 't', ATTR_identityTypeCode: 'teacher', exp: inOneHour() }))
    expect(api.getStartupConfig).toHaveBeenCalledTimes(2)
    stop()
    store.account.signOut()
    expect(api.getStartupConfig).toHaveBeenCalledTimes(2)
  })
})
