import { applyEntryToken, decodeTicket, takeTokenFromAddress } from '@/lib/entry'
import { isTokenValid, readToken, saveToken } from '@/lib/token'
import { serviceBases } from '@/lib/env'
import { buildQuery, parseQuery } from '@/lib/query'
import { findRoute, routes } from '@/routes/route-table'
import { needsLogin } from './access'
import { afterTokenTarget, RETURN_TARGET_PARAM, type Query } from './return-target'

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
  const { ticket: _stale, ...carried } = query
  const back = `${location.origin}${location.pathname}?${buildQuery({ ...carried, [RETURN_TARGET_PARAM]: 'true' })}`
  const to = ssoLoginUrl(back)
  location.replace(to)
  throw new LoginRedirect(to)
}
