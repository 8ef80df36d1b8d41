import { blockedAmong } from '../privacy/index'
import type { Queryable } from '../../db/client'

/**
 * Which of `recipientIds` may receive an online send from `senderId`: everyone except those who put the
 * sender on their blacklist (黑名单管理, issue 14). The one decision on the delivery path.
 */
export async function receivableBy(db: Queryable, senderId: string, recipientIds: string[]): Promise<Set<string>> {
  const blocked = await blockedAmong(db, senderId, recipientIds)
  return new Set(recipientIds.filter((id) => !blocked.has(id)))
}
