import * as bridge from '../../lib/bridge'
import { serviceBases } from '../../lib/env'
import { buildQuery } from '../../lib/query'
import type { RootStore } from '../../stores/root-store'

/** Clears token, stores and cache, tells the host app, then ends the single sign-on session too. */
export async function logout(store: RootStore): Promise<void> {
  store.account.signOut()
  await bridge.logout().catch(() => undefined)
  window.location.replace(`${serviceBases().sso}/logout?${buildQuery({ service: `${window.location.origin}/` })}`)
}
