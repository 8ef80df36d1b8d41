import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root-store'
import { startSession } from '@/shell/session.weapp'
import { logout } from '@/shell/logout.weapp'
import { triggerRelogin, setReloginHandler } from '@/lib/relogin'
import { readToken, saveToken } from '@/lib/token'
import { fakeToken, inOneHour } from '@/test-utils/token'
import { postLoginTarget } from '@/features/auth/post-login'

const expired = () => fakeToken({ sub: '2026001', exp: Math.floor(Date.now() / 1000) - 10 })

let reLaunch: jest.SpyInstance
beforeEach(() => {
  Taro.clearStorageSync()
  document.cookie = 'userToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' } as never)
})
afterEach(() => {
  jest.restoreAllMocks()
  setReloginHandler(undefined)
})

describe('mini-program session (spec §4 "applet token expired")', () => {
  it('an expired token on a protected launch page → login page, the page remembered with its query', () => {
    saveToken(expired())
    jest
      .spyOn(Taro, 'getLaunchOptionsSync')
      .mockReturnValue({ path: 'pages/msgCenterTab/newtask/newtask', query: { isHideTabbar: '1', isactive: '2', junk: 'x' } } as never)
    const store = new RootStore()
    startSession(store)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/login/login' })
    const remembered = store.loginRedirect.take()
    expect(postLoginTarget(remembered)).toEqual({ path: 'pages/msgCenterTab/newtask/newtask', query: { isHideTabbar: '1', isactive: '2' } })
  })

  it('a valid token or a public page starts normally', () => {
    saveToken(fakeToken({ sub: 'u', exp: inOneHour() }))
    jest.spyOn(Taro, 'getLaunchOptionsSync').mockReturnValue({ path: 'pages/tab/my/my', query: {} } as never)
    startSession(new RootStore())
    document.cookie = 'userToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
    jest.spyOn(Taro, 'getLaunchOptionsSync').mockReturnValue({ path: 'pages/login/userPrivacy', query: {} } as never)
    startSession(new RootStore())
    expect(reLaunch).not.toHaveBeenCalled()
  })

  it('a token expiring mid-session (401) clears it and returns to the current page after login', () => {
    saveToken(fakeToken({ sub: 'u', exp: inOneHour() }))
    jest.spyOn(Taro, 'getLaunchOptionsSync').mockReturnValue({ path: 'pages/tab/index/index', query: {} } as never)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/tab/my/my', options: {} }] as never)
    const store = new RootStore()
    startSession(store)
    triggerRelogin()
    expect(readToken()).toBeNull()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/login/login' })
    expect(store.loginRedirect.take()).toBe('/pages/tab/my/my')
  })

  it('logout clears token, stores and cache (not permanent keys), tells the host and opens the login page', async () => {
    const store = new RootStore()
    store.account.signIn(fakeToken({ sub: 'u', exp: inOneHour() }))
    store.global.setUnread(3)
    Taro.setStorageSync('some_cache', { value: 1 })
    Taro.setStorageSync('originFootTabs', { value: [1] })
    const posted: string[] = []
    ;(window as unknown as { CampusHost?: unknown }).CampusHost = {
      postMessage: (m: string) => {
        posted.push(m)
        const { callbackId } = JSON.parse(m)
        setTimeout(() => (window as unknown as { __campusHostCallback: (id: string) => void }).__campusHostCallback(callbackId), 0)
      },
    }
    try {
      await logout(store)
    } finally {
      delete (window as unknown as { CampusHost?: unknown }).CampusHost
    }
    expect(readToken()).toBeNull()
    expect(store.account.isSignedIn).toBe(false)
    expect(store.account.isSysLogout).toBe(true)
    expect(store.global.bugleNum).toBe(0)
    expect(Taro.getStorageSync('some_cache')).toBeFalsy()
    expect(Taro.getStorageSync('originFootTabs')).toBeTruthy()
    expect(posted.map((m) => JSON.parse(m).event)).toEqual(['logout'])
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/login/login' })
  })
})
