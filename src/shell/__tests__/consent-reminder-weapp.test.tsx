import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { AgreementStatus } from '@contract/personal'
import { Text } from '@tarojs/components'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/context'
import type { ConsentApi } from '@/features/auth/api'
import { signInConsentFeature } from '@/features/auth/sign-in-consent'
import { PageShell } from '@/components/page-shell'
import { ChangeAccount } from '@/features/auth/components/change-account'
import { PageOverlayProvider } from '@/components/page-overlay'
import { urlOf } from '@/routes/nav'
import { routes } from '@/routes/route-table'
import { consentOverlay, remindOfConsent } from '@/shell/consent-reminder.weapp'
import { fakeToken, inOneHour } from '@/test-utils/token'

// The mini-program's logout (Jest resolves `./logout` to the browser's, as the H5 build does).
jest.mock('@/shell/logout', () => jest.requireActual('@/shell/logout.weapp'))

const PROTOCOL = {
  kind: 'protocol' as const,
  label: '用户协议',
  title: '用户服务协议',
  version: '1',
  acceptedVersion: '1',
  needsConsent: false,
}
const OUTDATED: AgreementStatus = {
  version: '2027.1',
  title: '示范大学隐私政策',
  acceptedVersion: '2026.1',
  needsConsent: true,
  texts: [
    PROTOCOL,
    { kind: 'privacy', label: '隐私政策', title: '示范大学隐私政策', version: '2027.1', acceptedVersion: '2026.1', needsConsent: true },
  ],
}

/** Taro's page hooks, as the mini-program calls them on each page: show and hide are fired by the test. */
type Handler = () => void
const pageHooks = { show: new Set<Handler>(), hide: new Set<Handler>() }
const recording = (set: Set<Handler>) => (cb: Handler) => {
  set.add(cb)
}
let routerPath = '/pages/tab/index/index'

let consent: { status: jest.Mock; accept: jest.Mock }
let reLaunch: jest.SpyInstance

function signedInStore(): RootStore {
  const store = new RootStore({ consent: consent as unknown as ConsentApi })
  store.account.signIn(fakeToken({ sub: '2026001', ATTR_identityTypeCode: 'student', exp: inOneHour() }))
  return store
}

/** A page of the mini-program as the app renders it: inside the app's providers, in its PageShell. */
function renderPage(store: RootStore) {
  return render(
    <StoreProvider store={store}>
      <PageOverlayProvider overlay={consentOverlay}>
        <PageShell>
          <Text>首页内容</Text>
        </PageShell>
      </PageOverlayProvider>
    </StoreProvider>,
  )
}

/** Asks as the app does on start and on return, and lets the status call settle. */
async function returnToApp(store: RootStore) {
  await act(async () => {
    remindOfConsent(store)
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

beforeEach(() => {
  Taro.clearStorageSync()
  pageHooks.show.clear()
  pageHooks.hide.clear()
  routerPath = '/pages/tab/index/index'
  jest.spyOn(Taro, 'useDidShow').mockImplementation(recording(pageHooks.show))
  jest.spyOn(Taro, 'useDidHide').mockImplementation(recording(pageHooks.hide))
  jest.spyOn(Taro, 'useRouter').mockImplementation(() => ({ path: routerPath, params: {} }) as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' })
  reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' } as never)
  consent = { status: jest.fn(async () => OUTDATED), accept: jest.fn(async () => ({ ...OUTDATED, needsConsent: false })) }
})
afterEach(() => jest.restoreAllMocks())

describe('asking again in the mini-program: the page in front shows the question', () => {
  it('asks nothing of a signed-out person', async () => {
    const store = new RootStore({ consent: consent as unknown as ConsentApi })
    renderPage(store)
    await returnToApp(store)
    expect(consent.status).not.toHaveBeenCalled()
    expect(screen.queryByTestId('sign-in-consent')).toBeNull()
  })

  it('an outdated acceptance: the page shows the dialog; 同意 records the versions shown and keeps the person signed in', async () => {
    const store = signedInStore()
    renderPage(store)
    await returnToApp(store)
    expect(screen.getAllByTestId('sign-in-consent')).toHaveLength(1)
    expect(screen.getByText('隐私政策已更新')).toBeInTheDocument()
    expect(screen.getByText(/已更新为 2027.1 版（您上次同意的是 2026.1 版）/)).toBeInTheDocument()
    // Another return while the question is open asks nothing more.
    await returnToApp(store)
    expect(consent.status).toHaveBeenCalledTimes(1)
    await act(async () => {
      fireEvent.click(screen.getByTestId('consent-agree'))
    })
    expect(consent.accept).toHaveBeenCalledWith(OUTDATED)
    expect(screen.queryByTestId('sign-in-consent')).toBeNull()
    expect(store.account.isSignedIn).toBe(true)
    expect(reLaunch).not.toHaveBeenCalled()
  })

  it('不同意 signs out with the reason and returns to the login page', async () => {
    const store = signedInStore()
    renderPage(store)
    await returnToApp(store)
    await act(async () => {
      fireEvent.click(screen.getByTestId('consent-decline'))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(consent.accept).not.toHaveBeenCalled()
    expect(store.account.isSignedIn).toBe(false)
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '您未同意隐私政策，已退出登录' }))
    expect(reLaunch).toHaveBeenCalledWith({ url: urlOf('login') })
  })

  it('a page covered by another page or tab drops its copy, and has it again when back in front', async () => {
    const store = signedInStore()
    renderPage(store)
    await returnToApp(store)
    expect(screen.getByTestId('sign-in-consent')).toBeInTheDocument()
    act(() => pageHooks.hide.forEach((hide) => hide()))
    expect(screen.queryByTestId('sign-in-consent')).toBeNull()
    expect(store.feature(signInConsentFeature).pending).not.toBeNull()
    act(() => pageHooks.show.forEach((show) => show()))
    expect(screen.getByTestId('sign-in-consent')).toBeInTheDocument()
  })

  it('steps aside on the 隐私政策 page its link opens; its own 同意 there closes the question', async () => {
    const store = signedInStore()
    routerPath = `/${routes.privacyPolicy.path}`
    renderPage(store)
    await returnToApp(store)
    expect(store.feature(signInConsentFeature).pending).not.toBeNull()
    expect(screen.queryByTestId('sign-in-consent')).toBeNull()
    await act(async () => {
      store.feature(signInConsentFeature).answeredElsewhere()
    })
    expect(store.feature(signInConsentFeature).pending).toBeNull()
    expect(store.account.isSignedIn).toBe(true)
  })

  it('a page drawn without PageShell (切换账号) shows it through its own PageOverlay', async () => {
    const store = signedInStore()
    render(
      <StoreProvider store={store}>
        <PageOverlayProvider overlay={consentOverlay}>
          <ChangeAccount />
        </PageOverlayProvider>
      </StoreProvider>,
    )
    await returnToApp(store)
    expect(screen.getByText('账号密码登录其他账号')).toBeInTheDocument()
    expect(screen.getAllByTestId('sign-in-consent')).toHaveLength(1)
  })

  it('an unreadable status asks nothing and keeps the person signed in', async () => {
    consent.status.mockRejectedValue(new Error('网络异常'))
    const store = signedInStore()
    renderPage(store)
    await returnToApp(store)
    expect(screen.queryByTestId('sign-in-consent')).toBeNull()
    expect(store.account.isSignedIn).toBe(true)
  })
})

describe('PageShell without an overlay (the browser build)', () => {
  it('draws no question, even while one is open', async () => {
    const store = signedInStore()
    render(
      <StoreProvider store={store}>
        <PageShell>
          <Text>首页内容</Text>
        </PageShell>
      </StoreProvider>,
    )
    void store.feature(signInConsentFeature).ask('app-show')
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(store.feature(signInConsentFeature).pending).not.toBeNull()
    expect(screen.queryByTestId('sign-in-consent')).toBeNull()
    expect(screen.getByText('首页内容')).toBeInTheDocument()
  })
})
