/**
 * The one request client of both builds, on Taro.request / uploadFile / downloadFile.
 * Callers pass full URLs built from `serviceBases()`; this file knows no endpoint.
 */
import Taro from '@tarojs/taro'
import { requestTimeouts } from './env'
import { TOASTS_SERVER_ERRORS } from './platform'
import { appendQuery, buildQuery, type QueryParams } from './query'
import { triggerRelogin } from './relogin'
import { RequestError, isAccountNotActivated } from './request-errors'
import { abortKeyOf, track, type Task } from './request-tracking'
import { requestHeaders } from './request-headers'
import { toast } from './ui'
import { startTransfer } from './transfer'

export * from './request-errors'
export { abortKeyOf, abortRequests, inFlightCount } from './request-tracking'
export { setReloginHandler, RELOGIN_QUIET_MS } from './relogin'
export type { ReloginHandler } from './relogin'
export { deviceInfoHeader, requestHeaders, terminalInfo } from './request-headers'
export type { TerminalInfo } from './request-headers'

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS'

/** Decides which HTTP statuses count as success; by default 200–299. */
export type StatusRule = (status: number) => boolean

interface CommonOptions {
  url: string
  /** Milliseconds; defaults from env.ts. */
  timeout?: number
  validateStatus?: StatusRule
  /** Key for `abortRequests`; defaults to the URL without query and fragment. */
  abortKey?: string
  /** No toast for this call, even for a mini-program 500. */
  silent?: boolean
  /** A 401 here is an answer, not an expired session (e.g. the login call itself). */
  noRelogin?: boolean
}

export interface RequestOptions extends CommonOptions {
  method?: RequestMethod
  query?: QueryParams
  /** GET/HEAD: added to the query. Otherwise the body: form-encoded, or JSON when `json`. */
  data?: unknown
  json?: boolean
  /** Extra headers for this call, e.g. the robot's userToken. */
  headers?: Record<string, string>
}

export interface UploadOptions extends CommonOptions {
  filePath: string
  /** Form field name of the file. */
  name: string
  formData?: Record<string, string | number | boolean>
  /** The file's name (H5: a blob: URL has none of its own; the mini-program sends the temporary file's). */
  fileName?: string
}

export interface DownloadResult {
  tempFilePath: string
  statusCode: number
}

/** The reference server's JSON wrapper (code 0 = success). */
export interface Envelope<T> {
  code: number
  message: string
  data: T
}

export const isSuccessStatus: StatusRule = (status) => status >= 200 && status < 300

/** A response body that may carry `code` and `message`. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Data that becomes a form body or query params; other bodies (strings, buffers) go as they are. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function serverMessage(body: unknown): string | undefined {
  const message = isRecord(body) ? body.message : undefined
  return typeof message === 'string' && message ? message : undefined
}

/** Applies 401 → re-login, the status rule and the mini-program's 500 toast; returns the body. */
function checkResponse(url: string, status: number, body: unknown, options: CommonOptions): unknown {
  const bodyCode = isRecord(body) && typeof body.code === 'number' ? body.code : undefined
  if (status === 401 || bodyCode === 401) {
    if (!options.noRelogin) triggerRelogin()
    const kind = status === 401 ? 'http' : 'business'
    throw new RequestError(kind, serverMessage(body) ?? '登录已过期，请重新登录', { url, status, code: bodyCode, data: body })
  }
  if ((options.validateStatus ?? isSuccessStatus)(status)) return body
  const message = serverMessage(body)
  if (status === 500 && TOASTS_SERVER_ERRORS && !options.silent && message && !isAccountNotActivated(message)) {
    void toast(message)
  }
  throw new RequestError('http', message ?? `请求失败（${status}）`, { url, status, code: bodyCode, data: body })
}

/** Sends a request and resolves with the whole response body (typed by the caller). */
export function request<T = unknown>(options: RequestOptions): Promise<T> {
  const method = options.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const queryData = !hasBody && isPlainObject(options.data) ? (options.data as QueryParams) : undefined
  const url = appendQuery(options.url, { ...options.query, ...queryData })
  const formBody = hasBody && !options.json && isPlainObject(options.data)
  const data = formBody ? buildQuery(options.data as QueryParams, { keepEmptyStrings: true }) : hasBody ? options.data : undefined
  const timeout = options.timeout ?? requestTimeouts().request
  // A POST without a body says no content type: an empty body is not a JSON document, and the server refuses it as one.
  const bodyless = hasBody && data === undefined
  const header = { ...requestHeaders({ json: options.json, noContentType: bodyless }), ...options.headers }
  return track(
    options.abortKey ?? abortKeyOf(options.url),
    url,
    timeout,
    () => Taro.request({ url, method, data: data as TaroGeneral.IAnyObject, header, timeout }) as Task<Taro.request.SuccessCallbackResult>,
    (response) => checkResponse(url, response.statusCode, response.data, options) as T,
  )
}

/** Sends a request and unwraps the envelope: `.data` on code 0, a 'business' RequestError otherwise. */
export async function requestData<T>(options: RequestOptions): Promise<T> {
  const body = await request<unknown>(options)
  if (!isRecord(body) || typeof body.code !== 'number') {
    throw new RequestError('business', '服务返回的数据格式有误', { url: options.url, data: body })
  }
  if (body.code !== 0) {
    throw new RequestError('business', serverMessage(body) ?? '请求失败', { url: options.url, code: body.code, data: body })
  }
  return (body as unknown as Envelope<T>).data
}

function parseUploadBody(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data)
  } catch {
    return data
  }
}

/** Uploads a file with the token header (timeout 20000 ms); resolves with the parsed body. */
export function uploadFile<T = unknown>(options: UploadOptions): Promise<T> {
  const timeout = options.timeout ?? requestTimeouts().upload
  const header = requestHeaders({ noContentType: true })
  return track(
    options.abortKey ?? abortKeyOf(options.url),
    options.url,
    timeout,
    () =>
      startTransfer((transfer) =>
        transfer.upload({
          url: options.url,
          filePath: options.filePath,
          name: options.name,
          formData: options.formData,
          header,
          timeout,
          ...(options.fileName ? { fileName: options.fileName } : {}),
        }),
      ),
    (response) => checkResponse(options.url, response.statusCode, parseUploadBody(response.data), options) as T,
  )
}

/** Downloads to a temporary file (timeout 60000 ms). */
export function downloadFile(options: CommonOptions): Promise<DownloadResult> {
  const timeout = options.timeout ?? requestTimeouts().download
  const header = requestHeaders({ noContentType: true })
  return track(
    options.abortKey ?? abortKeyOf(options.url),
    options.url,
    timeout,
    () => startTransfer((transfer) => transfer.download({ url: options.url, header, timeout })),
    (response) => {
      checkResponse(options.url, response.statusCode, undefined, options)
      return { tempFilePath: response.tempFilePath, statusCode: response.statusCode }
    },
  )
}
