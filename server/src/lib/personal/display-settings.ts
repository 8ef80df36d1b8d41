import { eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { displaySettings } from '../../db/schema/index'
import type { DisplaySettings } from '@contract/personal'

export const DEFAULT_DISPLAY: DisplaySettings = { elderMode: false }

/** One person's display settings (长辈模式); the defaults until they change one. */
export async function readDisplaySettings(db: Queryable, accountId: string): Promise<DisplaySettings> {
  const [row] = await db.select().from(displaySettings).where(eq(displaySettings.accountId, accountId))
  return row ? { elderMode: row.elderMode } : { ...DEFAULT_DISPLAY }
}

/** Saves the fields given (one statement: an insert or an update of the person's row); returns the settings now. */
export async function writeDisplaySettings(db: Queryable, accountId: string, change: Partial<DisplaySettings>): Promise<DisplaySettings> {
  // Named fields only: whatever else the caller's object carries never reaches the row.
  const set: Partial<DisplaySettings> = change.elderMode === undefined ? {} : { elderMode: change.elderMode }
  if (Object.keys(set).length === 0) return await readDisplaySettings(db, accountId)
  const [row] = await db
    .insert(displaySettings)
    .values({ ...DEFAULT_DISPLAY, ...set, accountId })
    .onConflictDoUpdate({ target: displaySettings.accountId, set })
    .returning()
  return row ? { elderMode: row.elderMode } : await readDisplaySettings(db, accountId)
}
