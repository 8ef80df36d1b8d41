import type { ServiceItem } from '@contract/cms'

export interface ServiceGroup {
  type: string
  services: ServiceItem[]
}

/** Services grouped by their type, in the order the server lists them; the query filters by name or provider. */
export function groupServices(services: readonly ServiceItem[], query = ''): ServiceGroup[] {
  const q = query.trim().toLowerCase()
  const groups = new Map<string, ServiceItem[]>()
  for (const s of services) {
    const haystack = `${s.serviceName} ${s.serviceSource ?? ''} ${s.desc ?? ''}`.toLowerCase()
    if (q && !haystack.includes(q)) continue
    const type = s.serviceType || '其他服务'
    groups.set(type, [...(groups.get(type) ?? []), s])
  }
  return [...groups].map(([type, list]) => ({ type, services: list }))
}
