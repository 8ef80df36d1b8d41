import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/context'
import { authApi, type AuthApi, type ConsentApi } from '@/features/auth/api'
import { loginFlowFeature } from '@/features/auth/login-flow'
import { RequestError } from '@/lib/request-errors'
import { fakeToken, inOneHour } from '@/test-utils/token'
import PwdLogin from '@/pages/login/pwdLogin'
import CodeLogin from '@/pages/login/codeLogin'
import AccountLogin from '@/pages/login/accountLogin'
import Login from '@/pages/login/login'

function field(container: HTMLElement, placeholder: string): HTMLElement {
  const el = container.querySelector(`[placeholder="${placeholder}"]`)
  if (!el) throw new Error(`no field with placeholder ${placeholder}`)
  return el as HTMLElement
}

function type(el: HTMLElement, value: string) {
  act(() => {
    el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

async function click(text: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByText(text))
  })
}

/** Every auth call as a mock the test programs; the root store receives it instead of the real client. */
function fakeAuth(): jest.Mocked<AuthApi> {
  const fake = {} as Record<string, jest.Mock>
  for (const key of Object.keys(authApi)) fake[key] = jest.fn(() => Promise.reject(new Error(`unexpected ${key}`)))
  return fake as unknown as jest.Mocked<AuthApi>
}

let auth: jest.Mocked<AuthApi>

const PROTOCOL_ACCEPTED = {
  kind: 'protocol' as const,
  label: '用户协议',
  version: '1',
  title: '用户服务协议',
  acceptedVersion: '1',
  needsConsent: false,
}
const PRIVACY = { kind: 'privacy' as const, label: '隐私政策', title: '示范大学掌上校园隐私政策' }
const ACCEPTED = {
  version: '2026.1',
  title: PRIVACY.title,
  acceptedVersion: '2026.1',
  needsConsent: false,
  texts: [PROTOCOL_ACCEPTED, { ...PRIVACY, version: '2026.1', acceptedVersion: '2026.1', needsConsent: false }],
}
/** The privacy-policy consent after sign-in: accepted already unless a test says otherwise. */
let consent: { status: jest.Mock; accept: jest.Mock }
const storeWith = () => new RootStore({ auth, consent: consent as unknown as ConsentApi })

function renderPage(Page: () => JSX.Element | null, store = storeWith()) {
  return {
    store,
    ...render(
      <StoreProvider store={store}>
        <Page />
      </StoreProvider>,
    ),
  }
}

const signedIn = (sub: string, identity: 'teacher' | 'student') => ({
  idToken: fakeToken({ sub, ATTR_identityTypeCode: identity, exp: inOneHour() }),
  expiresIn: 3600,
  user: { accountId: 'x', username: sub, userName: '张伟', identityTypeCode: identity },
})

let reLaunch: jest.SpyInstance
let navigateTo: jest.SpyInstance
let showToast: jest.SpyInstance
beforeEach(() => {
  Taro.clearStorageSync()
  document.cookie = 'userToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  showToast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' })
  jest.spyOn(Taro, 'getDeviceInfo').mockReturnValue({ platform: 'devtools' } as never)
  jest.spyOn(Taro, 'useDidShow').mockImplementation(() => undefined)
  auth = fakeAuth()
  auth.upstreamSignOns.mockResolvedValue({ available: false, upstreams: [] })
  consent = { status: jest.fn(async () => ACCEPTED), accept: jest.fn(async () => ACCEPTED) }
  auth.loginConfigs.mockResolvedValue({
    passwordLogin: true,
    smsLogin: true,
    federatedLogin: { weixinminiprogram: false },
    smsCountdown: 60,
    smsCodeLength: 6,
    smsCodeExpiresIn: 300,
    ssoLoginUrl: '/cas/login',
    tokenExpiresIn: 7200,
  })
})
afterEach(() => jest.restoreAllMocks())

describe('login pages', () => {
  it('登录 offers 统一身份认证登录 only when the school sign-on is connected', async () => {
    renderPage(Login)
    await screen.findByText('账号密码登录')
    expect(screen.queryByText('统一身份认证登录')).toBeNull()
    auth.upstreamSignOns.mockResolvedValue({
      available: true,
      preferred: 'oidc',
      upstreams: [{ kind: 'oidc', label: '统一身份认证登录', path: '/upstream/oidc', identities: ['student'] }],
    })
    renderPage(Login)
    expect(await screen.findByText('统一身份认证登录')).toBeTruthy()
    await click('统一身份认证登录')
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先阅读并同意《用户协议》和《隐私政策》' }))
  })

  it('登录 refuses the methods until the agreement is ticked', async () => {
    const { store } = renderPage(Login)
    await click('账号密码登录')
    expect(navigateTo).not.toHaveBeenCalled()
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先阅读并同意《用户协议》和《隐私政策》' }))
    await click(/^我已阅读并同意/)
    expect(store.feature(loginFlowFeature).agreed).toBe(true)
    await click('账号密码登录')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/login/pwdLogin' })
  })

  it('密码登录 shows the server reason, keeps both inputs, then signs in and goes home', async () => {
    const login = auth.passwordLogin
      .mockRejectedValueOnce(new RequestError('http', '用户名或密码错误', { url: 'x', status: 400 }))
      .mockResolvedValueOnce(signedIn('2026001', 'student'))
    const store = storeWith()
    store.feature(loginFlowFeature).setAgreed(true)
    const { container } = renderPage(PwdLogin, store)
    type(field(container, '请输入学号/工号'), '2026001')
    type(field(container, '请输入密码'), 'wrong')
    await click('登录')
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument()
    expect(field(container, '请输入学号/工号')).toHaveAttribute('value', '2026001')
    expect(field(container, '请输入密码')).toHaveAttribute('value', 'wrong')
    expect(store.account.isSignedIn).toBe(false)
    type(field(container, '请输入密码'), 'Campus@2026')
    await click('登录')
    expect(login).toHaveBeenLastCalledWith('2026001', 'Campus@2026', expect.objectContaining({ appId: 'campus-portal' }))
    expect(store.account.username).toBe('2026001')
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/tab/index/index' })
  })

  it('短信验证码登录: the code button counts down after sending; several accounts lead to the choice', async () => {
    auth.smsInit.mockResolvedValue({ nonce: 'n1', expiresIn: 900 })
    const send = auth.smsSend.mockResolvedValue({ countdown: 60, expiresIn: 300 })
    auth.smsLogin.mockResolvedValue({
      needChoose: true,
      cid: 'c1',
      accounts: [
        { accountId: 'a1', username: 't1002', userName: '张伟', identityTypeCode: 'teacher', identityTypeName: '教师' },
        { accountId: 'a2', username: '2026002', userName: '张伟', identityTypeCode: 'student', identityTypeName: '学生' },
      ],
    })
    const store = storeWith()
    store.feature(loginFlowFeature).setAgreed(true)
    const { container } = renderPage(CodeLogin, store)
    expect(screen.getByText('获取验证码')).toBeInTheDocument()
    type(field(container, '请输入手机号'), '13912345678')
    await click('获取验证码')
    expect(send).toHaveBeenCalledWith('13912345678', 'n1')
    expect(screen.getByText('60秒后重发')).toBeInTheDocument()
    expect(screen.getByText('验证码已发送至 139****5678，5分钟内有效')).toBeInTheDocument()
    type(field(container, '请输入6位验证码'), '123456')
    await click('登录')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/login/accountLogin' })
    expect(store.account.accounts).toHaveLength(2)
    store.feature(loginFlowFeature).countdown.reset()
  })

  it('选择账号 lists the accounts and signs in with the chosen one', async () => {
    const choose = auth.accountChoose.mockResolvedValue(signedIn('t1002', 'teacher'))
    const store = storeWith()
    store.account.setChoice(
      [
        { accountId: 'a1', username: 't1002', userName: '张伟', identityTypeCode: 'teacher', identityTypeName: '教师' },
        { accountId: 'a2', username: '2026002', userName: '张伟', identityTypeCode: 'student', identityTypeName: '学生' },
      ],
      'c1',
    )
    store.loginRedirect.remember('/pages/msgCenterTab/newtask/newtask?isHideTabbar=1&junk=2')
    renderPage(AccountLogin, store)
    expect(screen.getByText('张伟 · 学生')).toBeInTheDocument()
    await click('张伟 · 教师')
    expect(choose).toHaveBeenCalledWith('a1', 'c1')
    expect(store.account.identity).toBe('teacher')
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/msgCenterTab/newtask/newtask?isHideTabbar=1' })
  })

  it('选择账号 without a pending choice offers a new login', () => {
    renderPage(AccountLogin)
    expect(screen.getByText('登录已失效')).toBeInTheDocument()
    expect(screen.getByText('重新登录')).toBeInTheDocument()
  })

  describe('privacy-policy consent after the sign-in', () => {
    const NEW_VERSION = {
      ...ACCEPTED,
      version: '2026.2',
      acceptedVersion: '2026.1',
      needsConsent: true,
      texts: [PROTOCOL_ACCEPTED, { ...PRIVACY, version: '2026.2', acceptedVersion: '2026.1', needsConsent: true }],
    }

    async function signInWithPassword() {
      auth.passwordLogin.mockResolvedValue(signedIn('2026001', 'student'))
      consent.status.mockResolvedValue(NEW_VERSION)
      const store = storeWith()
      store.feature(loginFlowFeature).setAgreed(true)
      const { container } = renderPage(PwdLogin, store)
      type(field(container, '请输入学号/工号'), '2026001')
      type(field(container, '请输入密码'), 'Campus@2026')
      await click('登录')
      return store
    }

    it('asks when the account has not accepted the current version; 同意 records it and goes on', async () => {
      const store = await signInWithPassword()
      expect(await screen.findByText('隐私政策已更新')).toBeInTheDocument()
      expect(screen.getByText(/已更新为 2026.2 版（您上次同意的是 2026.1 版）/)).toBeInTheDocument()
      expect(reLaunch).not.toHaveBeenCalled()
      await act(async () => {
        fireEvent.click(screen.getByTestId('consent-agree'))
      })
      expect(consent.accept).toHaveBeenCalledWith(NEW_VERSION)
      expect(store.account.isSignedIn).toBe(true)
      expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/tab/index/index' })
    })

    it('不同意 signs out and stays on the login page with the reason', async () => {
      const store = await signInWithPassword()
      await screen.findByText('隐私政策已更新')
      await act(async () => {
        fireEvent.click(screen.getByTestId('consent-decline'))
      })
      expect(consent.accept).not.toHaveBeenCalled()
      expect(store.account.isSignedIn).toBe(false)
      expect(reLaunch).not.toHaveBeenCalled()
      expect(await screen.findByText('您未同意隐私政策，已退出登录')).toBeInTheDocument()
    })

    it('does not let a sign-in go on when the consent cannot be checked', async () => {
      auth.passwordLogin.mockResolvedValue(signedIn('2026001', 'student'))
      consent.status.mockRejectedValue(new RequestError('network', '网络异常', { url: 'x' }))
      const store = storeWith()
      store.feature(loginFlowFeature).setAgreed(true)
      const { container } = renderPage(PwdLogin, store)
      type(field(container, '请输入学号/工号'), '2026001')
      type(field(container, '请输入密码'), 'Campus@2026')
      await click('登录')
      expect(store.account.isSignedIn).toBe(false)
      expect(reLaunch).not.toHaveBeenCalled()
      expect(await screen.findByText('无法确认隐私政策同意状态，请稍后重新登录')).toBeInTheDocument()
    })
  })
})
