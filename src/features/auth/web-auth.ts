import { applyEntryToken, decodeTicket, takeTokenFromAddress } from '@/lib/entry'
import { isTokenValid, readToken, saveToken } from '@/lib/token'
import { serviceBases } from '@/lib/env'
import { buildQuery, parseQuery } from '@/lib/query'
import { findRoute, routes } from '@/routes/route-table'
import { needsLogin } from './access'
import { afterTokenTarget, RETURN_TARGET_PARAM, type Query } from './return-target'

const SIGN_IN_PAGES = 'pages/login/'

/** Thrown to stop the app from rendering while the browser leaves for the login page (spec §8: 403). */
export class LoginRedirect extends Error {
  readonly status = 403
  constructor(readonly to: string) {
    super('login required')
  }
}

/** The single sign-on login address for coming back to `returnUrl` (address always ends in login). */
export function ssoLoginUrl(returnUrl: string): string {
  return `${serviceBases().sso}/login?${buildQuery({ service: returnUrl })}`
}

/**
 * Where a token the server refuses (401) sends the browser: the single sign-on login, back to this page; none
 * on the app's own sign-in pages, which sign in by themselves (a second, different sign-in screen confuses).
 */
export function reloginUrl(location: Pick<BrowserLocation, 'origin' | 'pathname' | 'search'>): string | undefined {
  if (location.pathname.replace(/^\//, '').startsWith(SIGN_IN_PAGES)) return undefined
  return loginComingBack(location)
}

/** The single sign-on login for coming back to this page with its parameters (a stale ticket left out). */
function loginComingBack(location: Pick<BrowserLocation, 'origin' | 'pathname' | 'search'>): string {
  const { ticket: _stale, ...query } = parseQuery(location.search) as Query
  return ssoLoginUrl(`${location.origin}${location.pathname}?${buildQuery({ ...query, [RETURN_TARGET_PARAM]: 'true' })}`)
}

/** Where the browser goes after a ticket: the transit page, which opens the target. */
export function transitUrl(path: string, query: Query): string {
  const target = afterTokenTarget(path, query)
  return '/' + routes.h5MiddlePage.path + '?' + buildQuery({ matchedPath: target.path, paramStr: buildQuery(target.query) })
}

export interface BrowserLocation {
  href: string
  origin: string
  pathname: string
  search: string
  replace(url: string): void
}

/**
 * Spec §4 "Token in address" and "Web authentication", run once at start in the browser. Returns
 * normally when the page may render; otherwise starts a navigation and throws LoginRedirect.
 */
export function ensureWebSession(location: BrowserLocation): void {
  if (takeTokenFromAddress(location.href)) {
    applyEntryToken(location)
    throw new LoginRedirect(location.href)
  }
  const query = parseQuery(location.search) as Query
  const path = location.pathname.replace(/^\//, '')
  if (query.ticket) {
    const idToken = decodeTicket(query.ticket)
    if (idToken && isTokenValid(idToken)) {
      saveToken(idToken)
      const to = transitUrl(path, query)
      location.replace(to)
      throw new LoginRedirect(to)
    }
  }
  const token = readToken()
  if (token && isTokenValid(token)) return
  // The entry page (`/`) only hands over to the home tab, so it asks for what the home tab asks for.
  if (!needsLogin(findRoute(path) === routes.entry ? routes.home.path : path, query)) return
  const to = loginComingBack(location)
  location.replace(to)
  throw new LoginRedirect(to)
}
