import { useEffect, useState } from 'react'
import { useStores } from './context'
import type { RootStore } from './root-store'

/**
 * A store that lives as long as the page: created once from the root (for its siblings and API clients),
 * `dispose` (stop reactions, timers) called on unmount.
 */
export function usePageStore<S>(create: (root: RootStore) => S, dispose?: (store: S) => void): S {
  const root = useStores()
  const [store] = useState(() => create(root))
  useEffect(() => (dispose ? () => dispose(store) : undefined), [])
  return store
}
