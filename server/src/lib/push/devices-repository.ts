import { and, eq, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { pushDevices } from '../../db/schema/index'

export interface DeviceRegistration {
  deviceId: string
  token: string
  platform: string
}

/**
 * Registers a device's push token for the account. A device (or a token) belongs to the account signed in on it
 * last: another account's registration of it is dropped, so nobody gets pushes meant for whoever used it before.
 */
export async function registerDevice(db: Database, accountId: string, device: DeviceRegistration): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(pushDevices).where(or(eq(pushDevices.deviceId, device.deviceId), eq(pushDevices.token, device.token)))
    await tx.insert(pushDevices).values({ accountId, deviceId: device.deviceId, token: device.token, platform: device.platform })
  })
}

/** Stops pushes to the device for the account (sign-out). */
export async function unregisterDevice(db: Pick<Database, 'delete'>, accountId: string, deviceId: string): Promise<void> {
  await db.delete(pushDevices).where(and(eq(pushDevices.accountId, accountId), eq(pushDevices.deviceId, deviceId)))
}
