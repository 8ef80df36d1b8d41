import { appendQuery } from './query'

/**
 * How a service wants the id token (spec §3 "Service hand-off fields" tokenTransType; the server's
 * values are 'url' | 'header' | 'none', older data uses 1 / 2 / 0):
 * - 'query' ('url', 1): `idToken=<token>` is added to the query;
 * - 'placeholder' ('header', 2, 'placeholder'): a web view cannot set request headers, so the token
 *   travels only where the address asks for it with its `{idToken}` placeholder;
 * - 'none' (anything else): the address is opened as it is.
 * An address with a placeholder is always filled, whatever the type says: leaving a literal
 * `{idToken}` in a URL never helps the target.
 */
export type TokenTransMode = 'none' | 'query' | 'placeholder'

export function tokenTransMode(tokenTransType: unknown): TokenTransMode {
  const value = String(tokenTransType ?? '')
    .trim()
    .toLowerCase()
  if (value === '1' || value === 'query' || value === 'url') return 'query'
  if (value === '2' || value === 'header' || value === 'placeholder' || value === 'replace') return 'placeholder'
  return 'none'
}

/** `{idToken}`, `${idToken}`, `{{idToken}}`, `#idToken#` and their URL-encoded forms. */
const PLACEHOLDER = /\$?(?:\{\{|\{|%7B%7B|%7B)\s*idToken\s*(?:\}\}|\}|%7D%7D|%7D)|#idToken#/gi

export function hasTokenPlaceholder(url: string): boolean {
  PLACEHOLDER.lastIndex = 0
  return PLACEHOLDER.test(url)
}

/** Replaces every idToken placeholder with the (URL-encoded) token; without a token, with ''. */
export function fillTokenPlaceholder(url: string, token: string | null | undefined): string {
  return url.replace(PLACEHOLDER, encodeURIComponent(token ?? ''))
}

/** The address to open for a service or link, with the token passed as `tokenTransType` says. */
export function withIdToken(url: string, token: string | null | undefined, tokenTransType?: unknown): string {
  if (hasTokenPlaceholder(url)) return fillTokenPlaceholder(url, token)
  if (!token) return url
  return tokenTransMode(tokenTransType) === 'query' ? appendQuery(url, { idToken: token }) : url
}
