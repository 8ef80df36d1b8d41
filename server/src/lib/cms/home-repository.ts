import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import { cmsColumns, cmsFloatingBoxes, cmsMarquees, cmsPopups, cmsSlides } from '../../db/schema/index'
import type { FloatingBox, MarqueeItem, PopupMedia, Slide } from '@contract/cms'
import type { IdentityTypeCode } from '@contract/common'
import { absolute } from './cms-content'

/** The enabled columns, in their order. */
export async function columns(db: Database) {
  return await db
    .select({ id: cmsColumns.id, columnCode: cmsColumns.columnCode, name: cmsColumns.name, sort: cmsColumns.sort })
    .from(cmsColumns)
    .where(eq(cmsColumns.enabled, true))
    .orderBy(asc(cmsColumns.sort), asc(cmsColumns.id))
}

/** Inside the validity window the console set (an empty end is open): started, not yet ended. */
function inWindow(start: PgColumn, end: PgColumn): SQL {
  return and(or(isNull(start), lte(start, sql`now()`)), or(isNull(end), gt(end, sql`now()`)))!
}

export async function slides(db: Database, origin: string): Promise<Slide[]> {
  const rows = await db
    .select()
    .from(cmsSlides)
    .where(and(eq(cmsSlides.enabled, true), inWindow(cmsSlides.startTime, cmsSlides.endTime)))
    .orderBy(asc(cmsSlides.sort), asc(cmsSlides.id))
  return rows.map((row) => ({ id: row.id, image: absolute(row.image, origin), title: row.title, link: row.link, contentId: row.contentId }))
}

export async function marquees(db: Database): Promise<MarqueeItem[]> {
  const rows = await db
    .select()
    .from(cmsMarquees)
    .where(and(eq(cmsMarquees.enabled, true), inWindow(cmsMarquees.startTime, cmsMarquees.endTime)))
    .orderBy(asc(cmsMarquees.sort), asc(cmsMarquees.id))
  return rows.map((row) => ({ id: row.id, title: row.title, link: row.link, contentId: row.contentId }))
}

/**
 * The pop-ups active now for a reader of this identity (null: signed out): those for everyone (no identities) and
 * those naming the identity. Which one a device has already shown is the client's (spec §3 pop-up state).
 */
export async function popups(db: Database, origin: string, identity: IdentityTypeCode | null): Promise<PopupMedia[]> {
  const audience = identity
    ? sql`(cardinality(${cmsPopups.identities}) = 0 or ${identity} = any(${cmsPopups.identities}))`
    : sql`cardinality(${cmsPopups.identities}) = 0`
  const rows = await db
    .select()
    .from(cmsPopups)
    .where(and(eq(cmsPopups.enabled, true), lte(cmsPopups.startTime, sql`now()`), gt(cmsPopups.endTime, sql`now()`), audience))
    .orderBy(asc(cmsPopups.sort), desc(cmsPopups.id))
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
    .where(and(eq(cmsFloatingBoxes.enabled, true), inWindow(cmsFloatingBoxes.startTime, cmsFloatingBoxes.endTime)))
    .orderBy(asc(cmsFloatingBoxes.sort), desc(cmsFloatingBoxes.id))
    .limit(1)
  return row ? { title: row.title, iconUrl: absolute(row.iconUrl, origin), visitedUrl: absolute(row.visitedUrl, origin) } : null
}
