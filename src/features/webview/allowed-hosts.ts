/**
 * Which addresses a web view may open: http(s) only, on this app's own origin or on a host the
 * module settings list in `casArry` (host or host:port, as the single sign-on service allows them).
 * Everything else — javascript:, data:, file:, protocol-relative tricks, credentials in the
 * authority, look-alike hosts — is refused.
 */
export interface HostPolicy {
  /** Entries of `casArry`: 'host', 'host:port', or a full origin 'https://host[:port]'. */
  allowedHosts: readonly string[]
  /** This app's origin ('' in the mini-program, which has none). */
  ownOrigin?: string
}

export type WebAddressCheck = { ok: true; url: string } | { ok: false; reason: 'invalid' | 'scheme' | 'host'; host?: string }

function parse(url: string, base?: string): URL | null {
  try {
    return base ? new URL(url, base) : new URL(url)
  } catch {
    return null
  }
}

function normaliseEntry(entry: string): { host: string; port?: string } | null {
  const trimmed = entry.trim().toLowerCase()
  if (!trimmed) return null
  const asUrl = parse(/^[a-z][a-z0-9+.-]*:\/\//.test(trimmed) ? trimmed : `http://${trimmed}`)
  if (!asUrl || !asUrl.hostname) return null
  const explicitPort = /:(\d+)(\/|$)/.test(trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\//, ''))
  return { host: asUrl.hostname, port: explicitPort ? asUrl.port || defaultPort(asUrl.protocol) : undefined }
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80'
}

/** Checks an address; relative addresses are read against `ownOrigin`. */
export function checkWebAddress(raw: string | null | undefined, policy: HostPolicy): WebAddressCheck {
  const text = (raw ?? '').trim()
  if (!text) return { ok: false, reason: 'invalid' }
  // Control characters and backslashes let browsers and URL parsers disagree about the host.
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return { ok: false, reason: 'invalid' }
  const isAbsolute = /^[a-z][a-z0-9+.-]*:/i.test(text)
  if (!isAbsolute && !policy.ownOrigin) return { ok: false, reason: 'invalid' }
  const url = parse(text, isAbsolute ? undefined : policy.ownOrigin)
  if (!url) return { ok: false, reason: 'invalid' }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' }
  if (url.username || url.password) return { ok: false, reason: 'host', host: url.hostname }
  const own = policy.ownOrigin ? parse(policy.ownOrigin) : null
  if (own && url.origin === own.origin) return { ok: true, url: url.href }
  const port = url.port || defaultPort(url.protocol)
  const allowed = policy.allowedHosts.some((entry) => {
    const e = normaliseEntry(entry)
    return !!e && e.host === url.hostname && (e.port === undefined || e.port === port)
  })
  return allowed ? { ok: true, url: url.href } : { ok: false, reason: 'host', host: url.hostname }
}

export function isAllowedWebAddress(raw: string | null | undefined, policy: HostPolicy): boolean {
  return checkWebAddress(raw, policy).ok
}
