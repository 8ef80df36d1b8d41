import { decodeBase64UrlJson } from './base64url'
import { parseQuery, removeQueryParams } from './query'
import { saveToken } from './token'

/** Spec §1: names under which a launch link may carry the login token. */
export const ENTRY_TOKEN_PARAMS = ['token', 'idToken'] as const

export interface EntryToken {
  token: string
  /** The address without the token params; other params and the fragment are kept. */
  cleanedUrl: string
}

/** The part of `window.location` the entry flow needs. */
export interface ReloadableLocation {
  readonly href: string
  replace(url: string): void
}

/** Middle segment of a CAS ticket `ST-<random>.<segment>.<random>`. */
export interface TicketPayload {
  idToken: string
  username?: string
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.find(Boolean) : value || undefined
}

/** The token from the query or from a hash-router query; `token` wins over `idToken`. */
export function takeTokenFromAddress(href: string): EntryToken | null {
  const hashAt = href.indexOf('#')
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href
  const hashQueryAt = hashAt >= 0 ? href.indexOf('?', hashAt) : -1
  const search = beforeHash.includes('?') ? parseQuery(beforeHash) : {}
  const hashSearch = hashQueryAt >= 0 ? parseQuery(href.slice(hashQueryAt)) : {}
  for (const name of ENTRY_TOKEN_PARAMS) {
    const token = firstValue(search[name]) ?? firstValue(hashSearch[name])
    if (token) return { token, cleanedUrl: removeQueryParams(href, ENTRY_TOKEN_PARAMS) }
  }
  return null
}

/**
 * Spec §1/§4: stores a token found in the address and reloads at the cleaned address.
 * Returns true when it did (the caller should stop starting the app).
 */
export function applyEntryToken(location: ReloadableLocation = window.location): boolean {
  const found = takeTokenFromAddress(location.href)
  if (!found) return false
  saveToken(found.token)
  location.replace(found.cleanedUrl)
  return true
}

export function decodeTicketPayload(ticket: string | null | undefined): TicketPayload | null {
  if (typeof ticket !== 'string') return null
  const segments = ticket.trim().split('.')
  if (segments.length !== 3 || !segments[1]) return null
  const payload = decodeBase64UrlJson<Record<string, unknown>>(segments[1])
  if (!payload || typeof payload.idToken !== 'string' || !payload.idToken) return null
  return { idToken: payload.idToken, username: typeof payload.username === 'string' ? payload.username : undefined }
}

/** Spec §4 "Web authentication": the id token carried by a CAS ticket, or null. */
export function decodeTicket(ticket: string | null | undefined): string | null {
  return decodeTicketPayload(ticket)?.idToken ?? null
}
