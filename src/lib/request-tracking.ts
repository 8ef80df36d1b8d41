/** In-flight tracking for per-URL abort, and the client's own timeout. */
import { RequestAbortedError, RequestError } from './request-errors'

export type Task<R> = Promise<R> & { abort?: () => void }

const inFlight = new Map<string, Set<() => void>>()

/** A URL without query and fragment: the default abort key. */
export function abortKeyOf(url: string): string {
  return url.split(/[?#]/)[0]
}

/** Ends every tracked call under this key (or URL); they reject with RequestAbortedError. */
export function abortRequests(urlOrKey: string): number {
  const aborts = inFlight.get(urlOrKey) ?? inFlight.get(abortKeyOf(urlOrKey))
  if (!aborts) return 0
  const count = aborts.size
  for (const abort of [...aborts]) abort()
  return count
}

export function inFlightCount(urlOrKey?: string): number {
  if (urlOrKey === undefined) return [...inFlight.values()].reduce((sum, set) => sum + set.size, 0)
  return (inFlight.get(urlOrKey) ?? inFlight.get(abortKeyOf(urlOrKey)))?.size ?? 0
}

function failureText(error: unknown): string {
  if (error && typeof error === 'object') {
    const { errMsg, message, name } = error as { errMsg?: unknown; message?: unknown; name?: unknown }
    return [errMsg, message, name].filter((part) => typeof part === 'string').join(' ')
  }
  return String(error)
}

/** Runs one platform call with tracking for abort and the client's own timeout. */
export function track<R, T>(key: string, url: string, timeoutMs: number, start: () => Task<R>, settle: (result: R) => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false
    let task: Task<R> | undefined
    const finish = () => {
      settled = true
      clearTimeout(timer)
      const set = inFlight.get(key)
      set?.delete(abort)
      if (set?.size === 0) inFlight.delete(key)
    }
    const stop = (error: Error) => {
      if (settled) return
      finish()
      task?.abort?.()
      reject(error)
    }
    const abort = () => stop(new RequestAbortedError(key))
    const timer = setTimeout(() => stop(new RequestError('timeout', '请求超时', { url })), timeoutMs)
    inFlight.set(key, (inFlight.get(key) ?? new Set()).add(abort))
    try {
      task = start()
    } catch (error) {
      stop(new RequestError('network', failureText(error) || '网络异常', { url }))
      return
    }
    Promise.resolve(task).then(
      (result) => {
        if (settled) return
        finish()
        try {
          resolve(settle(result))
        } catch (error) {
          reject(error)
        }
      },
      (error: unknown) => {
        if (settled) return
        finish()
        const text = failureText(error)
        const kind = /timeout|timed out|abort/i.test(text) ? 'timeout' : 'network'
        reject(new RequestError(kind, kind === 'timeout' ? '请求超时' : '网络异常，请检查网络连接', { url }))
      },
    )
  })
}
