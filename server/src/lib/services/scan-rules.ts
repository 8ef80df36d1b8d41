import type { ScanResult } from '@contract/services'
import { allowedServiceUrl } from '../common/service-url'

/**
 * What a scanned text leads to: a portal service link (share landing or guide of this portal) opens the
 * service, an address on an allowed host opens the web view, anything else is shown as plain text.
 */
export function classifyScan(text: string, origin: string, allowedHosts: readonly string[]): ScanResult {
  const trimmed = text.trim()
  const url = allowedServiceUrl(trimmed, [...allowedHosts, new URL(origin).host])
  if (!url) return { kind: 'text', serviceId: null, url: '', text }
  const serviceId = portalServiceId(url)
  if (serviceId !== null) return { kind: 'service', serviceId, url: '', text }
  return { kind: 'web', serviceId: null, url: url.href, text }
}

function portalServiceId(url: URL): number | null {
  const path = url.pathname.replace(/\/+$/, '')
  let raw: unknown = null
  if (path === '/pages/service/serviceShare') {
    try {
      raw = (JSON.parse(url.searchParams.get('serviceInfo') ?? '') as { serviceId?: unknown }).serviceId
    } catch {
      return null
    }
  } else if (path === '/pages/service/serviceGuide' || path === '/pages/service/newGuide') {
    raw = url.searchParams.get('serviceId')
  }
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : null
}
