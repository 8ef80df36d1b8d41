import type { Pool, PoolClient } from 'pg'

type WaitListener = (seconds: number) => void

const listeners = new WeakMap<Pool, Set<WaitListener>>()

/**
 * Calls `listener` with how long each connection request of `pool` waited for a client (pool.query goes through
 * connect too). Several apps may share one pool (tests): the pool is wrapped once and tells each of them.
 */
export function watchPoolWaits(pool: Pool, listener: WaitListener): () => void {
  let set = listeners.get(pool)
  if (!set) {
    const own = new Set<WaitListener>()
    set = own
    listeners.set(pool, own)
    const connect = pool.connect.bind(pool) as (
      callback?: (error: Error | undefined, client?: PoolClient, done?: () => void) => void,
    ) => unknown
    const timed = (callback?: (error: Error | undefined, client?: PoolClient, done?: () => void) => void) => {
      const started = performance.now()
      const tell = () => {
        const seconds = (performance.now() - started) / 1000
        for (const each of own) each(seconds)
      }
      if (callback)
        return connect((error, client, done) => {
          tell()
          callback(error, client, done)
        })
      return (connect() as Promise<PoolClient>).finally(tell)
    }
    pool.connect = timed as Pool['connect']
  }
  set.add(listener)
  return () => set.delete(listener)
}
