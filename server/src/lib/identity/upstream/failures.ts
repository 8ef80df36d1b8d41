/** The school's sign-on could not be reached in time, or answered with a server error: the person may retry. */
export class UpstreamUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

/** The answer came back but cannot be trusted (state, nonce, audience, a spent code): refused and logged. */
export class UpstreamRefused extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

/** The school's sign-on said who this is, but the portal has no account for it (or the claim is missing): 403. */
export class UpstreamUnmapped extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

/** Runs `work`, giving up after `ms` (the stated upstream timeout) even if a request inside it ignores its own timeout. */
export async function withDeadline<T>(ms: number, what: string, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamUnavailable(`${what}在 ${ms / 1000} 秒内没有响应`)), ms)
  })
  try {
    return await Promise.race([work(), deadline])
  } finally {
    clearTimeout(timer)
  }
}

/** A fetch that failed to connect, timed out or was aborted (as opposed to an answer we refuse). */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true
  if (error instanceof TypeError && /fetch failed|network/i.test(error.message)) return true
  return error.cause !== undefined && error.cause !== error && isNetworkFailure(error.cause)
}

export const isLoopbackHost = (hostname: string): boolean => hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
