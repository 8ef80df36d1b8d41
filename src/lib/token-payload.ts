import { decodeBase64UrlJson } from './base64url'

export type Identity = 'admin' | 'guest' | 'student' | 'teacher'
export const IDENTITIES: readonly Identity[] = ['admin', 'guest', 'student', 'teacher']

/** Claims of the reference server's id token (spec §3 "Token payload"). */
export interface TokenPayload {
  /** The username (login name). */
  sub?: string
  /** Display name, may be Chinese. */
  ATTR_userName?: string
  ATTR_identityTypeCode?: string
  ATTR_accountId?: string
  /** Expiry, seconds since the epoch. */
  exp?: number
  iat?: number
  aud?: string | string[]
  iss?: string
  [claim: string]: unknown
}

/** The second dot-separated segment of a JWT as JSON, or null for anything that is not one. */
export function decodeTokenPayload(token: string | null | undefined): TokenPayload | null {
  if (typeof token !== 'string') return null
  const segments = token.trim().split('.')
  if (segments.length < 2 || !segments[1]) return null
  return decodeBase64UrlJson<TokenPayload>(segments[1])
}

/** Spec §5: valid while `exp` (seconds) is after the clock; a token without a numeric exp is not valid. */
export function isTokenValid(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const exp = decodeTokenPayload(token)?.exp
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > nowMs
}

export function tokenIdentity(payload: TokenPayload | null | undefined): Identity | undefined {
  const code = payload?.ATTR_identityTypeCode
  return IDENTITIES.find((identity) => identity === code)
}

export function tokenSubject(payload: TokenPayload | null | undefined): string | undefined {
  return typeof payload?.sub === 'string' && payload.sub ? payload.sub : undefined
}

export function tokenUserName(payload: TokenPayload | null | undefined): string | undefined {
  return typeof payload?.ATTR_userName === 'string' && payload.ATTR_userName ? payload.ATTR_userName : undefined
}

/** Expiry as epoch milliseconds, or undefined when the token carries none. */
export function tokenExpiresAtMs(token: string | null | undefined): number | undefined {
  const exp = decodeTokenPayload(token)?.exp
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined
}
