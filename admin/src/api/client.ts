import { BASES } from '@contract/bases'
import type { DataOf, EndpointPath, InputOf } from '@contract/endpoint'
import { readToken, signIn } from './session'

/** A refusal from the server (`{code, message}`), with its HTTP status (403 无管理权限, 409 stale edit …). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

type Input = Record<string, unknown>

/**
 * The console's one request client: an endpoint's path description from the contract in, the answer's `data` out.
 * GET sends the input as the query string, POST as JSON; the id token travels in X-Id-Token. 401 → sign in again.
 */
export async function request<E extends EndpointPath>(endpoint: E, input?: InputOf<E>): Promise<DataOf<E>> {
  let url = BASES[endpoint.base] + endpoint.path
  const init: RequestInit = { method: endpoint.method, headers: { 'x-id-token': readToken() ?? '' } }
  const fields = Object.entries((input ?? {}) as Input).filter(([, value]) => value !== undefined && value !== '' && value !== null)
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(fields.map(([key, value]) => [key, String(value)])).toString()
    if (query) url += `?${query}`
  } else {
    init.headers = { ...init.headers, 'content-type': 'application/json' }
    init.body = JSON.stringify(Object.fromEntries(fields))
  }
  return await answerOf<DataOf<E>>(await fetch(url, init))
}

/** Typed functions for a table of endpoint descriptions (types only from the schemas; paths from the paths file). */
export function endpointClient<T extends Record<string, EndpointPath>>(paths: { [K in keyof T]: EndpointPath }) {
  return Object.fromEntries(Object.entries(paths).map(([key, path]) => [key, (input?: unknown) => request(path, input as never)])) as {
    [K in keyof T]: (input?: InputOf<T[K]>) => Promise<DataOf<T[K]>>
  }
}

/** The data of an answer; a signed-out console goes to sign-in, a refusal becomes an ApiError with the server's reason. */
async function answerOf<T>(response: Response): Promise<T> {
  if (response.status === 401) {
    signIn()
    throw new ApiError(401, '登录已过期，正在重新登录')
  }
  let body: { code?: number; message?: string; data?: unknown } | undefined
  try {
    body = (await response.json()) as typeof body
  } catch {
    body = undefined
  }
  if (!response.ok || body?.code !== 0) throw new ApiError(response.status, body?.message || `请求失败（${response.status}）`)
  return body.data as T
}

/** POSTs a multipart form (text fields first, then the file) to an endpoint that takes an upload. */
export async function upload<T>(endpoint: EndpointPath, fields: Record<string, string>, file: Blob, fileName: string): Promise<T> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('file', file, fileName)
  const response = await fetch(BASES[endpoint.base] + endpoint.path, {
    method: 'POST',
    headers: { 'x-id-token': readToken() ?? '' },
    body: form,
  })
  return await answerOf<T>(response)
}

/** GETs a file an endpoint serves and hands it to the browser as a download under `fileName`. */
export async function download(endpoint: EndpointPath, input: Record<string, string>, fileName: string): Promise<void> {
  const query = new URLSearchParams(input).toString()
  const response = await fetch(`${BASES[endpoint.base]}${endpoint.path}${query ? `?${query}` : ''}`, {
    headers: { 'x-id-token': readToken() ?? '' },
  })
  if (!response.ok) await answerOf(response)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
