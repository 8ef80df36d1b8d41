import type { Queryable } from '../message-center/message-records'

/**
 * Which of `recipientIds` may receive an online send from `senderId`. The one decision on the delivery
 * path for privacy settings and blacklists: issue 14 (account security and privacy) wires its rules in
 * here. Until then everyone may receive.
 */
export async function receivableBy(_db: Queryable, _senderId: string, recipientIds: string[]): Promise<Set<string>> {
  return new Set(recipientIds)
}
