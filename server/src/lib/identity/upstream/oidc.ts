import * as client from 'openid-client'
import type { OidcUpstreamConfig } from '../../../config'
import { isLoopbackHost, isNetworkFailure, UpstreamRefused, UpstreamUnavailable, withDeadline } from './failures'

/**
 * A discovered provider is reused by callbacks and sign-outs this long. Every new sign-in discovers afresh: that
 * request is also the check that the provider is up, so an outage shows the portal's page rather than the browser's.
 */
const DISCOVERY_REUSE_MS = 10 * 60 * 1000
const discovered = new Map<string, { config: client.Configuration; until: number }>()

async function configuration(settings: OidcUpstreamConfig, timeoutMs: number, fresh = false): Promise<client.Configuration> {
  // The secret is part of the key: a changed one (a console save) must not reuse the old client's configuration.
  const key = `${settings.issuer}\n${settings.clientId}\n${settings.clientSecret}`
  const cached = discovered.get(key)
  if (cached && cached.until > Date.now() && !fresh) return cached.config
  const issuer = new URL(settings.issuer)
  // Plain http only for a provider on this machine (tests, a local proxy); anything else must be https.
  const insecure = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname)
  const config = await client.discovery(
    issuer,
    settings.clientId,
    undefined,
    settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
    { timeout: Math.max(1, Math.ceil(timeoutMs / 1000)), execute: insecure ? [client.allowInsecureRequests] : [] },
  )
  discovered.set(key, { config, until: Date.now() + DISCOVERY_REUSE_MS })
  return config
}

/** Turns what openid-client throws into: the provider is unreachable/failing, or its answer is refused. */
function classify(error: unknown, step: string): Error {
  if (error instanceof UpstreamUnavailable || error instanceof UpstreamRefused) return error
  if (isNetworkFailure(error)) return new UpstreamUnavailable(`${step}：无法连接学校统一身份认证`)
  const status =
    (error as { status?: number; cause?: { status?: number } }).status ?? (error as { cause?: { status?: number } }).cause?.status
  if (typeof status === 'number' && status >= 500) return new UpstreamUnavailable(`${step}：学校统一身份认证返回 ${status}`)
  if (error instanceof client.ResponseBodyError)
    return new UpstreamRefused(`${step}：${error.error}${error.error_description ? `（${error.error_description}）` : ''}`)
  if (error instanceof client.AuthorizationResponseError) return new UpstreamRefused(`${step}：${error.error}`)
  // openid-client wraps oauth4webapi's error, whose message names the claim (e.g. unexpected ID Token "nonce" …).
  let innermost: unknown = error
  while (innermost instanceof Error && innermost.cause instanceof Error) innermost = innermost.cause
  const code = (error as { code?: string }).code
  const message = innermost instanceof Error ? innermost.message : String(error)
  return new UpstreamRefused(`${step}：${code ? `${code} ` : ''}${message}`)
}

async function providerConfiguration(settings: OidcUpstreamConfig, timeoutMs: number, fresh = false): Promise<client.Configuration> {
  return await withDeadline(timeoutMs, '学校统一身份认证', () =>
    configuration(settings, timeoutMs, fresh).catch((error: unknown) => {
      throw classify(error, '读取统一身份认证配置')
    }),
  )
}

export interface OidcSignInStart {
  codeVerifier: string
  nonce: string
  /** The provider's authorization URL (code + PKCE S256) carrying `state` and the nonce. */
  authorizationUrl: (state: string, redirectUri: string, options?: { forceLogin?: boolean }) => Promise<URL>
}

/** 测试连接: reads the provider's discovery document afresh (within the timeout); throws the Chinese reason. */
export async function checkOidcProvider(settings: OidcUpstreamConfig, timeoutMs: number): Promise<void> {
  await providerConfiguration(settings, timeoutMs, true)
}

/** Reads the provider's configuration first (so an unreachable provider is known before anything is stored). */
export async function startOidcSignIn(settings: OidcUpstreamConfig, timeoutMs: number): Promise<OidcSignInStart> {
  const config = await providerConfiguration(settings, timeoutMs, true)
  const codeVerifier = client.randomPKCECodeVerifier()
  const nonce = client.randomNonce()
  return {
    codeVerifier,
    nonce,
    authorizationUrl: async (state, redirectUri, options = {}) =>
      client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // The portal's login had renew (or the service was revoked): the provider must ask again too.
        ...(options.forceLogin ? { prompt: 'login' } : {}),
      }),
  }
}

export interface OidcIdentity {
  claims: Record<string, unknown>
  idToken: string
}

/**
 * Redeems the code (with the PKCE verifier) and verifies the ID token: issuer, audience, nonce, expiry and signature
 * against the provider's JWKS (openid-client). Everything within the stated timeout.
 */
export async function finishOidcSignIn(
  settings: OidcUpstreamConfig,
  timeoutMs: number,
  callbackUrl: URL,
  checks: { state: string; codeVerifier: string; nonce: string },
): Promise<OidcIdentity> {
  const config = await providerConfiguration(settings, timeoutMs)
  const tokens = await withDeadline(timeoutMs, '学校统一身份认证', () =>
    client
      .authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedNonce: checks.nonce,
        expectedState: checks.state,
        idTokenExpected: true,
      })
      .catch((error: unknown) => {
        throw classify(error, '校验登录结果')
      }),
  )
  const claims = tokens.claims()
  if (!claims || !tokens.id_token) throw new UpstreamRefused('校验登录结果：没有 ID token')
  return { claims: { ...claims }, idToken: tokens.id_token }
}

/**
 * Where to send the browser to sign out at the provider (RP-initiated logout), or undefined when the provider has
 * no end_session_endpoint or cannot be reached (the portal's own session is ended either way).
 */
export async function oidcSignOutUrl(
  settings: OidcUpstreamConfig,
  timeoutMs: number,
  idToken: string,
  postLogoutRedirectUri: string,
  state: string | undefined,
): Promise<URL | undefined> {
  try {
    const config = await providerConfiguration(settings, timeoutMs)
    if (!config.serverMetadata().end_session_endpoint) return undefined
    return client.buildEndSessionUrl(config, {
      id_token_hint: idToken,
      post_logout_redirect_uri: postLogoutRedirectUri,
      ...(state ? { state } : {}),
    })
  } catch (error) {
    if (error instanceof UpstreamUnavailable || error instanceof UpstreamRefused) return undefined
    throw error
  }
}
