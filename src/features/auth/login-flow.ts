import { makeAutoObservable, runInAction } from 'mobx'
import { isRequestError } from '@/lib/request-errors'
import { isMobile, isCode } from '@/lib/validators'
import type { AccountStore } from '@/stores/account-store'
import { featureStore } from '@/stores/feature-store'
import { authApi, type AuthApi } from './api'
import { deviceFields } from './device'
import { SmsCountdown, type Ticker } from './sms-countdown'
import {
  needsChoice,
  type DeviceFields,
  type FederationCallbackRequest,
  type LoginResult,
  type LoginSuccess,
  type UpstreamSignOn,
} from './types'

declare module '@/stores/root-store' {
  interface RootApis {
    auth: AuthApi
  }
}

/** What a login step leads to: signed in, a choice among accounts, or binding the WeChat identity. */
export type LoginOutcome = 'signedIn' | 'choose' | 'bind'

export const LOGIN_TYPE = { password: 'password', sms: 'sms', wechat: 'wechat' } as const

export class LoginInputError extends Error {}

function messageOf(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : ''
  return message || fallback
}

/**
 * The sign-on steps of spec §4 (password, SMS with nonce, several accounts, mini-program federation)
 * over a replaceable API. Pages call one method per button and navigate on the outcome; the last
 * error stays readable for the page (inputs are never cleared on failure).
 */
export class LoginFlow {
  /** The user ticked 我已阅读并同意《用户协议》《隐私政策》. */
  agreed = false
  busy = false
  error = ''
  /** The WeChat identity waiting to be bound (nickname shown on bindAccount). */
  wechatNickName = ''
  /** Login methods the token service offers (GET /login/configs); all on until it answers. */
  methods = { password: true, sms: true, wechat: true }
  /** The school's sign-ons offered as 统一身份认证登录 (GET /login/upstreams); none until it answers. */
  upstreams: UpstreamSignOn[] = []
  /** A mini-program hand-off waiting for the web-view's sign-in; the secret is kept here only, never stored. */
  handoff: { handoffId: string; secret: string } | null = null
  readonly countdown: SmsCountdown

  constructor(
    private readonly account: AccountStore,
    private readonly api: AuthApi,
    private readonly device: () => DeviceFields = () => ({}),
    ticker?: Ticker,
  ) {
    this.countdown = new SmsCountdown(ticker)
    makeAutoObservable<LoginFlow, 'account' | 'api' | 'device'>(
      this,
      { account: false, api: false, device: false, countdown: false },
      { autoBind: true },
    )
  }

  /** Reads which methods are on; a failure keeps them all offered (the calls themselves will tell). */
  async loadMethods(): Promise<void> {
    try {
      const c = await this.api.loginConfigs()
      runInAction(() => (this.methods = { password: c.passwordLogin, sms: c.smsLogin, wechat: c.federatedLogin.weixinminiprogram }))
    } catch {
      // Keep the defaults.
    }
    try {
      const found = await this.api.upstreamSignOns()
      runInAction(() => (this.upstreams = found.available ? found.upstreams : []))
    } catch {
      // Without the answer nothing is offered: a button that cannot work is worse than none.
      runInAction(() => (this.upstreams = []))
    }
  }

  setAgreed(on: boolean) {
    this.agreed = on
  }

  clearError() {
    this.error = ''
  }

  /** A reason found after the login call itself (e.g. the privacy policy was not accepted). */
  setError(message: string) {
    this.error = message
  }

  /** Runs one step with the busy flag; a failure becomes `error` and rethrows for the page. */
  private async step<T>(work: () => Promise<T>, fallback: string): Promise<T> {
    this.busy = true
    this.error = ''
    try {
      return await work()
    } catch (e) {
      runInAction(() => (this.error = messageOf(e, fallback)))
      throw e
    } finally {
      runInAction(() => (this.busy = false))
    }
  }

  private requireAgreement() {
    if (!this.agreed) throw new LoginInputError('请先阅读并同意《用户协议》和《隐私政策》')
  }

  private settle(result: LoginResult): LoginOutcome {
    if (needsChoice(result)) {
      this.account.setChoice(result.accounts, result.cid)
      return 'choose'
    }
    this.signIn(result)
    return 'signedIn'
  }

  private signIn(result: LoginSuccess) {
    this.account.signIn(result.idToken)
    // The nonce was spent by this login; the next one starts afresh.
    this.account.setNonce('')
  }

  loginWithPassword(username: string, password: string): Promise<LoginOutcome> {
    return this.step(async () => {
      if (!username.trim()) throw new LoginInputError('请输入账号')
      if (!password) throw new LoginInputError('请输入密码')
      this.requireAgreement()
      this.account.setNonce('', LOGIN_TYPE.password)
      return this.settle(await this.api.passwordLogin(username.trim(), password, this.device()))
    }, '登录失败，请稍后再试')
  }

  /** SMS step 1–2: a nonce (once per page visit), then the code; starts the 60 s countdown. */
  sendSmsCode(mobile: string): Promise<{ expiresIn: number } | undefined> {
    return this.step(async () => {
      if (this.countdown.running) return undefined
      if (!isMobile(mobile)) throw new LoginInputError('请输入正确的11位手机号')
      let nonce = this.account.type === LOGIN_TYPE.sms ? this.account.nonce : ''
      if (!nonce) {
        nonce = (await this.api.smsInit()).nonce
        this.account.setNonce(nonce, LOGIN_TYPE.sms)
      }
      try {
        const sent = await this.api.smsSend(mobile, nonce)
        this.countdown.start(sent.countdown)
        return { expiresIn: sent.expiresIn }
      } catch (e) {
        // 400 here means the nonce expired (the page stayed open too long): fetch a new one next time.
        if (isRequestError(e) && e.status === 400) this.account.setNonce('')
        throw e
      }
    }, '验证码发送失败，请稍后再试')
  }

  /** SMS step 3: log in with the code; several accounts on the number lead to the choice. */
  loginWithSms(mobile: string, smscode: string): Promise<LoginOutcome> {
    return this.step(async () => {
      if (!isMobile(mobile)) throw new LoginInputError('请输入正确的11位手机号')
      if (!isCode(smscode)) throw new LoginInputError('请输入6位数字验证码')
      this.requireAgreement()
      const nonce = this.account.type === LOGIN_TYPE.sms ? this.account.nonce : ''
      if (!nonce) throw new LoginInputError('请先获取验证码')
      const outcome = this.settle(await this.api.smsLogin(mobile, smscode, nonce, this.device()))
      this.countdown.reset()
      return outcome
    }, '登录失败，请稍后再试')
  }

  /** The account picked on accountLogin: accountChoose (cid), or federatedLogin after WeChat. */
  chooseAccount(accountId: string): Promise<LoginOutcome> {
    return this.step(async () => {
      if (this.account.type === LOGIN_TYPE.wechat) {
        this.signIn(await this.api.federatedLogin(accountId, this.account.nonce))
      } else {
        if (!this.account.cid) throw new LoginInputError('选择已失效，请重新登录')
        this.signIn(await this.api.accountChoose(accountId, this.account.cid))
      }
      return 'signedIn' as const
    }, '登录失败，请重新登录')
  }

  /**
   * Messaging-app login: start (nonce), callback with the wx.login data, then by the bound accounts:
   * none → bind, one → federated login, several → choice.
   */
  loginWithWechat(credentials: FederationCallbackRequest): Promise<LoginOutcome> {
    return this.step(async () => {
      this.requireAgreement()
      const { nonce } = await this.api.federationStart()
      this.account.setNonce(nonce, LOGIN_TYPE.wechat)
      await this.api.federationCallback(nonce, credentials)
      const info = await this.api.federatedUserInfo(nonce)
      runInAction(() => (this.wechatNickName = info.nickName))
      if (!info.bound || info.accounts.length === 0) return 'bind' as const
      if (info.accounts.length === 1) {
        this.signIn(await this.api.federatedLogin(info.accounts[0].accountId, nonce))
        return 'signedIn' as const
      }
      this.account.setChoice(info.accounts, '')
      return 'choose' as const
    }, '微信登录失败，请稍后再试')
  }

  /** Mini-program 统一身份认证登录, step 1: a hand-off whose id the web-view carries to the school's sign-on. */
  beginHandoff(): Promise<string> {
    return this.step(async () => {
      this.requireAgreement()
      const { handoffId, secret } = await this.api.upstreamHandoff()
      runInAction(() => (this.handoff = { handoffId, secret }))
      return handoffId
    }, '无法发起统一身份认证登录，请稍后再试')
  }

  /**
   * Step 2, when the login page shows again: redeems the waiting hand-off. Not completed yet (409) keeps it for the
   * next time; any other refusal (expired, used) drops it. Undefined when no hand-off waits.
   */
  redeemHandoff(): Promise<LoginOutcome> | undefined {
    const waiting = this.handoff
    if (!waiting) return undefined
    return this.step(async () => {
      try {
        this.signIn(await this.api.redeemUpstreamHandoff(waiting.handoffId, waiting.secret))
      } catch (e) {
        if (!(isRequestError(e) && e.status === 409)) runInAction(() => (this.handoff = null))
        throw e
      }
      runInAction(() => (this.handoff = null))
      return 'signedIn' as const
    }, '统一身份认证登录失败，请重新登录')
  }

  /** Binds the waiting WeChat identity to an account proven by its password, and signs in. */
  bindWechat(username: string, password: string): Promise<LoginOutcome> {
    return this.step(async () => {
      if (!username.trim()) throw new LoginInputError('请输入账号')
      if (!password) throw new LoginInputError('请输入密码')
      if (this.account.type !== LOGIN_TYPE.wechat || !this.account.nonce) throw new LoginInputError('微信授权已失效，请返回重新登录')
      this.signIn(await this.api.federatedBinding(username.trim(), password, this.account.nonce))
      return 'signedIn' as const
    }, '绑定失败，请稍后再试')
  }
}

/** The sign-on steps shared by the login pages (password, SMS, account choice, WeChat). */
export const loginFlowFeature = featureStore((root) => new LoginFlow(root.account, root.apis.auth ?? authApi, deviceFields))
