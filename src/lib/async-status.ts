/**
 * The one shape of loading state: `idle` before the first request, `loading` with nothing to show yet,
 * `ready` with data (maybe empty), `error` when that first load failed.
 */
export type AsyncStatus = 'idle' | 'loading' | 'ready' | 'error'

/** Nothing to show yet: draw the skeleton. */
export function isPending(status: AsyncStatus): boolean {
  return status === 'idle' || status === 'loading'
}
