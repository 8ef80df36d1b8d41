import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root-store'
import { LoginFlow } from '@/features/auth/login-flow'
import type { AuthApi } from '@/features/auth/api'
import { RequestError } from '@/lib/request-errors'
import { readToken } from '@/lib/token'
import { fakeToken, inOneHour } from '@/test-utils/token'

const teacher = { accountId: 'a-t', username: 't1002', userName: '张伟', identityTypeCode: 'teacher' as const, identityTypeName: '教师' }
const student = { accountId: 'a-s', username: '2026002', userName: '张伟', identityTypeCode: 'student' as const, identityTypeName: '学生' }
const tokenFor = (sub: string, identity: string) =>
  fakeToken({ sub, ATTR_identityTypeCode: identity, ATTR_userName: '张伟', exp: inOneHour() })
const success = (sub: string, identity: 'teacher' | 'student') => ({
  idToken: tokenFor(sub, identity),
  expiresIn: 3600,
  user: { accountId: 'x', username: sub, userName: '张伟', identityTypeCode: identity },
})

function fakeApi(overrides: Partial<AuthApi> = {}): jest.Mocked<AuthApi> {
  const fail = (name: string) =>
    jest.fn(async () => {
      throw new Error(`${name} not expected`)
    })
  return {
    passwordLogin: fail('passwordLogin'),
    smsInit: jest.fn(async () => ({ nonce: 'n-1', expiresIn: 900 })),
    smsSend: jest.fn(async () => ({ countdown: 60, expiresIn: 300 })),
    smsLogin: fail('smsLogin'),
    accountChoose: fail('accountChoose'),
    loginConfigs: fail('loginConfigs'),
    federationStart: jest.fn(async () => ({ nonce: 'f-1', expiresIn: 900 })),
    federationCallback: jest.fn(async () => ({ bound: false, nickName: '微信用户', avatarUrl: '', accounts: [] })),
    federatedUserInfo: jest.fn(async () => ({ bound: false, nickName: '微信用户', avatarUrl: '', accounts: [] })),
    federatedLogin: fail('federatedLogin'),
    federatedBinding: fail('federatedBinding'),
    ...overrides,
  } as jest.Mocked<AuthApi>
}

const idle = { every: () => () => undefined }

function setup(api: AuthApi) {
  const root = new RootStore()
  const flow = new LoginFlow(root.account, api, () => ({ appId: 'test', deviceId: 'd1', osType: 'h5' }), idle)
  flow.setAgreed(true)
  return { root, flow }
}

beforeEach(() => {
  Taro.clearStorageSync()
  document.cookie = 'userToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

describe('LoginFlow: password', () => {
  it('signs in with the token and sends the device fields', async () => {
    const api = fakeApi({ passwordLogin: jest.fn(async () => success('2026001', 'student')) })
    const { root, flow } = setup(api)
    await expect(flow.loginWithPassword(' 2026001 ', 'Campus@2026')).resolves.toBe('signedIn')
    expect(api.passwordLogin).toHaveBeenCalledWith('2026001', 'Campus@2026', { appId: 'test', deviceId: 'd1', osType: 'h5' })
    expect(root.account.isSignedIn).toBe(true)
    expect(root.account.username).toBe('2026001')
    expect(readToken()).toBe(root.account.token)
  })

  it('keeps the server message on failure and does not sign in', async () => {
    const api = fakeApi({
      passwordLogin: jest.fn(async () => {
        throw new RequestError('http', '用户名或密码错误', { url: 'x', status: 400 })
      }),
    })
    const { root, flow } = setup(api)
    await expect(flow.loginWithPassword('2026001', 'wrong')).rejects.toThrow('用户名或密码错误')
    expect(flow.error).toBe('用户名或密码错误')
    expect(flow.busy).toBe(false)
    expect(root.account.isSignedIn).toBe(false)
  })

  it('refuses before the agreement is ticked or with empty fields, without calling the server', async () => {
    const api = fakeApi()
    const { flow } = setup(api)
    await expect(flow.loginWithPassword('', 'x')).rejects.toThrow('请输入账号')
    await expect(flow.loginWithPassword('u', '')).rejects.toThrow('请输入密码')
    flow.setAgreed(false)
    await expect(flow.loginWithPassword('u', 'p')).rejects.toThrow('请先阅读并同意')
    expect(api.passwordLogin).not.toHaveBeenCalled()
  })

  it('needChoose → the accounts wait in the store, then accountChoose signs in with the cid', async () => {
    const api = fakeApi({
      passwordLogin: jest.fn(async () => ({ needChoose: true as const, cid: 'c-9', accounts: [teacher, student] })),
      accountChoose: jest.fn(async () => success('t1002', 'teacher')),
    })
    const { root, flow } = setup(api)
    await expect(flow.loginWithPassword('zw', 'p')).resolves.toBe('choose')
    expect(root.account.accounts.map((a) => a.username)).toEqual(['t1002', '2026002'])
    expect(root.account.cid).toBe('c-9')
    expect(root.account.isSignedIn).toBe(false)
    await expect(flow.chooseAccount('a-t')).resolves.toBe('signedIn')
    expect(api.accountChoose).toHaveBeenCalledWith('a-t', 'c-9')
    expect(root.account.identity).toBe('teacher')
    expect(root.account.accounts).toEqual([])
    expect(root.account.cid).toBe('')
  })
})

describe('LoginFlow: SMS with nonce', () => {
  it('gets a nonce once, sends the code, starts the countdown and logs in with the same nonce', async () => {
    const api = fakeApi({ smsLogin: jest.fn(async () => ({ needChoose: true as const, cid: 'c-1', accounts: [teacher, student] })) })
    const { root, flow } = setup(api)
    await flow.sendSmsCode('13912345678')
    expect(api.smsInit).toHaveBeenCalledTimes(1)
    expect(api.smsSend).toHaveBeenCalledWith('13912345678', 'n-1')
    expect(flow.countdown.text).toBe('60秒后重发')
    await flow.sendSmsCode('13912345678')
    expect(api.smsSend).toHaveBeenCalledTimes(1)
    await expect(flow.loginWithSms('13912345678', '123456')).resolves.toBe('choose')
    expect(api.smsLogin).toHaveBeenCalledWith('13912345678', '123456', 'n-1', expect.objectContaining({ deviceId: 'd1' }))
    expect(root.account.accounts).toHaveLength(2)
    expect(flow.countdown.running).toBe(false)
  })

  it('validates the mobile (isMobile) and the 6-digit code before calling', async () => {
    const api = fakeApi()
    const { flow } = setup(api)
    await expect(flow.sendSmsCode('1391234567')).rejects.toThrow('请输入正确的11位手机号')
    await expect(flow.sendSmsCode('11912345678')).rejects.toThrow('请输入正确的11位手机号')
    expect(api.smsInit).not.toHaveBeenCalled()
    await expect(flow.loginWithSms('13912345678', '12a456')).rejects.toThrow('请输入6位数字验证码')
    await expect(flow.loginWithSms('13912345678', '123456')).rejects.toThrow('请先获取验证码')
  })

  it('shows a rate-limit refusal and keeps the button usable; an expired nonce is replaced next time', async () => {
    const smsSend = jest
      .fn()
      .mockRejectedValueOnce(new RequestError('http', '发送过于频繁，请稍后再试', { url: 'x', status: 429 }))
      .mockRejectedValueOnce(new RequestError('http', '页面已过期，请刷新后重试', { url: 'x', status: 400 }))
      .mockResolvedValueOnce({ countdown: 45, expiresIn: 300 })
    const smsInit = jest
      .fn()
      .mockResolvedValueOnce({ nonce: 'n-1', expiresIn: 900 })
      .mockResolvedValueOnce({ nonce: 'n-2', expiresIn: 900 })
    const { flow } = setup(fakeApi({ smsSend, smsInit }))
    await expect(flow.sendSmsCode('13912345678')).rejects.toThrow()
    expect(flow.error).toBe('发送过于频繁，请稍后再试')
    expect(flow.countdown.running).toBe(false)
    await expect(flow.sendSmsCode('13912345678')).rejects.toThrow()
    await flow.sendSmsCode('13912345678')
    expect(smsSend.mock.calls.map((c) => c[1])).toEqual(['n-1', 'n-1', 'n-2'])
    expect(flow.countdown.text).toBe('45秒后重发')
    expect(flow.error).toBe('')
  })

  it('a single account signs in directly', async () => {
    const api = fakeApi({ smsLogin: jest.fn(async () => success('2026001', 'student')) })
    const { root, flow } = setup(api)
    await flow.sendSmsCode('13800000001')
    await expect(flow.loginWithSms('13800000001', '654321')).resolves.toBe('signedIn')
    expect(root.account.username).toBe('2026001')
    expect(root.account.nonce).toBe('')
  })
})

describe('LoginFlow: mini-program federation', () => {
  const creds = { code: 'wx-code', rawData: '{}', signature: 's', encryptedData: 'e', iv: 'i' }

  it('unbound → bind, then federatedBinding with the nonce signs in', async () => {
    const api = fakeApi({ federatedBinding: jest.fn(async () => success('2026001', 'student')) })
    const { root, flow } = setup(api)
    await expect(flow.loginWithWechat(creds)).resolves.toBe('bind')
    expect(api.federationCallback).toHaveBeenCalledWith('f-1', creds)
    expect(api.federatedUserInfo).toHaveBeenCalledWith('f-1')
    expect(flow.wechatNickName).toBe('微信用户')
    await expect(flow.bindWechat('2026001', 'Campus@2026')).resolves.toBe('signedIn')
    expect(api.federatedBinding).toHaveBeenCalledWith('2026001', 'Campus@2026', 'f-1')
    expect(root.account.username).toBe('2026001')
  })

  it('bound to one account → federatedLogin', async () => {
    const info = { bound: true, nickName: 'n', avatarUrl: '', accounts: [teacher] }
    const api = fakeApi({ federatedUserInfo: jest.fn(async () => info), federatedLogin: jest.fn(async () => success('t1002', 'teacher')) })
    const { root, flow } = setup(api)
    await expect(flow.loginWithWechat(creds)).resolves.toBe('signedIn')
    expect(api.federatedLogin).toHaveBeenCalledWith('a-t', 'f-1')
    expect(root.account.identity).toBe('teacher')
  })

  it('bound to several → choice, and the choice uses federatedLogin (not accountChoose)', async () => {
    const info = { bound: true, nickName: 'n', avatarUrl: '', accounts: [teacher, student] }
    const api = fakeApi({
      federatedUserInfo: jest.fn(async () => info),
      federatedLogin: jest.fn(async () => success('2026002', 'student')),
    })
    const { root, flow } = setup(api)
    await expect(flow.loginWithWechat(creds)).resolves.toBe('choose')
    await expect(flow.chooseAccount('a-s')).resolves.toBe('signedIn')
    expect(api.federatedLogin).toHaveBeenCalledWith('a-s', 'f-1')
    expect(api.accountChoose).not.toHaveBeenCalled()
    expect(root.account.username).toBe('2026002')
  })

  it('binding without a WeChat login in progress is refused', async () => {
    const { flow } = setup(fakeApi())
    await expect(flow.bindWechat('u', 'p')).rejects.toThrow('微信授权已失效')
  })
})

describe('LoginFlow: login methods', () => {
  it('follows GET /login/configs and keeps every method when it fails', async () => {
    const configs = {
      passwordLogin: true,
      smsLogin: false,
      federatedLogin: { weixinminiprogram: false },
      smsCountdown: 60,
      smsCodeLength: 6,
      smsCodeExpiresIn: 300,
      ssoLoginUrl: '/cas/login',
      tokenExpiresIn: 7200,
    }
    const { flow } = setup(fakeApi({ loginConfigs: jest.fn(async () => configs) }))
    await flow.loadMethods()
    expect(flow.methods).toEqual({ password: true, sms: false, wechat: false })
    const other = setup(fakeApi()).flow
    await other.loadMethods()
    expect(other.methods).toEqual({ password: true, sms: true, wechat: true })
  })
})

describe('LoginFlow: 统一身份认证登录 (school sign-on)', () => {
  const upstreams = {
    available: true,
    upstreams: [{ kind: 'oidc' as const, label: '统一身份认证登录', path: '/upstream/oidc', identities: ['student' as const] }],
  }

  it('offers the connected upstreams, and none when the list cannot be read', async () => {
    const { flow } = setup(fakeApi({ loginConfigs: jest.fn(async () => ({}) as never), upstreamSignOns: jest.fn(async () => upstreams) }))
    await flow.loadMethods()
    expect(flow.upstreams.map((u) => u.label)).toEqual(['统一身份认证登录'])
    const failing = setup(fakeApi({ upstreamSignOns: jest.fn(async () => Promise.reject(new Error('down'))) })).flow
    await failing.loadMethods()
    expect(failing.upstreams).toEqual([])
  })

  it('redeems the hand-off once the web-view completed it; not completed keeps it, other refusals drop it', async () => {
    const notYet = new RequestError('http', '尚未完成统一身份认证，请在打开的页面中登录', { url: '/redeem', status: 409 })
    const redeem = jest.fn().mockRejectedValueOnce(notYet).mockResolvedValueOnce(success('2026001', 'student'))
    const api = fakeApi({
      upstreamHandoff: jest.fn(async () => ({ handoffId: 'h-1', secret: 's-1', expiresIn: 300 })),
      redeemUpstreamHandoff: redeem,
    })
    const { root, flow } = setup(api)
    expect(flow.redeemHandoff()).toBeUndefined()
    await expect(flow.beginHandoff()).resolves.toBe('h-1')
    await expect(flow.redeemHandoff()).rejects.toBe(notYet)
    expect(flow.error).toBe('尚未完成统一身份认证，请在打开的页面中登录')
    expect(flow.handoff).toEqual({ handoffId: 'h-1', secret: 's-1' })
    await expect(flow.redeemHandoff()).resolves.toBe('signedIn')
    expect(redeem).toHaveBeenLastCalledWith('h-1', 's-1')
    expect(root.account.isSignedIn).toBe(true)
    expect(flow.handoff).toBeNull()

    await flow.beginHandoff()
    redeem.mockRejectedValueOnce(new RequestError('http', '登录交接已过期', { url: '/redeem', status: 400 }))
    await expect(flow.redeemHandoff()).rejects.toThrow('登录交接已过期')
    expect(flow.handoff).toBeNull()
  })

  it('asks for the agreement before starting a hand-off', async () => {
    const api = fakeApi({ upstreamHandoff: jest.fn(async () => ({ handoffId: 'h-1', secret: 's-1', expiresIn: 300 })) })
    const { flow } = setup(api)
    flow.setAgreed(false)
    await expect(flow.beginHandoff()).rejects.toThrow('请先阅读并同意')
    expect(api.upstreamHandoff).not.toHaveBeenCalled()
  })
})
