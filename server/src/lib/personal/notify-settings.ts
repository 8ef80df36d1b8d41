import { eq, inArray } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { notifySettings, quietDeliveries } from '../../db/schema/index'
import type { NotifySettings } from '@contract/personal'
import { inQuietHours } from '@contract/quiet-hours'

/** The database or a transaction (message delivery runs inside the sender's transaction). */

export const DEFAULT_NOTIFY: NotifySettings = {
  newMessageNotice: true,
  sound: true,
  vibrate: true,
  dndEnabled: false,
  dndStart: '22:00',
  dndEnd: '07:00',
}

export async function readNotifySettings(db: Queryable, accountId: string): Promise<NotifySettings> {
  const [row] = await db.select().from(notifySettings).where(eq(notifySettings.accountId, accountId))
  if (!row) return { ...DEFAULT_NOTIFY }
  return {
    newMessageNotice: row.newMessageNotice,
    sound: row.sound,
    vibrate: row.vibrate,
    dndEnabled: row.dndEnabled,
    dndStart: row.dndStart,
    dndEnd: row.dndEnd,
  }
}

export async function writeNotifySettings(db: Database, accountId: string, change: Partial<NotifySettings>): Promise<NotifySettings> {
  const current = await readNotifySettings(db, accountId)
  // Named fields only: whatever else the caller's object carries never reaches the row.
  const next: NotifySettings = {
    newMessageNotice: change.newMessageNotice ?? current.newMessageNotice,
    sound: change.sound ?? current.sound,
    vibrate: change.vibrate ?? current.vibrate,
    dndEnabled: change.dndEnabled ?? current.dndEnabled,
    dndStart: change.dndStart ?? current.dndStart,
    dndEnd: change.dndEnd ?? current.dndEnd,
  }
  await db
    .insert(notifySettings)
    .values({ ...next, accountId })
    .onConflictDoUpdate({ target: notifySettings.accountId, set: next })
  return next
}

export { inQuietHours }

/**
 * The one do-not-disturb check of message delivery: a message that arrives in the recipient's quiet
 * hours (or with new-message notices off) is stored but marked quiet, so no notice announces it.
 * Returns true when the message was marked quiet.
 */
export async function markQuietIfDoNotDisturb(db: Queryable, recipientId: string, messageRecordId: number, at: Date): Promise<boolean> {
  const settings = await readNotifySettings(db, recipientId)
  if (settings.newMessageNotice && !inQuietHours(settings, at)) return false
  await db.insert(quietDeliveries).values({ messageRecordId, accountId: recipientId, deliveredAt: at }).onConflictDoNothing()
  return true
}

/**
 * The do-not-disturb check for several deliveries at once (one query for every recipient's settings, one insert):
 * the same rule as markQuietIfDoNotDisturb.
 */
export async function markQuietDeliveries(db: Queryable, deliveries: Array<{ recipientId: string; messageRecordId: number }>, at: Date) {
  if (deliveries.length === 0) return
  const rows = await db
    .select()
    .from(notifySettings)
    .where(inArray(notifySettings.accountId, [...new Set(deliveries.map((d) => d.recipientId))]))
  const settingsOf = new Map(rows.map((row) => [row.accountId, row]))
  const quiet = deliveries.filter(({ recipientId }) => {
    const settings = settingsOf.get(recipientId) ?? DEFAULT_NOTIFY
    return !settings.newMessageNotice || inQuietHours(settings, at)
  })
  if (quiet.length === 0) return
  await db
    .insert(quietDeliveries)
    .values(quiet.map((d) => ({ messageRecordId: d.messageRecordId, accountId: d.recipientId, deliveredAt: at })))
    .onConflictDoNothing()
}
