import Taro from '@tarojs/taro'
import type { ServiceCard } from '@contract/services'
import { authorizeService, isHostAppPresent, openMiniProgram, openService as hostOpenService, vpnConnect, vpnState } from '@/lib/bridge'
import { saveVisit } from '@/lib/visit-log'
import { networkCheck } from '@/lib/portal-config-api'
import { isRequestError } from '@/lib/request-errors'
import { toast } from '@/lib/ui'
import { nav } from '@/routes/nav'
import { openInWebView } from '@/routes/open-link'
import { authoriseService, fetchServiceDetail } from './api'
import { campusNetworkStep } from './campus-network-step'
import { PRIMARY_TEXT } from '@/styles/colors'

const MODAL = { confirmColor: PRIMARY_TEXT }

async function ask(title: string, content: string, confirmText: string, cancelText = '取消'): Promise<boolean> {
  try {
    const answer = await Taro.showModal({ ...MODAL, title, content, confirmText, cancelText })
    return answer.confirm
  } catch {
    return false
  }
}

async function tell(title: string, content: string): Promise<void> {
  await Taro.showModal({ ...MODAL, title, content, showCancel: false, confirmText: '知道了' }).catch(() => undefined)
}

// Taro's modal takes at most 4 characters per button (as WeChat's does); longer labels make it fail.
/** What a third-party service receives about the user (shown before the first use). */
export const AUTHORISED_DATA = '姓名、学号/工号、身份类型（学生/教师等）'

/**
 * First use of a third-party service: asks for the user's consent (remembered by the server, revocable
 * on the guide page); in the host app the host is told too.
 */
async function ensureAuthorised(service: ServiceCard): Promise<boolean> {
  if (!service.thirdParty || service.authorised) return true
  const agreed = await ask(
    '服务授权',
    `「${service.serviceName}」由${service.serviceSource || '第三方'}提供，使用前将获取你的：${AUTHORISED_DATA}。授权后可在办事指南中撤销。`,
    '同意',
    '拒绝',
  )
  if (!agreed) return false
  try {
    await authoriseService(service.serviceId)
  } catch {
    void toast('授权失败，请稍后重试')
    return false
  }
  if (isHostAppPresent()) void authorizeService({ serviceId: service.serviceId, serviceName: service.serviceName }).catch(() => undefined)
  service.authorised = true
  return true
}

/**
 * A campus-network service: networkCheck tells whether this device is on the campus network. Off campus
 * the host app offers to connect the school VPN; a browser or the mini-program says plainly that the
 * campus network or VPN is needed and lets the user open it anyway.
 */
async function ensureCampusNetwork(service: ServiceCard): Promise<boolean> {
  if (!service.campusNetwork) return true
  const hostApp = isHostAppPresent()
  const [onCampus, vpn] = await Promise.all([
    networkCheck().then(
      (answer) => answer.onCampus === true,
      () => false,
    ),
    hostApp ? vpnState().catch(() => null) : Promise.resolve(null),
  ])
  const step = campusNetworkStep({ needsCampus: true, onCampus, hostApp, vpnConnected: !!vpn?.supported && vpn.value === 'connected' })
  if (step === 'open') return true
  if (step === 'offer-vpn') {
    if (!(await ask('需要校园网', `「${service.serviceName}」仅限校园网访问，你当前不在校园网内，是否连接学校 VPN？`, '连接', '取消')))
      return false
    const connected = await vpnConnect().catch(() => null)
    if (connected?.supported) return true
    void toast('VPN 连接失败')
  }
  return await ask(
    '需要校园网',
    `「${service.serviceName}」仅限校园网访问，你当前不在校园网内。请连接学校 VPN 或在校园网内使用，否则可能无法打开。`,
    '仍然打开',
  )
}

/**
 * Opens a service by its hand-off fields after checking its state, the user's authorisation and the
 * network: web services in the web view (token as the service declares), mini-programs with
 * navigateToMiniProgram or the host app, form-flow services on their application form, in-app pages
 * directly. Every open is counted (systemVisitSave).
 */
export async function openServiceCard(service: ServiceCard): Promise<void> {
  if (service.state === 'maintenance') return await tell('服务维护中', service.stateText)
  if (service.state === 'closed') return await tell('暂未开放', `「${service.serviceName}」${service.stateText}，请在服务时间内使用。`)
  if (!(await ensureAuthorised(service))) return
  if (!(await ensureCampusNetwork(service))) return

  void saveVisit({
    visitType: 'service',
    pageUrl: service.loadPath || service.path || String(service.serviceId),
    targetId: String(service.serviceId),
    title: service.serviceName,
  }).catch(() => undefined)
  if (service.engineType === 'form') return void nav.to('serviceGuide', { serviceId: String(service.serviceId), apply: '1' })
  if (service.engineType === 'native') return void nav.open(service.loadPath)
  if (isHostAppPresent()) {
    const outcome = await hostOpenService({ ...service, columnId: service.columnId ?? undefined }).catch(() => null)
    if (outcome?.supported) return
  }
  if (service.engineType === 'weapp') {
    const outcome = await openMiniProgram({ appId: service.appId, path: service.path || undefined }).catch(() => null)
    if (!outcome?.supported)
      await tell('请在微信中使用', `「${service.serviceName}」是微信小程序服务，请在微信中打开掌上校园小程序后使用。`)
    return
  }
  if (/^https?:\/\//i.test(service.loadPath)) return void openInWebView(service.loadPath, service.tokenTransType)
  void toast('该服务暂不可用')
}

/**
 * Opens a service known only by its id (home, division workbench, search results, scans): its current card for
 * this user, then the same checks. A service this identity cannot use says so (the server's 404 reason).
 */
export async function openServiceById(serviceId: number): Promise<void> {
  let service: ServiceCard
  try {
    service = (await fetchServiceDetail(serviceId)).service
  } catch (error) {
    return void toast(isRequestError(error) && error.status === 404 ? error.message : '该服务暂不可用')
  }
  await openServiceCard(service)
}
