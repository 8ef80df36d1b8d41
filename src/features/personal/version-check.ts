import { appVersion, isHostAppPresent, updateVersion } from '@/lib/bridge'
import { getLastVersion } from '@/lib/portal-config-api'
import { PLATFORM } from '@/lib/platform'

export interface VersionCheck {
  current: string
  latest: string
  notes: string
  newer: boolean
  /** The host app (or the mini-program) offered its own update. */
  handedToHost: boolean
}

/** Compares dotted versions numerically: 1.10.0 > 1.9.2. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => parseInt(n, 10) || 0)
  const pb = b.split('.').map((n) => parseInt(n, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d > 0 ? 1 : -1
  }
  return 0
}

/** 检查更新: the installed version against the portal's newest release (getLastVersion); the host app updates itself. */
export async function checkForUpdate(): Promise<VersionCheck> {
  const platform = isHostAppPresent() ? 'android' : 'h5'
  const [installed, last] = await Promise.all([appVersion().catch(() => null), getLastVersion(platform)])
  const current = installed?.supported ? installed.value : ''
  const latest = last?.version ?? ''
  const newer = Boolean(latest && current && compareVersions(latest, current) > 0)
  let handedToHost = false
  if (newer && (isHostAppPresent() || PLATFORM === 'weapp')) {
    const outcome = await updateVersion().catch(() => null)
    handedToHost = Boolean(outcome?.supported)
  }
  return { current, latest, notes: last?.releaseNotes ?? '', newer, handedToHost }
}
