import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { loginToken } from '../helpers/test-app'

// Overdue reminders run on a timer in the app; these tests call remindOverdue directly instead.
process.env.FLOW_REMINDERS ??= '0'

export const MC = '/message-center/center/api/v1'

/** A signed-in caller for one demo user: `get`/`post` with the X-Id-Token header (post sends JSON). */
export async function as(app: FastifyInstance, username: string) {
  const token = await loginToken(app, username)
  const headers = { 'x-id-token': token }
  return {
    token,
    get: (url: string, query?: Record<string, string | number | boolean>) =>
      app.inject({
        method: 'GET',
        url,
        headers,
        query: query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : undefined,
      }),
    post: (url: string, payload?: unknown) => app.inject({ method: 'POST', url, headers, payload: (payload ?? {}) as object }),
    form: (url: string, fields: Record<string, string | number | boolean>) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]))).toString(),
      }),
  }
}
export type Caller = Awaited<ReturnType<typeof as>>

export function data<T = any>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`)
  const body = response.json()
  if (body.code !== 0) throw new Error(`expected code 0: ${response.body}`)
  return body.data as T
}
