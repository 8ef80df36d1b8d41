import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { cmsColumns, cmsFloatingBoxes, cmsMarquees, cmsPopups, cmsSlides } from '../../db/schema/index'
import type { FloatingBox, MarqueeItem, PopupMedia, Slide } from '@contract/cms'
import { absolute } from './cms-content'

/** The enabled columns, in their order. */
export async function columns(db: Database) {
  return await db
    .select({ id: cmsColumns.id, columnCode: cmsColumns.columnCode, name: cmsColumns.name, sort: cmsColumns.sort })
    .from(cmsColumns)
    .where(eq(cmsColumns.enabled, true))
    .orderBy(asc(cmsColumns.sort), asc(cmsColumns.id))
}

export async function slides(db: Database, origin: string): Promise<Slide[]> {
  const rows = await db.select().from(cmsSlides).where(eq(cmsSlides.enabled, true)).orderBy(asc(cmsSlides.sort), asc(cmsSlides.id))
  return rows.map((row) => ({ id: row.id, image: absolute(row.image, origin), title: row.title, link: row.link, contentId: row.contentId }))
}

export async function marquees(db: Database): Promise<MarqueeItem[]> {
  const rows = await db.select().from(cmsMarquees).where(eq(cmsMarquees.enabled, true)).orderBy(asc(cmsMarquees.sort), asc(cmsMarquees.id))
  return rows.map((row) => ({ id: row.id, title: row.title, link: row.link, contentId: row.contentId }))
}

export async function popups(db: Database, origin: string): Promise<PopupMedia[]> {
  const rows = await db
    .select()
    .from(cmsPopups)
    .where(and(eq(cmsPopups.enabled, true), lte(cmsPopups.startTime, sql`now()`), gt(cmsPopups.endTime, sql`now()`)))
    .orderBy(desc(cmsPopups.id))
  return rows.map((row) => ({
    id: row.id,
    mediaType: row.mediaType,
    image: absolute(row.image, origin),
    videoUrl: row.videoUrl ? absolute(row.videoUrl, origin) : '',
    title: row.title,
    link: row.link,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
  }))
}

export async function floatingBox(db: Database, origin: string): Promise<FloatingBox | null> {
  const [row] = await db
    .select()
    .from(cmsFloatingBoxes)
    .where(eq(cmsFloatingBoxes.enabled, true))
    .orderBy(desc(cmsFloatingBoxes.id))
    .limit(1)
  return row ? { title: row.title, iconUrl: absolute(row.iconUrl, origin), visitedUrl: absolute(row.visitedUrl, origin) } : null
}
