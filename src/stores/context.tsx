import { createContext, useContext, type ReactNode } from 'react'
import type { RootStore } from './root-store'
import type { FeatureStore } from './feature-store'

const StoreContext = createContext<RootStore | null>(null)

export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

export function useStores(): RootStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useStores() needs a <StoreProvider> above it')
  return store
}

/** The feature's long-lived store, made by the root store on first use (stores/feature-store.ts). */
export function useFeatureStore<T>(store: FeatureStore<T>): T {
  return useStores().feature(store)
}
