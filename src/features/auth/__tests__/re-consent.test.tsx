import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { AgreementStatus } from '@contract/personal'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/context'
import type { ConsentApi } from '@/features/auth/api'
import { askAgainIfOutdated } from '@/features/auth/re-consent'
import { signInConsentFeature } from '@/features/auth/sign-in-consent'
import { SignInConsentDialog } from '@/features/auth/components/sign-in-consent-dialog'
import { fakeToken, inOneHour } from '@/test-utils/token'

const PROTOCOL = {
  kind: 'protocol' as const,
  label: '用户协议',
  title: '用户服务协议',
  version: '1',
  acceptedVersion: '1',
  needsConsent: false,
}
const PRIVACY = { kind: 'privacy' as const, label: '隐私政策', title: '示范大学隐私政策' }
const CURRENT: AgreementStatus = {
  version: '2026.1',
  title: PRIVACY.title,
  acceptedVersion: '2026.1',
  needsConsent: false,
  texts: [PROTOCOL, { ...PRIVACY, version: '2026.1', acceptedVersion: '2026.1', needsConsent: false }],
}
const OUTDATED: AgreementStatus = {
  ...CURRENT,
  version: '2027.1',
  needsConsent: true,
  texts: [PROTOCOL, { ...PRIVACY, version: '2027.1', acceptedVersion: '2026.1', needsConsent: true }],
}

let consent: { status: jest.Mock; accept: jest.Mock }
let signOut: jest.Mock

function signedInStore(): RootStore {
  const store = new RootStore({ consent: consent as unknown as ConsentApi })
  store.account.signIn(fakeToken({ sub: '2026001', ATTR_identityTypeCode: 'student', exp: inOneHour() }))
  return store
}

/** The app's dialog (asker app-show) and, like a login page, a sign-in's dialog: only the app's may show. */
function renderApp(store: RootStore) {
  render(
    <StoreProvider store={store}>
      <SignInConsentDialog />
      <SignInConsentDialog asker="app-show" />
    </StoreProvider>,
  )
}

beforeEach(() => {
  Taro.clearStorageSync()
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' })
  consent = { status: jest.fn(async () => OUTDATED), accept: jest.fn(async () => ({ ...OUTDATED, needsConsent: false })) }
  signOut = jest.fn(async (store: RootStore) => store.account.signOut())
})
afterEach(() => jest.restoreAllMocks())

describe('asking again when the app starts or returns (askAgainIfOutdated)', () => {
  it('does not ask a signed-out person, nor anyone whose versions are current', async () => {
    const signedOut = new RootStore({ consent: consent as unknown as ConsentApi })
    expect(await askAgainIfOutdated(signedOut, signOut)).toBe('skipped')
    expect(consent.status).not.toHaveBeenCalled()

    consent.status.mockResolvedValue(CURRENT)
    const store = signedInStore()
    expect(await askAgainIfOutdated(store, signOut)).toBe('agreed')
    expect(store.feature(signInConsentFeature).pending).toBeNull()
    expect(consent.accept).not.toHaveBeenCalled()
  })

  it('shows the sign-in dialog once (the app’s copy); 同意 records the versions shown and keeps the person signed in', async () => {
    const store = signedInStore()
    renderApp(store)
    let outcome: Promise<string> | undefined
    await act(async () => {
      outcome = askAgainIfOutdated(store, signOut)
    })
    expect(screen.getAllByTestId('sign-in-consent')).toHaveLength(1)
    expect(screen.getByText('隐私政策已更新')).toBeInTheDocument()
    expect(screen.getByText(/已更新为 2027.1 版（您上次同意的是 2026.1 版）/)).toBeInTheDocument()
    // A second return to the app while the question is open asks nothing more.
    expect(await askAgainIfOutdated(store, signOut)).toBe('skipped')
    await act(async () => {
      fireEvent.click(screen.getByTestId('consent-agree'))
    })
    expect(await outcome).toBe('agreed')
    expect(consent.accept).toHaveBeenCalledWith(OUTDATED)
    expect(store.account.isSignedIn).toBe(true)
    expect(signOut).not.toHaveBeenCalled()
    expect(screen.queryByTestId('sign-in-consent')).toBeNull()
  })

  it('不同意 signs out with the reason', async () => {
    const store = signedInStore()
    renderApp(store)
    let outcome: Promise<string> | undefined
    await act(async () => {
      outcome = askAgainIfOutdated(store, signOut)
    })
    await act(async () => {
      fireEvent.click(screen.getByTestId('consent-decline'))
    })
    expect(await outcome).toBe('declined')
    expect(consent.accept).not.toHaveBeenCalled()
    expect(signOut).toHaveBeenCalledWith(store)
    expect(store.account.isSignedIn).toBe(false)
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '您未同意隐私政策，已退出登录' }))
  })

  it('names both texts when both were updated', async () => {
    consent.status.mockResolvedValue({
      ...OUTDATED,
      texts: [
        { ...PROTOCOL, version: '2', needsConsent: true },
        { ...PRIVACY, version: '2027.1', acceptedVersion: '2026.1', needsConsent: true },
      ],
    })
    const store = signedInStore()
    renderApp(store)
    await act(async () => {
      void askAgainIfOutdated(store, signOut)
    })
    expect(screen.getByText('用户协议与隐私政策已更新')).toBeInTheDocument()
  })

  it('accepted on the 隐私政策 page meanwhile: the open question closes as agreed', async () => {
    const store = signedInStore()
    renderApp(store)
    let outcome: Promise<string> | undefined
    await act(async () => {
      outcome = askAgainIfOutdated(store, signOut)
    })
    expect(screen.getByTestId('sign-in-consent')).toBeInTheDocument()
    await act(async () => {
      store.feature(signInConsentFeature).answeredElsewhere()
    })
    expect(await outcome).toBe('agreed')
    expect(screen.queryByTestId('sign-in-consent')).toBeNull()
    expect(signOut).not.toHaveBeenCalled()
  })

  it('an unreadable status asks nothing and keeps the person signed in (the next return asks)', async () => {
    consent.status.mockRejectedValue(new Error('网络异常'))
    const store = signedInStore()
    expect(await askAgainIfOutdated(store, signOut)).toBe('skipped')
    expect(store.account.isSignedIn).toBe(true)
    expect(signOut).not.toHaveBeenCalled()
  })
})
