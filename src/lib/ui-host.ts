import { host, type UiHost } from './ui-host-taro'

/**
 * Calls `use` with the platform's toast and loading calls, now (in the mini-program they are always there); the
 * promise settles when the call's own result does, and never rejects.
 */
export function withUiHost(use: (host: UiHost) => unknown): Promise<void> {
  return settled(() => use(host))
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
