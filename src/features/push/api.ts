import { endpointClient } from '@/lib/endpoint-client'
import type { PushDeviceBody, pushEndpoints } from '@contract/push'
import { pushPaths } from '@contract/paths/push'

const push = endpointClient<typeof pushEndpoints>(pushPaths)

/** Registers this device's push token for the signed-in account (replaces the device's earlier token). */
export const registerPushDevice = (body: PushDeviceBody) => push.registerDevice({ data: body })
/** Stops pushes to this device for the signed-in account (sign-out). */
export const unregisterPushDevice = (deviceId: string) => push.unregisterDevice({ data: { deviceId } })
