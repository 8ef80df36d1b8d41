import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { notifySettings, quietDeliveries } from '../../db/schema/index'
import type { NotifySettings } from '@contract/personal'

/** The database or a transaction (message delivery runs inside the sender's transaction). */
type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

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
  const { accountId: _owner, ...settings } = row
  return settings
}

export async function writeNotifySettings(db: Database, accountId: string, change: Partial<NotifySettings>): Promise<NotifySettings> {
  const next = { ...(await readNotifySettings(db, accountId)), ...change }
  await db
    .insert(notifySettings)
    .values({ accountId, ...next })
    .onConflictDoUpdate({ target: notifySettings.accountId, set: next })
  return next
}

/** Minutes since midnight in the institution's zone (Beijing, no daylight saving). */
function beijingMinutes(at: Date): number {
  return Math.floor((((at.getTime() / 60_000 + 8 * 60) % 1440) + 1440) % 1440)
}
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** True when `at` lies in the do-not-disturb window; a window like 22:00–07:00 wraps past midnight. */
export function inQuietHours(settings: NotifySettings, at: Date): boolean {
  if (!settings.dndEnabled) return false
  const now = beijingMinutes(at)
  const start = minutesOf(settings.dndStart)
  const end = minutesOf(settings.dndEnd)
  if (start === end) return false
  return start < end ? now >= start && now < end : now >= start || now < end
}

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
