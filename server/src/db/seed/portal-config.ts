import type { ModuleSettings, SystemConfig } from '@contract/portal-config'
import { ABOUT_TEXT, PRIVACY_TEXT, PROTOCOL_TEXT, SCHOOL_NAME } from './texts'

/** Image paths are relative to the server origin; the config routes make them absolute. */
export const asset = (name: string): string => `/portal-api/v1/assets/${name}.png`

export const TAB_PAGES = [
  { key: 'home', url: 'pages/tab/index/index', name: '首页' },
  { key: 'service', url: 'pages/tab/service/index', name: '服务' },
  { key: 'message', url: 'pages/msgCenterTab/newtask/newtask', name: '消息' },
  { key: 'schedule', url: 'pages/tab/schedule/schedule', name: '日程中心' },
  { key: 'my', url: 'pages/tab/my/my', name: '我的' },
] as const

/** Tab labels that differ per identity (teachers and admins see 办公 where students see 服务). */
export const DIFFERENT_NAMES: Partial<Record<(typeof TAB_PAGES)[number]['key'], Array<{ code: string; tabName: string }>>> = {
  service: [
    { code: 'teacher', tabName: '办公' },
    { code: 'admin', tabName: '管理' },
    { code: 'guest', tabName: '访客服务' },
  ],
  message: [{ code: 'teacher', tabName: '待办' }],
}

const footTabList = TAB_PAGES.map((tab) => ({
  pagePath: tab.url,
  text: tab.name,
  iconPath: asset(`tab-${tab.key}`),
  selectedIconPath: asset(`tab-${tab.key}-active`),
}))

/** A portal's settings before its operators fill them in (配置 in the console): no school's name or texts. */
export const DEFAULT_SYSTEM_CONFIG: SystemConfig = {
  schoolName: '校园门户',
  favIcon: asset('favicon'),
  descIcon: asset('logo'),
  appTopLog: asset('logo-wide'),
  appAboutLog: asset('logo'),
  appTaskLog: asset('task'),
  aboutText: '',
  protocol: '',
  privacy: '',
  footTab: false,
  appFootTabs: JSON.stringify(footTabList),
  appFootTabList: footTabList,
  eCardSets: [
    { cardType: 'campus', cardName: '校园卡', cardImage: asset('ecard'), enabled: true },
    { cardType: 'library', cardName: '借阅证', cardImage: asset('ecard-library'), enabled: true },
  ],
  enableMourningMode: false,
  shake: { openShake: false, shake_link: '' },
}

export const DEFAULT_MODULE_SETTINGS: ModuleSettings = {
  servicesNumPerRow: 5,
  telephone: '',
  isShowScan: true,
  isShowRobot: true,
  isShowMessage: true,
  isShowFeedback: true,
  isShowFavorite: true,
  isOpenGlobalSearch: true,
  isShowSafeSet: true,
  isShowProtocol: true,
  // PUBLIC_ORIGIN's host is always allowed; the school adds its own service hosts in the console.
  casArry: [],
  NavigationBarTitle: '校园门户',
}

/** The demo school's settings: the defaults with its name, texts, telephone and the loopback service hosts. */
export const SYSTEM_CONFIG: SystemConfig = {
  ...DEFAULT_SYSTEM_CONFIG,
  schoolName: SCHOOL_NAME,
  aboutText: ABOUT_TEXT,
  protocol: PROTOCOL_TEXT,
  privacy: PRIVACY_TEXT,
}

export const MODULE_SETTINGS: ModuleSettings = {
  ...DEFAULT_MODULE_SETTINGS,
  telephone: '010-12345678',
  // Loopback names without a port allow any port (the server's own origin in development).
  casArry: ['127.0.0.1', 'localhost'],
  NavigationBarTitle: `${SCHOOL_NAME}移动门户`,
}

/** The theme every portal starts with (the spec's tab bar icons on the default background). */
export const DEFAULT_THEME = {
  name: '默认主题',
  backgroundUrl: asset('theme-background'),
  footTabs: TAB_PAGES.map((tab) => ({
    name: tab.key,
    text: tab.name,
    iconPath: asset(`tab-${tab.key}`),
    selectedIconPath: asset(`tab-${tab.key}-active`),
    backgroundUrl: asset('theme-background'),
  })),
  validity: [{ validTimeType: 'permanent' as const }],
}

export const APP_VERSIONS = [
  {
    platform: 'android',
    version: '2.6.0',
    versionCode: 260,
    downloadUrl: '/portal-api/v1/app/download/android',
    releaseNotes: '1. 新增日程中心；2. 优化消息提醒；3. 修复已知问题。',
  },
  {
    platform: 'ios',
    version: '2.6.0',
    versionCode: 260,
    downloadUrl: 'itms-apps://itunes.apple.com/app/id0000000000',
    releaseNotes: '1. 新增日程中心；2. 优化消息提醒；3. 修复已知问题。',
  },
  { platform: 'h5', version: '2.6.0', versionCode: 260, downloadUrl: '/', releaseNotes: '网页版与移动端同步更新。' },
]
