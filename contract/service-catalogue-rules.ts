// The service catalogue's rules (issue 35), shared by the server (the refusal) and the console (the form's message and
// which lifecycle actions it offers). No TypeBox here: the console bundles this file.
import { mediaProblem, onAllowedHost } from './home-content-rules'

export const SERVICE_STATUSES = ['draft', 'published', 'maintenance', 'offline'] as const
export type ServiceStatus = (typeof SERVICE_STATUSES)[number]

export const SERVICE_STATUS_LABEL: Record<ServiceStatus, string> = {
  draft: '草稿',
  published: '已发布',
  maintenance: '维护中',
  offline: '已下线',
}

/** Where each status may go (a draft may also be deleted); anything else is refused with 409. */
export const SERVICE_TRANSITIONS: Record<ServiceStatus, readonly ServiceStatus[]> = {
  draft: ['published'],
  published: ['maintenance', 'offline'],
  maintenance: ['published', 'offline'],
  offline: ['published'],
}

/** The console's name for moving a service from one status to another (维护中 → 已发布 is 恢复). */
export function transitionLabel(from: ServiceStatus, to: ServiceStatus): string {
  if (to === 'published') return from === 'maintenance' ? '恢复' : '发布'
  return to === 'maintenance' ? '维护' : to === 'offline' ? '下线' : SERVICE_STATUS_LABEL[to]
}

export const MAINTENANCE_NOTICE_MAX = 200

/** Why a move is refused (409), or undefined. */
export function transitionProblem(from: ServiceStatus, to: ServiceStatus): string | undefined {
  if (SERVICE_TRANSITIONS[from].includes(to)) return undefined
  return `${SERVICE_STATUS_LABEL[from]}的服务不能${to === from ? '再次设为' : '改为'}${SERVICE_STATUS_LABEL[to]}`
}

/** Why a maintenance notice is refused (400), or undefined. */
export function noticeProblem(notice: string): string | undefined {
  const text = notice.trim()
  if (!text) return '请填写维护说明（用户将看到这段文字）'
  if (text.length > MAINTENANCE_NOTICE_MAX) return `维护说明不能超过 ${MAINTENANCE_NOTICE_MAX} 个字`
  return undefined
}

export const ENGINE_TYPES = ['h5', 'weapp', 'native', 'form'] as const
export type EngineType = (typeof ENGINE_TYPES)[number]
export const ENGINE_TYPE_LABEL: Record<EngineType, string> = {
  h5: 'H5 网页',
  weapp: '小程序',
  native: '门户页面',
  form: '在线申请（表单）',
}

export const TOKEN_TRANS_TYPES = ['none', 'url', 'header'] as const
export type TokenTransTypeCode = (typeof TOKEN_TRANS_TYPES)[number]
export const TOKEN_TRANS_LABEL: Record<TokenTransTypeCode, string> = {
  none: '不传递',
  url: '地址参数（idToken）',
  header: '请求头',
}

/** The fields of a hand-off the rules look at. */
export interface HandOffFields {
  engineType: EngineType
  loadPath: string
  appId: string
  path: string
  iconUrl: string
  attachmentUrl: string
  shareUrl: string
}

type Field = keyof HandOffFields

/** A path on this server (not protocol-relative), e.g. /demo-apps/grades or /pages/tab/schedule/schedule. */
const ownPath = (text: string) => text.startsWith('/') && !text.startsWith('//') && !/[\\\s]/.test(text)

/** An address users are sent to: this server's own path, or an absolute address on an allowed host ({idToken} allowed). */
function addressProblem(address: string, allowedHosts: readonly string[], what: string): string | undefined {
  const text = address.trim()
  if (text.length > 1000) return `${what}不能超过 1000 个字符`
  if (ownPath(text) || onAllowedHost(text.replace('{idToken}', ''), allowedHosts)) return undefined
  return `${what}须为本站路径（以 / 开头）或允许域名下的网址`
}

/** Every problem of a service's hand-off, by field; empty when it may be saved. */
export function handOffProblems(fields: HandOffFields, allowedHosts: readonly string[]): { field: Field; message: string }[] {
  const problems: { field: Field; message: string }[] = []
  const add = (field: Field, message: string | undefined) => message && problems.push({ field, message })
  const loadPath = fields.loadPath.trim()
  switch (fields.engineType) {
    case 'h5':
      add('loadPath', loadPath ? addressProblem(loadPath, allowedHosts, '访问地址') : '请填写访问地址')
      break
    case 'native':
      add('loadPath', ownPath(loadPath) ? undefined : '门户页面须以 / 开头，如 /pages/tab/schedule/schedule')
      break
    case 'weapp':
      add('appId', /^wx[0-9a-f]{16}$/.test(fields.appId.trim()) ? undefined : '小程序 AppID 须为 wx 加 16 位十六进制字符')
      add('path', fields.path.trim() ? undefined : '请填写小程序页面路径')
      break
    case 'form':
      add('appId', /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(fields.appId.trim()) ? undefined : '请填写表单类型（英文字母开头）')
      break
  }
  // Every service shows an icon in the service centre's grid: none would leave a blank tile.
  add('iconUrl', mediaProblem(fields.iconUrl, allowedHosts, '图标'))
  if (fields.attachmentUrl.trim()) add('attachmentUrl', addressProblem(fields.attachmentUrl, allowedHosts, '附件地址'))
  if (fields.shareUrl.trim()) add('shareUrl', addressProblem(fields.shareUrl, allowedHosts, '分享地址'))
  return problems
}

/** An attachment of a 办事指南: an upload of this server or an address on an allowed host. */
export function attachmentProblem(url: string, allowedHosts: readonly string[]): string | undefined {
  return url.trim() ? addressProblem(url, allowedHosts, '附件') : '请上传附件'
}

/** What the author of a hidden evaluation sees instead of it. */
export const hiddenEvaluationText = (reason: string) => `已被管理员隐藏：${reason}`
