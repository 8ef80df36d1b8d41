import { getAppSystemConf as fetchModuleSettings } from '@/lib/portal-config-api'
import type { HostPolicy } from './allowed-hosts'

let pending: Promise<readonly string[]> | null = null

/** `casArry` of the module settings, fetched once per launch (a failed fetch is tried again next time). */
export function loadAllowedHosts(fetchSettings = fetchModuleSettings): Promise<readonly string[]> {
  if (!pending) {
    pending = fetchSettings()
      .then((settings) => (Array.isArray(settings.casArry) ? settings.casArry : []))
      .catch((error: unknown) => {
        pending = null
        throw error
      })
  }
  return pending
}

export function resetAllowedHostsCache(): void {
  pending = null
}

/** This app's origin in a browser; the mini-program has none. */
export function ownOrigin(): string {
  return typeof window !== 'undefined' && window.location && /^https?:$/.test(window.location.protocol) ? window.location.origin : ''
}

export async function currentHostPolicy(): Promise<HostPolicy> {
  return { allowedHosts: await loadAllowedHosts(), ownOrigin: ownOrigin() }
}
