/** Spec §9 durations, in milliseconds. */
export const DEFAULT_WAIT_MS = 500
export const MIN_LOADING_MS = 500
export const TOAST_MS = 2000
export const NOTIFY_MS = 3000
export const CHUNK_LOAD_TIMEOUT_MS = 120000
export const PAGE_LOAD_DELAY_MS = 200
export const PAGE_LOAD_TIMEOUT_MS = 60000

export interface Cancellable {
  /** Drops a pending call. */
  cancel(): void
}

export type Throttled<A extends unknown[]> = ((...args: A) => void) & Cancellable
export type Debounced<A extends unknown[]> = ((...args: A) => void) &
  Cancellable & {
    /** Runs a pending call now. */
    flush(): void
  }

export interface ThrottleOptions {
  /** Also run once at the end of a burst with its last arguments (default true). */
  trailing?: boolean
}

/** Runs at once, then at most once per `waitMs`. */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number = DEFAULT_WAIT_MS,
  options: ThrottleOptions = {},
): Throttled<A> {
  const trailing = options.trailing ?? true
  let lastRun = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let pendingArgs: A | undefined

  const run = (args: A) => {
    lastRun = Date.now()
    fn(...args)
  }
  const throttled = ((...args: A) => {
    const remaining = waitMs - (Date.now() - lastRun)
    if (remaining <= 0 && timer === undefined) {
      run(args)
      return
    }
    if (!trailing) return
    pendingArgs = args
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined
          if (pendingArgs) run(pendingArgs)
          pendingArgs = undefined
        },
        Math.max(0, remaining),
      )
    }
  }) as Throttled<A>
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pendingArgs = undefined
  }
  return throttled
}

/** Runs `waitMs` after the last call of a burst, with that call's arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number = DEFAULT_WAIT_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pendingArgs: A | undefined

  const fire = () => {
    timer = undefined
    const args = pendingArgs
    pendingArgs = undefined
    if (args) fn(...args)
  }
  const debounced = ((...args: A) => {
    pendingArgs = args
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(fire, waitMs)
  }) as Debounced<A>
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pendingArgs = undefined
  }
  debounced.flush = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    fire()
  }
  return debounced
}

/**
 * Settles like `work` but never sooner than `minimumMs` after the call, so a loading indicator
 * does not flash (spec §9: held at least 500 ms). Rejections are held just as long.
 */
export function withMinimumDuration<T>(work: Promise<T>, minimumMs: number = MIN_LOADING_MS): Promise<T> {
  const floor = new Promise<void>((resolve) => setTimeout(resolve, minimumMs))
  return work.then(
    (value) => floor.then(() => value),
    (reason: unknown) => floor.then(() => Promise.reject(reason)),
  )
}
