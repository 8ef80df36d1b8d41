// The console's configuration rules, shared: the console's forms show these messages, the server refuses the same
// input with 400 and the same words. Plain functions and constants: the console bundles this file.
import { IDENTITY_CODES } from './constants'

/** The kinds of configuration object the console saves with versions (config_versions.kind). */
export const CONFIG_KINDS = { tab: '标签栏', theme: '主题', system: '系统设置', module: '模块设置' } as const
export type ConfigKind = keyof typeof CONFIG_KINDS

/** Audit object kind of each configuration kind (admin_audit_log.entity). */
export const CONFIG_AUDIT_ENTITY = { tab: 'tab-config', theme: 'theme', system: 'system-settings', module: 'module-settings' } as const

/** Labels of the identities a tab's name may differ for (spec §6). */
export const IDENTITY_LABELS: Record<(typeof IDENTITY_CODES)[number], string> = {
  admin: '管理员',
  guest: '访客',
  student: '学生',
  teacher: '教师',
}

/** The portal's tab bar has five tabs (spec §2); a theme gives one entry per tab, in the bar's order. */
export const TAB_COUNT = 5
export const TAB_NAME_MAX = 6

type Problem = string | null

/** An absolute http(s) address. */
export function httpUrlProblem(value: string, label: string): Problem {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `${label}不是有效的网址`
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${label}须以 http:// 或 https:// 开头`
  if (!url.hostname) return `${label}不是有效的网址`
  return null
}

/** An image address: the server's own (root-relative, `/portal-api/…`) or an absolute http(s) one. */
export function imageUrlProblem(value: string, label: string, required = true): Problem {
  const trimmed = value.trim()
  if (!trimmed) return required ? `请选择或上传${label}` : null
  if (trimmed !== value || /\s/.test(value)) return `${label}地址不能含空格`
  if (value.startsWith('/')) return value.startsWith('//') ? `${label}地址不正确` : null
  return httpUrlProblem(value, label)
}

/** A link the portal opens: one of its own pages (`/pages/…`) or an absolute http(s) address. */
export function linkProblem(value: string, label: string): Problem {
  if (/\s/.test(value)) return `${label}不能含空格`
  if (value.startsWith('/')) return value.startsWith('//') ? `${label}不正确` : null
  return httpUrlProblem(value, label)
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i

/** A host allowed as a sign-on service: a host name or IPv4 address, optionally with :port (no scheme or path). */
export function hostProblem(value: string): Problem {
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(value)
  const name = match?.[1] ?? ''
  const port = match?.[2]
  if (!match || name.length > 253 || !name.split('.').every((label) => LABEL.test(label))) return `“${value}”不是有效的主机名`
  if (/^[\d.]+$/.test(name) && !/^(\d{1,3})(\.\d{1,3}){3}$/.test(name)) return `“${value}”不是有效的 IP 地址`
  if (/^[\d.]+$/.test(name) && name.split('.').some((part) => Number(part) > 255)) return `“${value}”不是有效的 IP 地址`
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return `“${value}”的端口须在 1–65535 之间`
  return null
}

export function tabNameProblem(value: string, label = '标签名称'): Problem {
  if (!value.trim()) return `请填写${label}`
  if (value.trim().length > TAB_NAME_MAX) return `${label}不能超过 ${TAB_NAME_MAX} 个字`
  return null
}

export interface TabRuleInput {
  tabName: string
  normalSelectPic: string
  normalUnselectPic: string
  showDifferentName: boolean
  sort: number
  externalUrl: string
  differentNames: readonly { code: string; tabName: string }[]
}

/** A tab configuration as the console saves it. */
export function tabConfigProblem(tab: TabRuleInput): Problem {
  const codes = tab.differentNames.map((entry) => entry.code)
  return (
    tabNameProblem(tab.tabName) ??
    imageUrlProblem(tab.normalUnselectPic, '普通图标') ??
    imageUrlProblem(tab.normalSelectPic, '选中图标') ??
    (Number.isInteger(tab.sort) && tab.sort >= 1 && tab.sort <= 99 ? null : '排序须为 1–99 的整数') ??
    (tab.externalUrl ? httpUrlProblem(tab.externalUrl, '外部链接') : null) ??
    (codes.some((code) => !(IDENTITY_CODES as readonly string[]).includes(code)) ? '身份只能是管理员、访客、学生或教师' : null) ??
    (new Set(codes).size !== codes.length ? '每个身份只能设置一个名称' : null) ??
    tab.differentNames.map((entry) => tabNameProblem(entry.tabName, `${IDENTITY_LABELS[entry.code as 'admin']}的名称`)).find(Boolean) ??
    null
  )
}

export interface ValidityRuleInput {
  validTimeType: string
  customValidTimeType?: string
  customValidStartTime?: string
  customValidEndTime?: string
}

/** Validity entries of a theme: at least one; a custom one needs include/exclude and a start before its end. */
export function validityProblem(entries: readonly ValidityRuleInput[]): Problem {
  if (entries.length === 0) return '请至少添加一条有效期'
  for (const [index, entry] of entries.entries()) {
    const at = `第 ${index + 1} 条有效期`
    if (entry.validTimeType === 'permanent') continue
    if (entry.validTimeType !== 'custom') return `${at}的类型须为永久或自定义`
    if (entry.customValidTimeType !== 'include' && entry.customValidTimeType !== 'exclude') return `${at}须选择“期间内生效”或“期间外生效”`
    const start = Date.parse(entry.customValidStartTime ?? '')
    const end = Date.parse(entry.customValidEndTime ?? '')
    if (Number.isNaN(start) || Number.isNaN(end)) return `${at}须填写开始和结束时间`
    if (start >= end) return `${at}的开始时间须早于结束时间`
  }
  return null
}

export interface ThemeRuleInput {
  name: string
  backgroundUrl: string
  footTabs: readonly { text: string; iconPath: string; selectedIconPath: string; backgroundUrl?: string }[]
  validity: readonly ValidityRuleInput[]
}

export function themeProblem(theme: ThemeRuleInput): Problem {
  if (!theme.name.trim()) return '请填写主题名称'
  if (theme.name.trim().length > 30) return '主题名称不能超过 30 个字'
  if (theme.footTabs.length !== TAB_COUNT) return `主题须为标签栏的 ${TAB_COUNT} 个标签各设一项`
  for (const [index, tab] of theme.footTabs.entries()) {
    const at = `第 ${index + 1} 个标签的`
    const problem =
      tabNameProblem(tab.text, `${at}名称`) ??
      imageUrlProblem(tab.iconPath, `${at}普通图标`) ??
      imageUrlProblem(tab.selectedIconPath, `${at}选中图标`) ??
      imageUrlProblem(tab.backgroundUrl ?? '', `${at}背景图`, false)
    if (problem) return problem
  }
  return imageUrlProblem(theme.backgroundUrl, '背景图', false) ?? validityProblem(theme.validity)
}

export interface SystemRuleInput {
  schoolName: string
  favIcon: string
  descIcon: string
  appTopLog: string
  appAboutLog: string
  appTaskLog: string
  eCardSets: readonly { cardType: string; cardName: string; cardImage: string }[]
  shake: { openShake: boolean; shake_link: string }
}

export const SYSTEM_IMAGE_LABELS = {
  favIcon: '网站图标',
  descIcon: '描述图标',
  appTopLog: '首页顶部标志',
  appAboutLog: '关于页标志',
  appTaskLog: '事务标志',
} as const

export function systemSettingsProblem(system: SystemRuleInput): Problem {
  if (!system.schoolName.trim()) return '请填写学校名称'
  if (system.schoolName.trim().length > 40) return '学校名称不能超过 40 个字'
  for (const [field, label] of Object.entries(SYSTEM_IMAGE_LABELS)) {
    const problem = imageUrlProblem(system[field as keyof typeof SYSTEM_IMAGE_LABELS], label)
    if (problem) return problem
  }
  const types = system.eCardSets.map((card) => card.cardType)
  if (new Set(types).size !== types.length) return '电子卡类型不能重复'
  for (const [index, card] of system.eCardSets.entries()) {
    const at = `第 ${index + 1} 张电子卡`
    if (!/^[a-z][a-z0-9_-]{0,31}$/.test(card.cardType)) return `${at}的类型须为小写字母开头的代码`
    if (!card.cardName.trim()) return `请填写${at}的名称`
    const problem = imageUrlProblem(card.cardImage, `${at}的图片`)
    if (problem) return problem
  }
  if (system.shake.openShake && !system.shake.shake_link) return '开启摇一摇须填写跳转链接'
  if (system.shake.shake_link) return linkProblem(system.shake.shake_link, '摇一摇链接')
  return null
}

export interface ModuleRuleInput {
  servicesNumPerRow: number
  telephone: string
  casArry: readonly string[]
  NavigationBarTitle: string
}

export function moduleSettingsProblem(settings: ModuleRuleInput): Problem {
  if (!Number.isInteger(settings.servicesNumPerRow) || settings.servicesNumPerRow < 3 || settings.servicesNumPerRow > 6) {
    return '每行服务数须为 3–6'
  }
  if (settings.telephone && !/^[\d+\-() ]{3,30}$/.test(settings.telephone)) return '联系电话只能含数字、空格和 + - ( )'
  if (new Set(settings.casArry).size !== settings.casArry.length) return '允许的登录主机不能重复'
  const host = settings.casArry.map(hostProblem).find(Boolean)
  if (host) return host
  if (!settings.NavigationBarTitle.trim()) return '请填写导航栏标题'
  if (settings.NavigationBarTitle.length > 30) return '导航栏标题不能超过 30 个字'
  return null
}

/** Terminals a diversion record may be for (spec §9; 6 = H5). */
export const TERMINALS: Record<number, string> = { 1: 'PC', 2: '超级应用', 3: '微信小程序', 4: '支付宝小程序', 6: 'H5' }

export interface DiversionRuleInput {
  terminal: number
  title: string
  url: string
  sort: number
}

/** A diversion record (分流): where the home sends an account, or everyone, on one terminal. */
export function diversionProblem(record: DiversionRuleInput): Problem {
  if (!(record.terminal in TERMINALS)) return '请选择终端'
  if (!record.title.trim()) return '请填写分流标题'
  if (record.title.trim().length > 30) return '分流标题不能超过 30 个字'
  if (!record.url) return '请填写分流地址'
  return (
    linkProblem(record.url, '分流地址') ??
    (Number.isInteger(record.sort) && record.sort >= 1 && record.sort <= 99 ? null : '排序须为 1–99 的整数')
  )
}

export const APP_PLATFORMS = { android: 'Android', ios: 'iOS', h5: 'H5' } as const

export interface AppVersionRuleInput {
  platform: string
  version: string
  versionCode: number
  downloadUrl: string
  releaseNotes: string
}

/** A new app release; its versionCode must be above the platform's newest (`newestCode`). */
export function appVersionProblem(release: AppVersionRuleInput, newestCode: number | undefined): Problem {
  if (!(release.platform in APP_PLATFORMS)) return '请选择平台'
  if (!/^\d{1,4}(\.\d{1,4}){1,3}$/.test(release.version)) return '版本号格式如 2.6.1'
  if (!Number.isInteger(release.versionCode) || release.versionCode < 1) return '内部版本号须为正整数'
  if (newestCode !== undefined && release.versionCode <= newestCode) return `内部版本号须大于当前的 ${newestCode}`
  if (!release.downloadUrl) return '请填写下载地址'
  if (!release.downloadUrl.startsWith('itms-apps://')) {
    const problem = linkProblem(release.downloadUrl, '下载地址')
    if (problem) return problem
  }
  if (!release.releaseNotes.trim()) return '请填写更新说明'
  if (release.releaseNotes.length > 500) return '更新说明不能超过 500 字'
  return null
}
