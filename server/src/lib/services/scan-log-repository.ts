import { and, desc, eq, sql } from 'drizzle-orm'
import type { ScanResult } from '@contract/services'
import type { Database } from '../../db/client'
import { services, serviceScans } from '../../db/schema/index'
import type { PageArgs } from '../paginate'

/** Writes one scan (what was scanned and where pre-process-scan-url sent it) to the user's scan log. */
export async function recordScan(db: Database, accountId: string, result: ScanResult, at: Date): Promise<void> {
  await db.insert(serviceScans).values({
    accountId,
    text: result.text,
    kind: result.kind,
    serviceId: result.serviceId,
    url: result.url,
    scannedAt: at,
  })
}

/** Empties the user's own scan log (清空); nobody else's rows are touched. Returns how many were removed. */
export async function clearScans(db: Database, accountId: string): Promise<number> {
  const removed = await db.delete(serviceScans).where(eq(serviceScans.accountId, accountId)).returning({ id: serviceScans.id })
  return removed.length
}

/** One page of the user's own scans, newest first (optionally of one kind), with the services' names. */
export async function scansOf(db: Database, accountId: string, kind: ScanResult['kind'] | undefined, page: PageArgs) {
  const where = kind ? and(eq(serviceScans.accountId, accountId), eq(serviceScans.kind, kind)) : eq(serviceScans.accountId, accountId)
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: serviceScans.id,
        text: serviceScans.text,
        kind: serviceScans.kind,
        serviceId: serviceScans.serviceId,
        serviceName: services.serviceName,
        url: serviceScans.url,
        scannedAt: serviceScans.scannedAt,
      })
      .from(serviceScans)
      .leftJoin(services, eq(services.serviceId, serviceScans.serviceId))
      .where(where)
      .orderBy(desc(serviceScans.scannedAt), desc(serviceScans.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(serviceScans)
      .where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}
