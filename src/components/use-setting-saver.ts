import { useEffect, useRef, useState } from 'react'
import { toast } from '@/lib/ui'
import { errorText } from './errors'
import { failureText } from './use-submit'

export interface SettingChange<R> {
  /** Shows the new value at once. */
  apply: () => void
  /** The call that stores it. */
  save: () => Promise<R>
  /** Takes what the server stored (it may normalise the value). */
  commit?: (saved: R) => void
  /** Puts the previous value back when the call fails. */
  rollback: () => void
  /** Default 保存失败. */
  failure?: string
}

export interface SettingSaver {
  /** Applies, saves, then commits or rolls back with a toast; resolves true when saved. */
  change: <R>(key: string, change: SettingChange<R>) => Promise<boolean>
  /** A row whose change is being saved (disable it so changes do not cross). */
  pending: (key: string) => boolean
}

/**
 * The settings-page rule: a switch or choice saves as soon as it changes, shows the new value
 * immediately, and on failure returns to the old value with the server's message.
 */
export function useSettingSaver(): SettingSaver {
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set())
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const mark = (key: string, on: boolean) => {
    if (!mounted.current) return
    setPending((prev) => {
      const next = new Set(prev)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })
  }

  const change = async <R>(key: string, c: SettingChange<R>): Promise<boolean> => {
    c.apply()
    mark(key, true)
    try {
      const saved = await c.save()
      c.commit?.(saved)
      return true
    } catch (e) {
      c.rollback()
      void toast(errorText(e, failureText(c.failure ?? '保存失败')))
      return false
    } finally {
      mark(key, false)
    }
  }

  return { change, pending: (key) => pending.has(key) }
}
