import { cache } from '@/lib/cache'
import { readEnv } from '@/lib/env'
import { deviceSummary } from '@/lib/platform'
import type { DeviceFields } from './types'

const DEVICE_ID_KEY = 'login_device_id'

function deviceId(): string {
  const known = cache.get<string>(DEVICE_ID_KEY, '')
  if (known) return known
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  cache.set(DEVICE_ID_KEY, id)
  return id
}

function osType(): string {
  const info = deviceSummary()
  return (info.platform || info.system).toLowerCase().slice(0, 32)
}

/** Spec §3 "Login payload": appId, deviceId, osType, geo travel with every login (recorded by the server). */
export function deviceFields(): DeviceFields {
  return { appId: readEnv('ENV_APP_ID') ?? 'campus-portal', deviceId: deviceId(), osType: osType() }
}
