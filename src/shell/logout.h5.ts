import * as bridge from '@/lib/bridge'
import { serviceBases } from '@/lib/env'
import { buildQuery } from '@/lib/query'
import type { RootStore } from '@/stores/root-store'
import { unregisterHostPush } from './push-registration'

/** How long logout waits for the host app's answer before leaving for the SSO logout. */
export const HOST_LOGOUT_WAIT_MS = 1500

/** Clears token, stores and cache, tells the host app, then ends the single sign-on session too. */
export async function logout(store: RootStore): Promise<void> {
  // Signed in still: the server drops this device's push token before the token goes.
  await unregisterHostPush()
  store.account.signOut()
  // The host is told at once; its answer is awaited only briefly so a silent host cannot hold the user here.
  await Promise.race([bridge.logout().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, HOST_LOGOUT_WAIT_MS))])
  window.location.replace(`${serviceBases().sso}/logout?${buildQuery({ service: `${window.location.origin}/` })}`)
}
