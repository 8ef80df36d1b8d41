import type { UiHost } from './ui-host-taro'

/**
 * H5: Taro's toast, modal, loading and action sheet (≈ 7.5 KB gzip of the home's first load, docs/h5-first-load.md)
 * load with the first toast or loading indicator instead of with the app script: no first screen shows one. Once
 * loaded, a call runs at once; calls made while it loads run in order when it arrives. If it cannot load (offline),
 * those calls are dropped and the next call tries again. The promise never rejects.
 */
let host: UiHost | undefined
let loading: Promise<UiHost> | undefined

export function withUiHost(use: (host: UiHost) => unknown): Promise<void> {
  const loaded = host
  if (loaded) return settled(() => use(loaded))
  loading ??= import(/* webpackChunkName: "ui-host" */ './ui-host-taro').then(
    (m) => (host = m.host),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading.then(
    (h) => settled(() => use(h)),
    () => undefined,
  )
}

/** The call's result as a promise that settles with it and never rejects. */
function settled(call: () => unknown): Promise<void> {
  try {
    return Promise.resolve(call()).then(
      () => undefined,
      () => undefined,
    )
  } catch {
    return Promise.resolve()
  }
}
