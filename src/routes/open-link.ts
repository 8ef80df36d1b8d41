import { nav } from './nav'
import { findRoute } from './route-table'

export type LinkKind = 'none' | 'web' | 'app'

/** Where a link from the server leads: a web address (web view), an in-app page, or nowhere. */
export function linkKind(link: string | null | undefined): LinkKind {
  const text = (link ?? '').trim()
  if (!text) return 'none'
  if (/^https?:\/\//i.test(text)) return 'web'
  if (findRoute(text.split('?')[0])) return 'app'
  return 'none'
}

/**
 * Opens a web address in the web view page; the page adds the token as `tokenTransType` says.
 * The query builder encodes the address once (encoding it here too gave `%253A`).
 */
export function openInWebView(url: string, tokenTransType?: string) {
  return nav.to('webview', { url, tokenTransType })
}

/** Opens a server-given link: web addresses in the web view, in-app paths with `nav.open`. */
export function openLink(link: string | null | undefined, tokenTransType?: string): boolean {
  const text = (link ?? '').trim()
  switch (linkKind(text)) {
    case 'web':
      void openInWebView(text, tokenTransType)
      return true
    case 'app':
      void nav.open(text.startsWith('/') ? text : `/${text}`)
      return true
    default:
      return false
  }
}
