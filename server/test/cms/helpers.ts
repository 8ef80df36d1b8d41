import assert from 'node:assert/strict'
import type { FastifyInstance, InjectOptions } from 'fastify'

export const HOST = '127.0.0.1:8080'
export const CHINESE = /[\u4e00-\u9fa5]/

export interface Answer {
  status: number
  body: any
  headers: Record<string, unknown>
  raw: Buffer
}

/** One request; `token` goes in X-Id-Token. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; query?: Record<string, string>; body?: unknown; form?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { host: HOST }
  if (options.token) headers['x-id-token'] = options.token
  const request: InjectOptions = { method, url, headers, query: options.query }
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    request.payload = new URLSearchParams(options.form).toString()
  } else if (options.body !== undefined) {
    request.payload = options.body as InjectOptions['payload']
  }
  const response = await app.inject(request)
  let body: any
  try {
    body = response.json()
  } catch {
    body = undefined
  }
  return { status: response.statusCode, body, headers: response.headers, raw: response.rawPayload }
}

/** Asserts a successful envelope and returns `data`. */
export function data(answer: Answer, context = ''): any {
  assert.equal(answer.status, 200, `${context} → ${answer.status} ${JSON.stringify(answer.body)}`)
  assert.equal(answer.body.code, 0)
  return answer.body.data
}

/** Asserts a refusal with the status and a Chinese reason. */
export function refused(answer: Answer, status: number, reason?: RegExp): void {
  assert.equal(answer.status, status, JSON.stringify(answer.body))
  assert.notEqual(answer.body.code, 0)
  assert.match(answer.body.message, CHINESE)
  if (reason) assert.match(answer.body.message, reason)
}
