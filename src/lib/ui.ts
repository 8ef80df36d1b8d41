import { withUiHost } from './ui-host'
import { MIN_LOADING_MS, NOTIFY_MS, TOAST_MS } from './timing'

/** A short text message without an icon (spec §9: 2000 ms). */
export function toast(message: string, durationMs: number = TOAST_MS): Promise<void> {
  if (!message) return Promise.resolve()
  return withUiHost((host) => host.showToast({ title: message, icon: 'none', duration: durationMs }))
}

export type NotifyKind = 'primary' | 'success' | 'danger' | 'warning'
export type NotifyPresenter = (message: string, kind: NotifyKind, durationMs: number) => void

let notifyPresenter: NotifyPresenter | undefined

/** The app's notification banner; until one is registered, notifications show as toasts. */
export function setNotifyPresenter(presenter: NotifyPresenter | undefined): void {
  notifyPresenter = presenter
}

/** A notification held for 3000 ms (spec §9). */
export function notify(message: string, kind: NotifyKind = 'primary', durationMs: number = NOTIFY_MS): void {
  if (!message) return
  if (notifyPresenter) notifyPresenter(message, kind, durationMs)
  else void toast(message, durationMs)
}

let openLoadings = 0
let shownAt = 0

/** Shows the loading overlay; nested calls share one overlay until the last one hides it. */
export function showLoading(title: string = '加载中'): void {
  openLoadings += 1
  if (openLoadings > 1) return
  shownAt = Date.now()
  void withUiHost((host) => host.showLoading({ title, mask: true }))
}

/** Hides the overlay once every caller has hidden it, but not before it was up 500 ms. */
export function hideLoading(): Promise<void> {
  if (openLoadings === 0) return Promise.resolve()
  openLoadings -= 1
  if (openLoadings > 0) return Promise.resolve()
  const remaining = Math.max(0, MIN_LOADING_MS - (Date.now() - shownAt))
  return new Promise<void>((resolve) => {
    setTimeout(() => {
      if (openLoadings === 0) void withUiHost((host) => host.hideLoading())
      resolve()
    }, remaining)
  })
}

/** Shows loading while `work` runs and hides it afterwards (the 500 ms minimum applies). */
export async function withLoading<T>(work: Promise<T>, title?: string): Promise<T> {
  showLoading(title)
  try {
    return await work
  } finally {
    await hideLoading()
  }
}
