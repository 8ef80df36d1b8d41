/** The host app's push token: registered with the server when signed in inside the host, once; dropped at sign-out. */
import { saveToken } from '@/lib/token'
import { RootStore } from '@/stores/root-store'
import { fakeToken, inOneHour } from '@/test-utils/token'
import { registerHostPush, unregisterHostPush } from '@/shell/push-registration'

type HostWindow = Window & {
  CampusHost?: { postMessage?: (message: string) => void }
  __campusHostCallback?: (id: string, result?: unknown, error?: string) => void
}
const win = window as HostWindow
const originalFetch = global.fetch
let calls: Array<{ url: string; body: unknown }>

beforeEach(() => {
  calls = []
  global.fetch = jest.fn((url: string, init: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init.body ?? 'null')) })
    return Promise.resolve(
      new Response(JSON.stringify({ code: 0, message: '成功', data: null }), { headers: { 'content-type': 'application/json' } }),
    )
  }) as unknown as typeof fetch
})

afterEach(async () => {
  await unregisterHostPush()
  global.fetch = originalFetch
  delete win.CampusHost
  localStorage.clear()
})

function hostWithToken(device: unknown) {
  win.CampusHost = {
    postMessage: (text: string) => {
      const message = JSON.parse(text) as { event: string; callbackId: string }
      queueMicrotask(() => win.__campusHostCallback?.(message.callbackId, message.event === 'pushToken' ? JSON.stringify(device) : null))
    },
  }
}

const signedIn = () => {
  saveToken(fakeToken({ sub: '2026001', ATTR_identityTypeCode: 'student', exp: inOneHour() }))
  return new RootStore()
}

it('registers the host device token once per account and device, and drops it at sign-out', async () => {
  hostWithToken({ token: 'apns-token-0001', deviceId: 'iphone-li', platform: 'ios' })
  const store = signedIn()
  await registerHostPush(store)
  await registerHostPush(store)
  expect(calls.map((c) => [c.url.replace(/^.*\/portal-api/, ''), c.body])).toEqual([
    ['/v1/push/device/register', { deviceId: 'iphone-li', token: 'apns-token-0001', platform: 'ios' }],
  ])
  await unregisterHostPush()
  expect(calls[1]).toMatchObject({ body: { deviceId: 'iphone-li' } })
  expect(calls[1]!.url).toMatch(/\/portal-api\/v1\/push\/device\/unregister$/)
})

it('does nothing outside the host app or signed out', async () => {
  const store = signedIn()
  await registerHostPush(store)
  hostWithToken({ token: 'apns-token-0001', deviceId: 'iphone-li', platform: 'ios' })
  store.account.signOut()
  await registerHostPush(store)
  await unregisterHostPush()
  expect(calls).toEqual([])
})
