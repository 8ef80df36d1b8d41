import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root-store'
import { HOST_LOGOUT_WAIT_MS, logout } from '@/shell/logout.h5'
import { readToken } from '@/lib/token'
import { fakeToken, inOneHour } from '@/test-utils/token'

type HostWindow = { CampusHost?: { postMessage(m: string): void } }

beforeEach(() => {
  Taro.clearStorageSync()
  jest.spyOn(console, 'error').mockImplementation(() => undefined) // jsdom: "navigation not implemented"
})
afterEach(() => {
  delete (window as unknown as HostWindow).CampusHost
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('browser logout', () => {
  it('clears the token and the cache, tells the host, and does not wait long for a silent host', async () => {
    const store = new RootStore()
    store.account.signIn(fakeToken({ sub: 'u', exp: inOneHour() }))
    Taro.setStorageSync('some_cache', { value: 1 })
    const posted: string[] = []
    ;(window as unknown as HostWindow).CampusHost = { postMessage: (m) => posted.push(JSON.parse(m).event) }
    jest.useFakeTimers()
    let finished = false
    const done = logout(store).then(() => (finished = true))
    await Promise.resolve()
    expect(readToken()).toBeNull()
    expect(store.account.isSysLogout).toBe(true)
    expect(Taro.getStorageSync('some_cache')).toBeFalsy()
    expect(posted).toEqual(['logout'])
    expect(finished).toBe(false)
    await jest.advanceTimersByTimeAsync(HOST_LOGOUT_WAIT_MS)
    await done
    expect(finished).toBe(true)
  })
})
