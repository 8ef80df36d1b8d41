import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

// What nginx's $request_id (32 hex digits), a UUID or another proxy's id look like; anything else is replaced.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** The request's id: a sane incoming X-Request-Id (from nginx), otherwise a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id']
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}
