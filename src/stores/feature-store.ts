import type { RootStore } from './root-store'

/**
 * A long-lived store that only some pages use (the sign-on steps, the schedule being written, the chosen
 * recipients): the root store makes it the first time a page asks and keeps it, so every page of the
 * feature shares one instance while its code loads with those pages instead of with the app's first script.
 */
export interface FeatureStore<T> {
  readonly create: (root: RootStore) => T
  /** What sign-out does to the store once made (the profile forgets the person); nothing when absent. */
  onSignedOut?(store: T): void
}

export function featureStore<T>(create: (root: RootStore) => T, onSignedOut?: (store: T) => void): FeatureStore<T> {
  return { create, onSignedOut }
}
