import { urlOf } from '@/routes/nav'
import type { ShareTarget } from '@/lib/share-target'

/** The share payload of serviceShare (spec §2 `serviceInfo`): the service and who shared it. */
export interface ServiceShareInfo {
  serviceId: number
  serviceName: string
  inviter?: string
}

/** Reads `serviceInfo` as it arrives (JSON, once or twice URL-encoded); null when it is not a service. */
export function decodeServiceInfo(raw: string | undefined | null): ServiceShareInfo | null {
  let text = raw ?? ''
  for (let i = 0; i < 3 && text; i++) {
    try {
      const value = JSON.parse(text) as Partial<ServiceShareInfo>
      const serviceId = Number(value.serviceId)
      if (!Number.isInteger(serviceId) || serviceId <= 0) return null
      return { serviceId, serviceName: String(value.serviceName ?? ''), inviter: value.inviter ? String(value.inviter) : undefined }
    } catch {
      try {
        text = decodeURIComponent(text)
      } catch {
        return null
      }
    }
  }
  return null
}

/** The in-app path of a service's share landing (signed-out visitors see the card: noLogin=1). */
export function serviceSharePath(info: ServiceShareInfo): string {
  return urlOf('serviceShare', { serviceInfo: JSON.stringify(info), noLogin: '1' })
}

export function serviceShareTarget(
  service: { serviceId: number; serviceName: string; desc?: string; iconUrl?: string },
  inviter?: string,
): ShareTarget {
  return {
    title: `${service.serviceName} · 服务分享`,
    desc: service.desc,
    path: serviceSharePath({ serviceId: service.serviceId, serviceName: service.serviceName, inviter }),
    image: service.iconUrl,
  }
}
