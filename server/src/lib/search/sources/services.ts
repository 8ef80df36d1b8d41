import { and, eq, inArray } from 'drizzle-orm'
import { services } from '../../../db/schema/index'
import type { SearchSource } from '../search-source'

/** Enabled services of the service centre, found by the identities that see them in the service centre (none listed: everyone). */
export const serviceSource: SearchSource = {
  type: 'service',
  watches: [{ table: 'services', key: 'service_id' }],
  async load(db, sourceIds) {
    const ids = sourceIds?.map(Number).filter(Number.isInteger)
    const rows = await db
      .select()
      .from(services)
      .where(and(eq(services.enabled, true), ids ? inArray(services.serviceId, ids) : undefined))
    return rows.map((row) => ({
      sourceId: String(row.serviceId),
      title: row.serviceName,
      body: [row.desc, row.serviceType, row.serviceSource].join(' '),
      summary: row.desc,
      link: row.loadPath,
      meta: {
        tokenTransType: row.tokenTransType,
        engineType: row.engineType,
        appId: row.appId,
        path: row.path,
        icon: row.iconUrl || row.cardImage,
      },
      category: row.serviceType,
      status: '',
      happenedAt: null,
      ownerIds: null,
      audience: row.identities,
    }))
  },
}
