import Taro from '@tarojs/taro'
import * as bridge from '@/lib/bridge'
import { cache, ORIGIN_FOOT_TABS_KEY } from '@/lib/cache'
import { readToken, saveToken } from '@/lib/token'
import { serviceWebAddress, titleWithBadge } from '@/lib/bridge-web'
import { clearCookies, setPortalEnv } from './helpers'

type HostWindow = Window & {
  CampusHost?: { postMessage?: (message: string) => void }
  webkit?: { messageHandlers?: { campusHost?: { postMessage?: (message: string) => void } } }
  __campusHostCallback?: (id: string, result?: unknown, error?: string) => void
}
const win = window as HostWindow

interface SentMessage {
  event: string
  payload?: unknown
  callbackId: string
}

/** A host that answers every message with what `answer` returns. */
function installHost(answer: (message: SentMessage) => { result?: unknown; error?: string } | undefined = () => ({ result: null })) {
  const sent: SentMessage[] = []
  win.CampusHost = {
    postMessage: jest.fn((text: string) => {
      const message = JSON.parse(text) as SentMessage
      sent.push(message)
      const reply = answer(message)
      if (reply) queueMicrotask(() => win.__campusHostCallback?.(message.callbackId, reply.result, reply.error))
    }),
  }
  return sent
}

afterEach(() => {
  delete win.CampusHost
  delete win.webkit
  bridge.setBridgeConfig({})
  localStorage.clear()
  clearCookies()
  setPortalEnv({})
  jest.useRealTimers()
})

describe('host detection', () => {
  it('finds no host in a plain browser', () => {
    expect(bridge.isHostAppPresent()).toBe(false)
  })

  it('finds the Android-style window.CampusHost', () => {
    installHost()
    expect(bridge.isHostAppPresent()).toBe(true)
  })

  it('finds the iOS webkit message handler', () => {
    win.webkit = { messageHandlers: { campusHost: { postMessage: jest.fn() } } }
    expect(bridge.isHostAppPresent()).toBe(true)
  })

  it('ignores a bridge object without postMessage', () => {
    win.CampusHost = {}
    expect(bridge.isHostAppPresent()).toBe(false)
  })
})

describe('host protocol', () => {
  it('sends {event, payload, callbackId} as JSON and resolves with the answer', async () => {
    const sent = installHost(() => ({ result: '3.2.1' }))
    await expect(bridge.appVersion()).resolves.toEqual({ supported: true, via: 'host', value: '3.2.1' })
    expect(sent[0]).toEqual({ event: 'appVersion', callbackId: expect.any(String) })
  })

  it('parses JSON text answers', async () => {
    installHost(() => ({ result: '{"a":1}' }))
    await expect(bridge.callHost('readPushMessages')).resolves.toEqual({ a: 1 })
  })

  it('keeps non-JSON text answers as text', async () => {
    installHost(() => ({ result: '{oops' }))
    await expect(bridge.callHost('vpnState')).resolves.toBe('{oops')
  })

  it('uses distinct callback ids for concurrent calls and routes each answer', async () => {
    const sent = installHost((message) => ({ result: message.event }))
    const [a, b] = await Promise.all([bridge.vpnState(), bridge.cacheSize()])
    expect(a).toEqual({ supported: true, via: 'host', value: 'vpnState' })
    expect(b).toEqual({ supported: true, via: 'host', value: 'cacheSize' })
    expect(new Set(sent.map((m) => m.callbackId)).size).toBe(2)
  })

  it('rejects with BridgeError when the host answers an error', async () => {
    installHost(() => ({ error: 'denied' }))
    await expect(bridge.vpnConnect()).rejects.toMatchObject({ name: 'BridgeError', event: 'vpnConnect', message: 'denied' })
  })

  it('rejects when the host never answers', async () => {
    jest.useFakeTimers()
    installHost(() => undefined)
    const call = bridge.vpnDisconnect()
    const outcome = call.catch((error: Error) => error)
    await jest.advanceTimersByTimeAsync(bridge.HOST_ANSWER_TIMEOUT_MS)
    expect(await outcome).toMatchObject({ name: 'BridgeError', message: 'the host app did not answer' })
  })

  it('rejects when postMessage throws', async () => {
    win.CampusHost = {
      postMessage: () => {
        throw new Error('bridge gone')
      },
    }
    await expect(bridge.vpnState()).rejects.toMatchObject({ message: 'bridge gone' })
  })

  it('rejects callHost without a host', async () => {
    await expect(bridge.callHost('logout')).rejects.toMatchObject({ message: 'no host app' })
  })

  it('ignores answers for unknown callback ids', async () => {
    installHost(() => ({ result: 1 }))
    await bridge.cacheSize()
    expect(() => win.__campusHostCallback?.('nope', 1)).not.toThrow()
  })

  it('talks to the iOS handler with the same JSON message', async () => {
    const post = jest.fn((text: string) => {
      const message = JSON.parse(text) as SentMessage
      queueMicrotask(() => win.__campusHostCallback?.(message.callbackId, true))
    })
    win.webkit = { messageHandlers: { campusHost: { postMessage: post } } }
    await expect(bridge.clearCache()).resolves.toMatchObject({ via: 'host' })
    expect(JSON.parse(post.mock.calls[0][0])).toMatchObject({ event: 'clearCache' })
  })

  it.each([
    ['logout', () => bridge.logout(), undefined],
    ['updateVersion', () => bridge.updateVersion(), undefined],
    ['authorizeService', () => bridge.authorizeService({ serviceId: 's1' }), { serviceId: 's1' }],
    ['readPushMessages', () => bridge.readPushMessages(), undefined],
    ['removePushMessages', () => bridge.removePushMessages(['m1']), { ids: ['m1'] }],
    ['openMiniProgram', () => bridge.openMiniProgram({ appId: 'wx1', path: 'p' }), { appId: 'wx1', path: 'p' }],
    ['openService', () => bridge.openService({ loadPath: 'https://s', appId: 'a' }), { loadPath: 'https://s', appId: 'a' }],
  ])('forwards %s with its payload', async (event, call, payload) => {
    const sent = installHost()
    await expect(call()).resolves.toMatchObject({ supported: true, via: 'host' })
    expect(sent[0].event).toBe(event)
    expect(sent[0].payload).toEqual(payload)
  })

  it('sends calendar times as epoch milliseconds', async () => {
    const sent = installHost()
    await bridge.addToCalendar({ title: 't', start: new Date(1000), end: 2000, location: 'l', notes: 'n' })
    expect(sent[0]).toMatchObject({ event: 'addToCalendar', payload: { title: 't', start: 1000, end: 2000, location: 'l', notes: 'n' } })
  })

  it('logout also clears the page token when a host handles it', async () => {
    saveToken('a.b.c')
    installHost()
    await bridge.logout()
    expect(readToken()).toBeNull()
  })
})

describe('badge', () => {
  it.each([
    [5, 5],
    [0, 0],
    [-3, 0],
    [999, 999],
    [1000, 999],
    [12.7, 12],
    [Number.NaN, 0],
  ])('badgeCount(%p) = %p', (count, expected) => {
    expect(bridge.badgeCount(count)).toBe(expected)
  })

  it('sends 0 when muteAppBadge = 1', async () => {
    bridge.setBridgeConfig({ muteAppBadge: 1 })
    expect(bridge.badgeCount(7)).toBe(0)
    const sent = installHost()
    await expect(bridge.setBadge(7)).resolves.toEqual({ supported: true, via: 'host', value: 0 })
    expect(sent[0].payload).toEqual({ count: 0 })
  })

  it('is not muted by muteAppBadge = 0', () => {
    bridge.setBridgeConfig({ muteAppBadge: 0 })
    expect(bridge.badgeCount(7)).toBe(7)
  })

  it('sends the clamped count to the host', async () => {
    const sent = installHost()
    await expect(bridge.setBadge(4321)).resolves.toEqual({ supported: true, via: 'host', value: 999 })
    expect(sent[0]).toMatchObject({ event: 'setBadge', payload: { count: 999 } })
  })

  it('puts the count in the document title without a host', async () => {
    document.title = '掌上校园'
    await expect(bridge.setBadge(3)).resolves.toEqual({ supported: true, via: 'platform', value: 3 })
    expect(document.title).toBe('(3) 掌上校园')
    await bridge.setBadge(12)
    expect(document.title).toBe('(12) 掌上校园')
    await bridge.setBadge(0)
    expect(document.title).toBe('掌上校园')
  })

  it('titleWithBadge replaces an earlier count', () => {
    expect(titleWithBadge('(9) 首页', 2)).toBe('(2) 首页')
    expect(titleWithBadge('(9) 首页', 0)).toBe('首页')
  })
})

describe('browser fallbacks (no host app)', () => {
  it('logout clears the token and the cache but keeps permanent keys', async () => {
    saveToken('a.b.c')
    cache.set('news', [1])
    cache.set(ORIGIN_FOOT_TABS_KEY, ['tab'])
    await expect(bridge.logout()).resolves.toEqual({ supported: true, via: 'platform', value: undefined })
    expect(readToken()).toBeNull()
    expect(cache.get('news')).toBeUndefined()
    expect(cache.get(ORIGIN_FOOT_TABS_KEY)).toEqual(['tab'])
  })

  it('clearCache keeps permanent keys and the cookie token', async () => {
    saveToken('a.b.c')
    cache.set('news', [1])
    cache.set(ORIGIN_FOOT_TABS_KEY, ['tab'])
    await expect(bridge.clearCache()).resolves.toMatchObject({ supported: true, via: 'platform' })
    expect(cache.get('news')).toBeUndefined()
    expect(cache.get(ORIGIN_FOOT_TABS_KEY)).toEqual(['tab'])
    expect(readToken()).toBe('a.b.c')
  })

  it('cacheSize reports KB from storage', async () => {
    cache.set('big', 'x'.repeat(2048))
    const outcome = await bridge.cacheSize()
    expect(outcome.supported).toBe(true)
    expect(outcome.supported && outcome.value).toBeGreaterThan(2)
  })

  it('appVersion reads ENV_APP_VERSION or says it is unsupported', async () => {
    await expect(bridge.appVersion()).resolves.toMatchObject({ supported: false })
    setPortalEnv({ ENV_APP_VERSION: '1.4.0' })
    await expect(bridge.appVersion()).resolves.toEqual({ supported: true, via: 'platform', value: '1.4.0' })
  })

  it.each([
    ['updateVersion', () => bridge.updateVersion()],
    ['vpnState', () => bridge.vpnState()],
    ['vpnConnect', () => bridge.vpnConnect()],
    ['vpnDisconnect', () => bridge.vpnDisconnect()],
    ['openMiniProgram', () => bridge.openMiniProgram({ appId: 'wx1' })],
    ['authorizeService', () => bridge.authorizeService({})],
    ['readPushMessages', () => bridge.readPushMessages()],
    ['removePushMessages', () => bridge.removePushMessages()],
  ])('%s says explicitly that it is unsupported', async (_event, call) => {
    const outcome = await call()
    expect(outcome).toMatchObject({ supported: false, via: 'platform' })
    expect(outcome.supported === false && outcome.reason.length).toBeGreaterThan(0)
  })

  it('addToCalendar downloads an .ics file', async () => {
    const created: Blob[] = []
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob)
      return 'blob:calendar'
    })
    const revokeObjectURL = jest.fn()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('开会.ics')
      expect(this.getAttribute('href')).toBe('blob:calendar')
    })
    await expect(bridge.addToCalendar({ title: '开会', start: 0, end: 3600_000 })).resolves.toMatchObject({ supported: true })
    expect(click).toHaveBeenCalledTimes(1)
    expect(created[0].type).toBe('text/calendar;charset=utf-8')
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.readAsText(created[0])
    })
    expect(text).toContain('SUMMARY:开会')
    expect(text).toContain('DTSTART:19700101T000000Z')
    expect(document.querySelector('a[download]')).toBeNull()
    click.mockRestore()
  })

  it('serviceWebAddress picks the first http(s) address', () => {
    expect(serviceWebAddress({ loadPath: '/pages/x', path: 'https://a.example.edu/x', shareUrl: 'https://b' })).toBe(
      'https://a.example.edu/x',
    )
    expect(serviceWebAddress({ loadPath: 'javascript:alert(1)' })).toBeUndefined()
    expect(serviceWebAddress({ loadPath: ' HTTP://A.B ' })).toBe('HTTP://A.B')
    expect(serviceWebAddress({})).toBeUndefined()
  })

  it('openService navigates to a web address', async () => {
    await expect(bridge.openService({ loadPath: 'http://localhost/#service-page' })).resolves.toMatchObject({
      supported: true,
      via: 'platform',
    })
    expect(window.location.href).toBe('http://localhost/#service-page')
  })

  it('openService refuses addresses that are not http(s)', async () => {
    await expect(bridge.openService({ loadPath: 'javascript:alert(1)' })).resolves.toMatchObject({ supported: false })
    await expect(bridge.openService({ loadPath: 'weixin://dl' })).resolves.toMatchObject({ supported: false })
  })
})

describe('mini-program fallbacks', () => {
  const load = () => jest.requireActual('@/lib/bridge-fallback.weapp') as typeof import('@/lib/bridge-fallback.weapp')
  let spies: jest.SpyInstance[] = []
  const spy = <K extends keyof typeof Taro>(name: K, impl: (...args: never[]) => unknown) => {
    const created = jest.spyOn(Taro, name as never).mockImplementation(impl as never)
    spies.push(created)
    return created
  }
  afterEach(() => {
    spies.forEach((s) => s.mockRestore())
    spies = []
  })

  it('clearCache keeps permanent keys and the stored token', async () => {
    Taro.setStorageSync('userToken', 'a.b.c')
    cache.set('news', [1])
    cache.set(ORIGIN_FOOT_TABS_KEY, ['tab'])
    await expect(load().platformFallback.clearCache()).resolves.toMatchObject({ supported: true })
    expect(Taro.getStorageSync('userToken')).toBe('a.b.c')
    expect(cache.get('news')).toBeUndefined()
    expect(cache.get(ORIGIN_FOOT_TABS_KEY)).toEqual(['tab'])
  })

  it('logout removes the stored token', async () => {
    Taro.setStorageSync('userToken', 'a.b.c')
    await load().platformFallback.logout()
    expect(Taro.getStorageSync('userToken')).toBe('')
  })

  it('cacheSize uses getStorageInfoSync', async () => {
    spy('getStorageInfoSync', () => ({ keys: [], currentSize: 12, limitSize: 10240 }))
    await expect(load().platformFallback.cacheSize()).resolves.toEqual({ supported: true, via: 'platform', value: 12 })
  })

  it('addToCalendar calls addPhoneCalendar with unix seconds', async () => {
    const add = spy('addPhoneCalendar', () => Promise.resolve({ errMsg: 'ok' }))
    await load().platformFallback.addToCalendar({
      title: '开会',
      start: 10_000,
      end: new Date(70_000),
      location: '会议室',
      notes: '带电脑',
    })
    expect(add).toHaveBeenCalledWith({ title: '开会', startTime: 10, endTime: '70', location: '会议室', description: '带电脑' })
  })

  it('addToCalendar adds a series the phone can repeat as one repeating entry, with its reminder', async () => {
    const repeating = spy('addPhoneRepeatCalendar', () => Promise.resolve({ errMsg: 'ok' }))
    const single = spy('addPhoneCalendar', () => Promise.resolve({ errMsg: 'ok' }))
    await load().platformFallback.addToCalendar({
      title: '组会',
      start: 10_000,
      end: 70_000,
      repeat: { every: 'week', until: new Date(1_000_000) },
      reminderMinutes: 15,
    })
    expect(repeating).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '组会',
        startTime: 10,
        endTime: '70',
        repeatInterval: 'week',
        repeatEndTime: 1000,
        alarm: true,
        alarmOffset: 900,
      }),
    )
    expect(single).not.toHaveBeenCalled()
  })

  it('addToCalendar rejects with BridgeError when the user refuses', async () => {
    spy('addPhoneCalendar', () => Promise.reject({ errMsg: 'addPhoneCalendar:fail auth deny' }))
    await expect(load().platformFallback.addToCalendar({ title: 't', start: 0, end: 0 })).rejects.toMatchObject({
      name: 'BridgeError',
      message: 'addPhoneCalendar:fail auth deny',
    })
  })

  it('openMiniProgram navigates to the other mini-program', async () => {
    const navigate = spy('navigateToMiniProgram', () => Promise.resolve({ errMsg: 'ok' }))
    await expect(load().platformFallback.openMiniProgram({ appId: 'wx123', path: 'pages/a' })).resolves.toMatchObject({ supported: true })
    expect(navigate).toHaveBeenCalledWith({ appId: 'wx123', path: 'pages/a' })
  })

  it('openMiniProgram failures reject', async () => {
    spy('navigateToMiniProgram', () => Promise.reject({ errMsg: 'navigateToMiniProgram:fail cancel' }))
    await expect(load().platformFallback.openMiniProgram({ appId: 'wx123' })).rejects.toMatchObject({ event: 'openMiniProgram' })
  })

  it('openService opens a mini-program service and declines web services', async () => {
    const navigate = spy('navigateToMiniProgram', () => Promise.resolve({ errMsg: 'ok' }))
    const fallback = load().platformFallback
    await expect(fallback.openService({ appId: 'wx9', path: 'p' })).resolves.toMatchObject({ supported: true })
    expect(navigate).toHaveBeenCalledWith({ appId: 'wx9', path: 'p' })
    await expect(fallback.openService({ loadPath: 'https://s' })).resolves.toMatchObject({ supported: false })
  })

  it('updateVersion reports the check and applies a ready update after confirmation', async () => {
    const manager = {
      onCheckForUpdate: jest.fn((cb: (r: { hasUpdate: boolean }) => void) => cb({ hasUpdate: true })),
      onUpdateReady: jest.fn(),
      applyUpdate: jest.fn(),
    }
    spy('getUpdateManager', () => manager)
    spy('showModal', () => Promise.resolve({ confirm: true, cancel: false }))
    await expect(load().platformFallback.updateVersion()).resolves.toEqual({
      supported: true,
      via: 'platform',
      value: { updateAvailable: true },
    })
    manager.onUpdateReady.mock.calls[0][0]()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(manager.applyUpdate).toHaveBeenCalledTimes(1)
  })

  it('updateVersion does not restart when the user declines', async () => {
    const manager = {
      onCheckForUpdate: jest.fn((cb: (r: { hasUpdate: boolean }) => void) => cb({ hasUpdate: false })),
      onUpdateReady: jest.fn(),
      applyUpdate: jest.fn(),
    }
    spy('getUpdateManager', () => manager)
    spy('showModal', () => Promise.resolve({ confirm: false, cancel: true }))
    await expect(load().platformFallback.updateVersion()).resolves.toMatchObject({ value: { updateAvailable: false } })
    manager.onUpdateReady.mock.calls[0][0]()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(manager.applyUpdate).not.toHaveBeenCalled()
  })

  it('appVersion reads the mini-program version', async () => {
    spy('getAccountInfoSync', () => ({ miniProgram: { appId: 'wx1', envVersion: 'release', version: '2.0.1' } }))
    await expect(load().platformFallback.appVersion()).resolves.toEqual({ supported: true, via: 'platform', value: '2.0.1' })
  })

  it('appVersion is unsupported in a development build without ENV_APP_VERSION', async () => {
    spy('getAccountInfoSync', () => ({ miniProgram: { appId: 'wx1', envVersion: 'develop', version: '' } }))
    await expect(load().platformFallback.appVersion()).resolves.toMatchObject({ supported: false })
  })

  it('setBadge resolves {supported:false} and touches no tab badge', async () => {
    const tabBadge = spy('setTabBarBadge', () => Promise.resolve({ errMsg: 'ok' }))
    await expect(load().platformFallback.setBadge(3)).resolves.toMatchObject({ supported: false })
    expect(tabBadge).not.toHaveBeenCalled()
  })
})
