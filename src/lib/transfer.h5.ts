import type { Task } from './request-tracking'
import type { Transfer } from './transfer-taro'

/**
 * H5: Taro's uploadFile and downloadFile (≈ 0.5 KB gzip of the home's first load, docs/h5-first-load.md) load with
 * the first upload or download; no first screen makes one. The task aborts as Taro's does, also while the code loads;
 * if the code cannot load (offline) the task fails as a network error would, and the next call tries again.
 */
let loaded: Transfer | undefined
let loading: Promise<Transfer> | undefined

export function startTransfer<R>(start: (transfer: Transfer) => Task<R>): Task<R> {
  if (loaded) return start(loaded)
  loading ??= import(/* webpackChunkName: "transfer" */ './transfer-taro').then(
    (m) => (loaded = m.transfer),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  let inner: Task<R> | undefined
  let aborted = false
  const task: Task<R> = loading.then((t) => {
    if (aborted) throw new Error('abort')
    inner = start(t)
    return inner
  })
  task.abort = () => {
    aborted = true
    inner?.abort?.()
  }
  return task
}
