import { useEffect, useState } from 'react'

/**
 * Runs `task` in a task of its own once the current frame has been painted (a frame, then a timer), so work the
 * first screen does not need neither delays that screen nor lengthens the task that draws it. Where there is
 * no requestAnimationFrame (the mini-program's logic layer) a timer alone gives the task of its own.
 * Returns a function that drops the task if it has not run yet.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let frame: number | undefined
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)))
  else timer = setTimeout(task, 0)
  return () => {
    if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * Runs `task` in a task of its own as soon as the thread is free: a MessageChannel message, which (unlike a timer)
 * a background tab does not delay; a timer where there is no MessageChannel (the mini-program's logic layer).
 */
export function inNextTask(task: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(task, 0)
    return
  }
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    task()
  }
  channel.port2.postMessage(null)
}

/** A promise of `value` that settles in a task of its own (see inNextTask). */
export function nextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => inNextTask(() => resolve(value)))
}

/**
 * How many of a screen's `stages` may be drawn: 0 until `ready` first becomes true, then one more after each
 * painted frame up to `stages`, and it stays there. A screen draws what the first frame needs at 0 and the
 * rest stage by stage, each in a task of its own.
 */
export function usePaintedStages(ready: boolean, stages: number): number {
  const [stage, setStage] = useState(0)
  useEffect(() => {
    if (!ready || stage >= stages) return undefined
    return afterNextPaint(() => setStage((s) => s + 1))
  }, [ready, stage, stages])
  return stage
}
