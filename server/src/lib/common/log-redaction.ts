// Login calls carry secrets in the query string (spec §7); request logs must not keep them.
const SECRET_FIELDS = new Set(['password', 'smscode', 'ticket', 'code', 'encrypteddata', 'token', 'idtoken', 'nonce', 'cid', 'signature'])

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart < 0) return url
  const params = new URLSearchParams(url.slice(queryStart + 1))
  for (const name of [...params.keys()]) {
    if (SECRET_FIELDS.has(name.toLowerCase())) params.set(name, '***')
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`
}

interface LoggedRequest {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

export const requestSerializer = (request: LoggedRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
})
