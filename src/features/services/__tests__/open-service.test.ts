import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/react'
import type { ServiceCard } from '@contract/services'
import { openServiceById, openServiceCard } from '@/features/services/open-service'
import { authoriseService, fetchServiceDetail } from '@/features/services/api'
import { openerOf } from '@/components/service-opener'
import { networkCheck } from '@/lib/portal-config-api'
import { nav } from '@/routes/nav'
import { openInWebView, openLink } from '@/routes/open-link'
import { saveVisit } from '@/lib/visit-log'
import { RequestError } from '@/lib/request-errors'

jest.mock('@/features/services/api', () => ({
  authoriseService: jest.fn(async (serviceId: number) => ({ serviceId })),
  fetchServiceDetail: jest.fn(),
}))
jest.mock('@/lib/portal-config-api', () => ({ networkCheck: jest.fn(async () => ({ online: true, serverTime: 0, onCampus: false })) }))
jest.mock('@/lib/visit-log', () => ({ saveVisit: jest.fn(async () => ({ id: 1 })) }))
jest.mock('@/routes/open-link', () => ({
  openInWebView: jest.fn(),
  openLink: jest.fn(),
  linkKind: (link: string) => (/^https?:/.test(link) ? 'web' : link.startsWith('/pages/') ? 'app' : 'none'),
}))
jest.mock('@/routes/nav', () => ({ nav: { to: jest.fn(), open: jest.fn() } }))

const card = (extra: Partial<ServiceCard>) =>
  ({
    serviceId: 2,
    serviceName: '成绩查询',
    serviceSource: '教务处',
    state: 'open',
    stateText: '开放中',
    thirdParty: false,
    authorised: true,
    campusNetwork: false,
    engineType: 'h5',
    loadPath: 'http://127.0.0.1:8080/demo-apps/grades',
    tokenTransType: 'url',
    appId: '',
    path: '',
    columnId: null,
    ...extra,
  }) as ServiceCard

describe('openServiceCard', () => {
  let modal: jest.SpyInstance
  beforeEach(() => {
    jest.clearAllMocks()
    modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  })
  afterEach(() => modal.mockRestore())

  it('asks a third-party service’s authorisation once (buttons within Taro’s 4 characters), then opens it in the web view and counts the visit', async () => {
    const service = card({ thirdParty: true, authorised: false })
    await openServiceCard(service)
    const asked = modal.mock.calls[0][0]
    expect(asked.title).toBe('服务授权')
    expect(asked.content).toMatch(/教务处.*姓名/)
    expect(asked.confirmText.length).toBeLessThanOrEqual(4)
    expect(asked.cancelText.length).toBeLessThanOrEqual(4)
    expect(authoriseService).toHaveBeenCalledWith(2)
    expect(openInWebView).toHaveBeenCalledWith('http://127.0.0.1:8080/demo-apps/grades', 'url')
    expect(saveVisit).toHaveBeenCalledWith(expect.objectContaining({ visitType: 'service', targetId: '2' }))
    await openServiceCard(service)
    expect(modal).toHaveBeenCalledTimes(1)
  })

  it('a refused authorisation opens nothing and counts nothing', async () => {
    modal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    await openServiceCard(card({ thirdParty: true, authorised: false }))
    expect(authoriseService).not.toHaveBeenCalled()
    expect(openInWebView).not.toHaveBeenCalled()
    expect(saveVisit).not.toHaveBeenCalled()
  })

  it('maintenance and closed services say why and do not open', async () => {
    await openServiceCard(card({ state: 'maintenance', stateText: '系统升级中' }))
    await openServiceCard(card({ state: 'closed', stateText: '当前不在服务时间（周一至周五 08:00-17:30）' }))
    expect(modal.mock.calls.map((c) => c[0].title)).toEqual(['服务维护中', '暂未开放'])
    expect(modal.mock.calls[0][0].content).toBe('系统升级中')
    expect(openInWebView).not.toHaveBeenCalled()
  })

  it('form-flow services open their application form; in-app pages open directly', async () => {
    await openServiceCard(card({ engineType: 'form', appId: 'leave', serviceId: 7 }))
    expect(nav.to).toHaveBeenCalledWith('serviceGuide', { serviceId: '7', apply: '1' })
    await openServiceCard(card({ engineType: 'native', loadPath: '/pages/tab/schedule/schedule' }))
    expect(nav.open).toHaveBeenCalledWith('/pages/tab/schedule/schedule')
  })

  it('a campus-network service off campus says plainly in a browser that the VPN is needed: 取消 opens nothing, 仍然打开 opens it', async () => {
    modal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    await openServiceCard(card({ campusNetwork: true }))
    const asked = modal.mock.calls[0][0]
    expect(asked.content).toMatch(/仅限校园网访问.*VPN/)
    expect([asked.confirmText, asked.cancelText]).toEqual(['仍然打开', '取消'])
    expect(openInWebView).not.toHaveBeenCalled()
    await openServiceCard(card({ campusNetwork: true }))
    expect(openInWebView).toHaveBeenCalledTimes(1)
  })

  it('a campus-network service on the campus network opens without asking', async () => {
    jest.mocked(networkCheck).mockResolvedValueOnce({ online: true, serverTime: 0, onCampus: true })
    await openServiceCard(card({ campusNetwork: true }))
    expect(modal).not.toHaveBeenCalled()
    expect(openInWebView).toHaveBeenCalledTimes(1)
  })

  it('opening by id (home’s recommended grid) reads the current card, so a service under maintenance says so', async () => {
    jest.mocked(fetchServiceDetail).mockResolvedValueOnce({ service: card({ state: 'maintenance', stateText: '系统升级中' }) } as never)
    await openServiceById(2)
    expect(fetchServiceDetail).toHaveBeenCalledWith(2)
    expect(modal.mock.calls[0][0].title).toBe('服务维护中')
    expect(openInWebView).not.toHaveBeenCalled()
  })

  it('a mini-program service in a browser explains where to use it', async () => {
    await openServiceCard(card({ engineType: 'weapp', appId: 'wx1', path: 'pages/x', loadPath: '' }))
    expect(modal.mock.calls[0][0].title).toBe('请在微信中使用')
  })
})

describe('openerOf (search results, AI citations, robot sources)', () => {
  beforeEach(() => jest.clearAllMocks())

  it('a service opens by its id through the checks, even without a link of its own; anything else by its link', async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    jest.mocked(fetchServiceDetail).mockResolvedValueOnce({ service: card({ state: 'maintenance', stateText: '系统升级中' }) } as never)
    openerOf({ link: '', serviceId: 2 }, openServiceById)!()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetchServiceDetail).toHaveBeenCalledWith(2)
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '服务维护中' }))
    expect(openLink).not.toHaveBeenCalled()
    modal.mockRestore()

    openerOf({ link: '/pages/news/detail?id=1', serviceId: null }, openServiceById)!()
    expect(openLink).toHaveBeenCalledWith('/pages/news/detail?id=1')
    expect(openerOf({ link: '', serviceId: undefined }, openServiceById)).toBeNull()
    expect(openerOf({ link: 'mailto:x', serviceId: 0 }, openServiceById)).toBeNull()
  })

  it('a service the identity cannot use says so (the server’s reason)', async () => {
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    jest.mocked(fetchServiceDetail).mockRejectedValueOnce(new RequestError('http', '服务不存在或您无权使用', { url: '/x', status: 404 }))
    await openServiceById(30)
    // On H5 the first toast waits for Taro's toast code to load (lib/ui-host.h5.ts).
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '服务不存在或您无权使用' })))
    jest.mocked(fetchServiceDetail).mockRejectedValueOnce(new RequestError('network', '网络异常', { url: '/x' }))
    await openServiceById(30)
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '该服务暂不可用' }))
    toast.mockRestore()
  })
})
