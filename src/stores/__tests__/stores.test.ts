import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root-store'
import { featureStore } from '@/stores/feature-store'
import { readToken, saveToken } from '@/lib/token'
import { fakeToken, inOneHour } from '@/test-utils/token'

beforeEach(() => {
  Taro.clearStorageSync()
  document.cookie = 'userToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

describe('AccountStore', () => {
  it('reads identity, subject and a Chinese user name from the token', () => {
    saveToken(fakeToken({ sub: '2026001', ATTR_userName: '李小明', ATTR_identityTypeCode: 'student', exp: inOneHour() }))
    const { account } = new RootStore()
    expect(account.isSignedIn).toBe(true)
    expect(account.identity).toBe('student')
    expect(account.username).toBe('2026001')
    expect(account.displayName).toBe('李小明')
  })

  it('treats an expired token as signed out', () => {
    saveToken(fakeToken({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 1 }))
    expect(new RootStore().account.isSignedIn).toBe(false)
  })

  it('sign-out clears the token, the stores and the cache but keeps permanent keys', () => {
    const root = new RootStore()
    root.account.signIn(fakeToken({ sub: 'a', exp: inOneHour() }))
    root.global.setUnread(5)
    Taro.setStorageSync('some_cache', { value: 1 })
    Taro.setStorageSync('iconFileMap', { value: { u: '/p' } })
    root.account.signOut()
    expect(readToken()).toBeNull()
    expect(root.account.isSignedIn).toBe(false)
    expect(root.account.isSysLogout).toBe(true)
    expect(root.global.bugleNum).toBe(0)
    expect(Taro.getStorageSync('some_cache')).toBe('')
    expect(Taro.getStorageSync('iconFileMap')).toBeTruthy()
  })

  it('keeps the account choice until sign-in', () => {
    const { account } = new RootStore()
    account.setChoice([{ accountId: '1', username: 'a', userName: 'A', identityTypeCode: 'student' }], 'cid-1')
    expect(account.cid).toBe('cid-1')
    account.signIn(fakeToken({ sub: 'a', exp: inOneHour() }))
    expect(account.accounts).toEqual([])
    expect(account.cid).toBe('')
  })
})

describe('GlobalStore', () => {
  it('online-activity show-times start at 1 and are decremented', () => {
    const { global } = new RootStore()
    expect(global.onlineActivityShowTimes).toBe(1)
    expect(global.consumeOnlineActivityShow()).toBe(true)
    expect(global.consumeOnlineActivityShow()).toBe(false)
    expect(global.onlineActivityShowTimes).toBe(0)
  })

  it('counts are whole and never negative', () => {
    const { global } = new RootStore()
    global.setUnread(3.7)
    global.setTaskNum(-2)
    expect([global.bugleNum, global.taskNum]).toEqual([3, 0])
  })
})

describe('PopupStore', () => {
  it('shows a media once and remembers it across restarts', () => {
    const { popup } = new RootStore()
    expect(popup.show(7)).toBe(true)
    expect(popup.visible).toBe(true)
    popup.dismiss(7)
    expect(popup.visible).toBe(false)
    const again = new RootStore().popup
    expect(again.show('7')).toBe(false)
    expect(again.show(8)).toBe(true)
  })
})

describe('TimezoneStore', () => {
  it('defaults to Asia/Shanghai (UTC+08:00) and offers about 32 zones from UTC-12 to UTC+13', () => {
    const { timezone } = new RootStore()
    expect(timezone.global.value).toBe('Asia/Shanghai')
    expect(timezone.global.name).toContain('UTC+08:00')
    expect(timezone.options.length).toBeGreaterThanOrEqual(30)
    expect(timezone.options[0].name).toContain('UTC-12')
    expect(timezone.options.at(-1)!.name).toContain('UTC+13')
  })

  it('a global change resets the temporary zone and is cached', () => {
    const { timezone } = new RootStore()
    timezone.setTemporary('Asia/Tokyo')
    expect(timezone.temporary.value).toBe('Asia/Tokyo')
    timezone.setGlobal('Europe/London')
    expect(timezone.temporary.value).toBe('Europe/London')
    expect(new RootStore().timezone.global.value).toBe('Europe/London')
    timezone.setGlobal('Mars/Olympus')
    expect(timezone.global.value).toBe('Europe/London')
  })
})

describe('ShareStore and LoginRedirectStore', () => {
  it('share image falls back from imageUrl to title image to logo', () => {
    const { share } = new RootStore()
    share.setOptions({ __logoUrl: '/logo.png' })
    expect(share.image).toBe('/logo.png')
    share.setOptions({ __logoUrl: '/logo.png', __titleImage: '/t.png' })
    expect(share.image).toBe('/t.png')
    share.setOptions({ imageUrl: '/i.png', __titleImage: '/t.png' })
    expect(share.image).toBe('/i.png')
  })

  it('login redirect is remembered once', () => {
    new RootStore().loginRedirect.remember('/pagesA/news/news?columnCode=a')
    const { loginRedirect } = new RootStore()
    expect(loginRedirect.take()).toBe('/pagesA/news/news?columnCode=a')
    expect(loginRedirect.take()).toBe('')
  })
})

describe('feature stores', () => {
  it('are made on first use, once per root store, and told of sign-out when they ask', () => {
    const create = jest.fn((root: RootStore) => ({ root, signedOut: false }))
    const draft = featureStore(create, (store) => (store.signedOut = true))
    const plain = featureStore(() => ({ made: true }))
    const root = new RootStore()
    expect(create).not.toHaveBeenCalled()
    const first = root.feature(draft)
    expect(first.root).toBe(root)
    expect(root.feature(draft)).toBe(first)
    expect(new RootStore().feature(draft)).not.toBe(first)
    expect(root.feature(plain)).toBe(root.feature(plain))
    root.onSignedOut()
    expect(first.signedOut).toBe(true)
  })
})

describe('stores made on first use', () => {
  it('are the same instance each time, and sign-out resets the ones made', () => {
    const root = new RootStore()
    expect(root.share).toBe(root.share)
    expect(root.loginRedirect).toBe(root.loginRedirect)
    root.share.setOptions({ imageUrl: '/i.png' })
    root.share.click()
    root.onSignedOut()
    expect(root.share.clicked).toBe(false)
    expect(root.share.image).toBeUndefined()
  })
})
