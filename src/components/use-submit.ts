import { useEffect, useRef, useState } from 'react'
import { confirm as askConfirm } from '@/lib/confirm'
import { toast } from '@/lib/ui'
import { nav } from '@/routes/nav'
import { errorText } from './errors'

/** The fallback shown when a failed call carries no message of its own: `保存失败` → `保存失败，请稍后重试`. */
export function failureText(failure: string): string {
  return `${failure}，请稍后重试`
}

export interface SubmitOptions<A extends unknown[], R> {
  /** What failed, e.g. '保存失败'; the toast adds 请稍后重试 unless the server sent a message. */
  failure: string
  /** A message that stops the run before it starts (an empty required field, nothing selected). */
  validate?: (...args: A) => string | null | undefined
  /** A 取消/确认 question asked after validation; 取消 ends the run quietly. */
  confirm?: string | ((...args: A) => string)
  /** The success toast. */
  success?: string | ((result: R, ...args: A) => string)
  /** Runs after the success toast (update a list, clear a draft, reload). */
  onSuccess?: (result: R, ...args: A) => void | Promise<void>
  /** Runs after the failure toast (e.g. reload a record another user may have changed). */
  onError?: (error: unknown, ...args: A) => void | Promise<void>
  /** 'back' leaves the page after success; the hook then stays busy so nothing runs twice meanwhile. */
  then?: 'back'
}

export interface Submit<A extends unknown[]> {
  /** Starts the call unless one is running; resolves true when it succeeded. */
  run: (...args: A) => Promise<boolean>
  busy: boolean
  /** The arguments of the running call (which of several buttons shows the spinner). */
  running: A | null
}

/**
 * One way to run a form submit or a button's mutation: validation message, optional confirm, busy
 * state (a second tap while running is ignored), the server's message or `…失败，请稍后重试` as a toast,
 * the success toast and the success navigation.
 */
export function useSubmit<A extends unknown[], R>(call: (...args: A) => Promise<R>, options: SubmitOptions<A, R>): Submit<A> {
  const [running, setRunning] = useState<A | null>(null)
  const inFlight = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  // The latest call and options, so a memoised `run` never uses a stale closure.
  const latest = useRef({ call, options })
  latest.current = { call, options }

  const run = async (...args: A): Promise<boolean> => {
    if (inFlight.current) return false
    const { call: fn, options: o } = latest.current
    const invalid = o.validate?.(...args)
    if (invalid) {
      void toast(invalid)
      return false
    }
    inFlight.current = true
    if (o.confirm && !(await askConfirm(typeof o.confirm === 'string' ? o.confirm : o.confirm(...args)))) {
      inFlight.current = false
      return false
    }
    if (mounted.current) setRunning(args)
    let leaving = false
    try {
      const result = await fn(...args)
      const message = typeof o.success === 'function' ? o.success(result, ...args) : o.success
      if (message) await toast(message)
      await o.onSuccess?.(result, ...args)
      if (o.then === 'back') {
        leaving = true
        void nav.back()
      }
      return true
    } catch (e) {
      void toast(errorText(e, failureText(o.failure)))
      await o.onError?.(e, ...args)
      return false
    } finally {
      if (!leaving) {
        inFlight.current = false
        if (mounted.current) setRunning(null)
      }
    }
  }

  return { run, busy: running !== null, running }
}
