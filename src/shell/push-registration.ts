import * as bridge from '@/lib/bridge'
import { registerPushDevice, unregisterPushDevice } from '@/features/push/api'
import type { RootStore } from '@/stores/root-store'

/** How long sign-out waits for the server to drop this device's token before leaving anyway. */
export const UNREGISTER_WAIT_MS = 1500

// What this page registered (account and device), so a repeat show does not register again and sign-out knows the device.
let registered: { accountKey: string; deviceId: string; token: string } | null = null

/**
 * In the host app, hands the device's push token to the server for the signed-in account (日程提醒 and other
 * pushes go to it). Outside the host, signed out or in no-login mode nothing happens; failures are silent.
 */
export async function registerHostPush(store: RootStore): Promise<void> {
  if (!bridge.isHostAppPresent() || !store.account.isSignedIn || store.account.isSysLogout || store.global.noLogin) return
  const accountKey = store.account.username
  try {
    const outcome = await bridge.pushToken()
    if (!outcome.supported) return
    const device = outcome.value
    if (!device?.token || !device.deviceId) return
    if (registered && registered.accountKey === accountKey && registered.deviceId === device.deviceId && registered.token === device.token)
      return
    await registerPushDevice({ deviceId: device.deviceId, token: device.token, platform: device.platform })
    registered = { accountKey, deviceId: device.deviceId, token: device.token }
  } catch {
    // The next show tries again.
  }
}

/** Sign-out: the server stops pushing to this device (waited for briefly, so a slow network cannot hold the user). */
export async function unregisterHostPush(): Promise<void> {
  const device = registered
  registered = null
  if (!device) return
  await Promise.race([
    unregisterPushDevice(device.deviceId).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, UNREGISTER_WAIT_MS)),
  ])
}
