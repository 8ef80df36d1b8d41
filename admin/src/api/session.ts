import type { TicketPayload } from '@contract/cas'
import { PORTAL_TOKEN_COOKIE } from '@contract/constants'

/** Where the console keeps the portal's id token (this browser tab's profile; the portal's own stays separate). */
const TOKEN_KEY = 'campusConsoleIdToken'
const CONSOLE_BASE = '/admin/'

function decodeBase64UrlJson(segment: string): Record<string, unknown> | null {
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (char) => char.charCodeAt(0))
    return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>
  } catch {
    return null
  }
}

/**
 * The portal's sign-on hands the id token over inside the CAS service ticket (`ST-<random>.<payload>.<random>`,
 * payload `{idToken, username}`), the way the H5 client takes it (src/lib/entry.ts); the server checks the token on
 * every call, so nothing else needs validating here.
 */
export function idTokenOfTicket(ticket: string): string | null {
  const segments = ticket.trim().split('.')
  if (segments.length !== 3 || !segments[1]) return null
  const payload = decodeBase64UrlJson(segments[1]) as Partial<TicketPayload> | null
  return typeof payload?.idToken === 'string' && payload.idToken ? payload.idToken : null
}

function isUnexpired(token: string): boolean {
  const payload = decodeBase64UrlJson(token.split('.')[1] ?? '')
  return typeof payload?.exp === 'number' && payload.exp * 1000 > Date.now() + 30_000
}

export function readToken(): string | null {
  const token = localStorage.getItem(TOKEN_KEY)
  return token && isUnexpired(token) ? token : null
}

/**
 * Signs the portal in, in this browser, as the operator: the portal's own cookie, as its sign-in leaves it, so a
 * portal page in a preview frame opens signed in without the token in its address (where it would stay in the
 * history and the server's logs, and the page would reload once to drop it).
 */
export function signPortalInAs(token: string): void {
  const payload = decodeBase64UrlJson(token.split('.')[1] ?? '')
  const attributes = ['path=/', 'SameSite=Lax']
  if (typeof payload?.exp === 'number') attributes.push(`expires=${new Date(payload.exp * 1000).toUTCString()}`)
  if (window.location.protocol === 'https:') attributes.push('Secure')
  document.cookie = `${PORTAL_TOKEN_COOKIE}=${encodeURIComponent(token)}; ${attributes.join('; ')}`
}

/** The sign-on page, coming back to `returnTo` (a console address). */
export function signOnUrl(returnTo = window.location.pathname): string {
  const target = returnTo.startsWith(CONSOLE_BASE) ? returnTo : CONSOLE_BASE
  return `/cas/login?service=${encodeURIComponent(window.location.origin + target)}`
}

/** Leaves for the sign-on, which comes back to this address with a ticket. */
export function signIn(): void {
  localStorage.removeItem(TOKEN_KEY)
  window.location.replace(signOnUrl())
}

/**
 * At start: a ticket in the address becomes the stored token (and leaves the address); returns the token to use,
 * or null when the browser must sign in first.
 */
export function takeSession(): string | null {
  const url = new URL(window.location.href)
  const ticket = url.searchParams.get('ticket')
  if (ticket) {
    url.searchParams.delete('ticket')
    window.history.replaceState(null, '', url.pathname + url.search + url.hash)
    const token = idTokenOfTicket(ticket)
    if (token && isUnexpired(token)) localStorage.setItem(TOKEN_KEY, token)
  }
  return readToken()
}

/** Forgets the token and ends the sign-on session; the sign-on then asks again before coming back. */
export function signOut(): void {
  localStorage.removeItem(TOKEN_KEY)
  window.location.assign(`/cas/logout?service=${encodeURIComponent(window.location.origin + CONSOLE_BASE)}`)
}
