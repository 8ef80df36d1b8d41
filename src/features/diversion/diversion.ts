import type { DiversionRecord } from './types'

/**
 * Spec §4 "Launch": the user goes to the diversion page when the call answered 200 (checked by the
 * api function), with code 0 and a non-empty list; the record is the list's first element.
 */
export function diversionTarget(body: unknown): DiversionRecord | null {
  if (!body || typeof body !== 'object') return null
  const { code, data } = body as { code?: unknown; data?: unknown }
  if (code !== 0 || !Array.isArray(data) || data.length === 0) return null
  const first = data[0] as Partial<DiversionRecord> | null
  if (!first || typeof first !== 'object') return null
  return first as DiversionRecord
}

/** The `fenliuInfo` parameter of the diversion page. */
export function encodeDiversionInfo(record: DiversionRecord): string {
  return encodeURIComponent(JSON.stringify(record))
}

/** Reads `fenliuInfo` whether the router handed it over decoded once or not at all. */
export function decodeDiversionInfo(raw: string | null | undefined): DiversionRecord | null {
  let text = (raw ?? '').trim()
  for (let round = 0; round < 3 && text; round += 1) {
    try {
      const parsed = JSON.parse(text) as unknown
      if (parsed && typeof parsed === 'object' && typeof (parsed as DiversionRecord).url === 'string') return parsed as DiversionRecord
      return null
    } catch {
      try {
        const next = decodeURIComponent(text)
        if (next === text) return null
        text = next
      } catch {
        return null
      }
    }
  }
  return null
}

/** The check runs once per launch (spec §4): the home tab asks this latch before calling. */
export class DiversionLatch {
  private checked = false

  /** True the first time only. */
  claim(): boolean {
    if (this.checked) return false
    this.checked = true
    return true
  }
}

export const launchDiversionLatch = new DiversionLatch()

/**
 * Runs the launch check: resolves with the record to divert to, or null (second call, failed call,
 * empty list). Errors are swallowed as launch errors are (spec §4/§8).
 */
export async function checkLaunchDiversion(
  fetchList: () => Promise<unknown>,
  latch: DiversionLatch = launchDiversionLatch,
): Promise<DiversionRecord | null> {
  if (!latch.claim()) return null
  try {
    return diversionTarget(await fetchList())
  } catch {
    return null
  }
}
