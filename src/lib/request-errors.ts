/** Failures of the request client, and the marker for aborted calls. */
export type RequestErrorKind = 'network' | 'timeout' | 'http' | 'business'

export interface RequestErrorDetails {
  url: string
  /** HTTP status, when a response arrived. */
  status?: number
  /** The envelope `code`, when the server sent one. */
  code?: number
  /** The response body, when there was one. */
  data?: unknown
}

export class RequestError extends Error {
  readonly kind: RequestErrorKind
  readonly url: string
  readonly status?: number
  readonly code?: number
  readonly data?: unknown

  constructor(kind: RequestErrorKind, message: string, details: RequestErrorDetails) {
    super(message)
    this.name = 'RequestError'
    this.kind = kind
    this.url = details.url
    this.status = details.status
    this.code = details.code
    this.data = details.data
  }
}

/**
 * The rejection of a call ended by `abortRequests`. It is never shown: the client neither toasts it
 * nor re-logs in. Callers skip it with `isAbortError(error)` or `.catch(ignoreAborted)`, and global
 * handlers (window `unhandledrejection`, `Taro.onUnhandledRejection`) return early on it.
 */
export class RequestAbortedError extends Error {
  readonly aborted = true
  readonly key: string

  constructor(key: string) {
    super(`request aborted: ${key}`)
    this.name = 'RequestAbortedError'
    this.key = key
  }
}

export function isAbortError(error: unknown): error is RequestAbortedError {
  return (
    error instanceof RequestAbortedError ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'RequestAbortedError')
  )
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError
}

/** For `.catch(ignoreAborted)`: swallows an aborted call (resolving undefined), rethrows anything else. */
export function ignoreAborted(error: unknown): undefined {
  if (isAbortError(error)) return undefined
  throw error
}

/** Spec §8: the server message that must not be toasted (account not activated). */
export function isAccountNotActivated(message: string): boolean {
  return message.includes('未激活')
}
