import { endpointClient } from '@/lib/endpoint-client'
import type { authEndpoints } from '@contract/auth'
import { authPaths } from '@contract/paths/auth'
import type { AgreementStatus, personalEndpoints } from '@contract/personal'
import { personalPaths } from '@contract/paths/personal'
import type {
  DeviceFields,
  FederatedUserInfo,
  FederationCallbackRequest,
  LoginConfigs,
  LoginResult,
  LoginSuccess,
  UpstreamHandoff,
  UpstreamSignOns,
} from './types'

/**
 * Token-service calls (spec §7 "Login calls"). Identifiers travel in the query as the spec lists them;
 * passwords and SMS codes go in the form body so they never land in an address or an access log.
 */
const tokenService = endpointClient<typeof authEndpoints>(authPaths)

/** POST /password/passwordLogin: a token, or the accounts to choose from. */
export function passwordLogin(username: string, password: string, device: DeviceFields = {}): Promise<LoginResult> {
  return tokenService.passwordLogin({
    query: { username, ...device },
    data: { password },
    silent: true,
  })
}

/** GET /passwordless/smsInit: the nonce the SMS send and login calls carry. */
export function smsInit(): Promise<{ nonce: string; expiresIn: number }> {
  return tokenService.smsInit({ silent: true })
}

/** POST /passwordless/smsSend: sends a code; `countdown` is the wait before another may be sent. */
export function smsSend(mobile: string, nonce: string): Promise<{ countdown: number; expiresIn: number }> {
  return tokenService.smsSend({ query: { mobile, nonce }, silent: true })
}

/** POST /passwordless/smsLogin. */
export function smsLogin(mobile: string, smscode: string, nonce: string, device: DeviceFields = {}): Promise<LoginResult> {
  return tokenService.smsLogin({
    query: { mobile, nonce, ...device },
    data: { smscode },
    silent: true,
  })
}

/** POST /login/accountChoose: finishes a login that found several accounts (cid is single use). */
export function accountChoose(accountId: string, cid: string): Promise<LoginSuccess> {
  return tokenService.accountChoose({ query: { accountId, cid }, silent: true })
}

/** GET /login/configs: which login methods are on, SMS countdown and code length. */
export function loginConfigs(): Promise<LoginConfigs> {
  return tokenService.loginConfigs({ silent: true })
}

/** GET /login/upstreams: the school's sign-ons this portal is connected to (统一身份认证登录). */
export function upstreamSignOns(): Promise<UpstreamSignOns> {
  return tokenService.upstreamSignOns({ silent: true })
}

/** POST /login/upstreamHandoff: a one-use hand-off for signing on at the school in a web-view (mini-program). */
export function upstreamHandoff(): Promise<UpstreamHandoff> {
  return tokenService.upstreamHandoff({ silent: true })
}

/** POST /login/upstreamHandoff/redeem: the portal's token for a hand-off the web-view completed (secret in the body). */
export function redeemUpstreamHandoff(handoffId: string, secret: string): Promise<LoginSuccess> {
  return tokenService.upstreamHandoffRedeem({ data: { handoffId, secret }, silent: true })
}

/** GET /federation/federated/weixinminiprogram: starts a mini-program login (nonce). */
export function federationStart(): Promise<{ nonce: string; expiresIn: number }> {
  return tokenService.federationStart({ silent: true })
}

/** POST /federation/federatedCallback/weixinminiprogram?nonce with the wx.login code and user data. */
export function federationCallback(nonce: string, body: FederationCallbackRequest): Promise<FederatedUserInfo> {
  return tokenService.federationCallback({
    query: { nonce },
    data: { ...body },
    silent: true,
  })
}

/** GET /federation/federatedUserInfo: the WeChat identity and the accounts bound to it. */
export function federatedUserInfo(nonce: string): Promise<FederatedUserInfo> {
  return tokenService.federatedUserInfo({ query: { nonce }, silent: true })
}

/** POST /federation/federatedLogin: signs in as one of the bound accounts. */
export function federatedLogin(accountId: string, nonce: string): Promise<LoginSuccess> {
  return tokenService.federatedLogin({ query: { accountId, nonce }, silent: true })
}

/** POST /federation/federatedBinding: binds the WeChat identity to an account (its password proves it) and signs in. */
export function federatedBinding(username: string, password: string, nonce: string): Promise<LoginSuccess> {
  return tokenService.federatedBinding({
    query: { username, nonce },
    data: { password },
    silent: true,
  })
}

export const authApi = {
  passwordLogin,
  smsInit,
  smsSend,
  smsLogin,
  accountChoose,
  loginConfigs,
  upstreamSignOns,
  upstreamHandoff,
  redeemUpstreamHandoff,
  federationStart,
  federationCallback,
  federatedUserInfo,
  federatedLogin,
  federatedBinding,
}
export type AuthApi = typeof authApi

/**
 * The privacy-policy consent asked right after a sign-in (the personal centre's agreement endpoints,
 * called with the new token): which version is current and whether this account accepted it.
 */
const personal = endpointClient<typeof personalEndpoints>(personalPaths)

export const consentApi = {
  /** GET /api/v1/personal/agreement/status. */
  status: () => personal.agreementStatus({ silent: true }),
  /** POST /api/v1/personal/agreement/accept: records this account's acceptance of the versions it was shown. */
  accept: (shown: AgreementStatus) =>
    personal.acceptAgreement({
      data: { version: shown.version, protocolVersion: shown.texts.find((text) => text.kind === 'protocol')?.version },
      silent: true,
    }),
}
export type ConsentApi = typeof consentApi
