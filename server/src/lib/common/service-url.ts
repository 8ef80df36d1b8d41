/**
 * Decides whether a CAS `service` may receive a ticket: an absolute http(s) URL whose host[:port]
 * is exactly on the allowed list. Loopback hosts (127.0.0.1, localhost, [::1]) are allowed on any port
 * when the list names them without a port.
 */
export function allowedServiceUrl(service: unknown, allowedHosts: readonly string[]): URL | undefined {
  if (typeof service !== 'string' || service.length === 0 || service.length > 2048) return undefined
  // Raw backslashes, whitespace and control characters are parsed differently by browsers: refuse them outright.
  if (/[\\\s\u0000-\u001f\u007f]/.test(service)) return undefined
  if (!/^https?:\/\/[^/]/i.test(service)) return undefined
  let url: URL
  try {
    url = new URL(service)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.username !== '' || url.password !== '') return undefined
  // The authority as written must be the one parsed (no encoded or odd characters re-interpreted).
  const writtenAuthority = service
    .slice(url.protocol.length + 2)
    .split(/[/?#]/, 1)[0]
    ?.toLowerCase()
  if (writtenAuthority !== url.host) return undefined
  const hostname = url.hostname
  const hostWithPort = url.host
  for (const entry of allowedHosts) {
    const allowed = entry.trim().toLowerCase()
    if (allowed === '') continue
    if (allowed === hostWithPort) return url
    if (!allowed.includes(':') && allowed === hostname && isLoopbackName(hostname)) return url
    if (allowed === '[::1]' && hostname === '[::1]') return url
  }
  return undefined
}

function isLoopbackName(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost'
}

/** Appends `name=value` to a URL's query, keeping its fragment after the query. */
export function withQueryParam(url: URL, name: string, value: string): string {
  const target = new URL(url.href)
  target.searchParams.delete(name)
  target.searchParams.append(name, value)
  return target.href
}
