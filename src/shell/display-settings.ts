import { getDisplaySettings } from '@/features/personal/api'
import type { RootStore } from '@/stores/root-store'

/**
 * Reads the signed-in person's display settings (长辈模式) from the server once per person and app session, so that
 * a setting made on another device applies here too. Until it answers, and when it fails, the device's cached copy
 * stays in force.
 */
export async function syncDisplaySettings(store: RootStore): Promise<void> {
  const { account, display, global } = store
  if (!display.canUseElderMode || !account.isSignedIn || account.isSysLogout || global.noLogin) return
  const username = account.username
  if (display.syncedWith(username)) return
  try {
    display.adopt(username, await getDisplaySettings())
  } catch {
    // The next page shown asks again.
  }
}
