import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, blockedSenders, orgUnits } from '../../db/schema/index'
import { badRequest } from '../common/api-error'

export const BLACKLIST_MAX = 500

export async function blockedBy(db: Database, ownerId: string) {
  return await db
    .select({
      accountId: accounts.id,
      username: accounts.username,
      userName: accounts.displayName,
      orgName: orgUnits.name,
      blockedAt: blockedSenders.createdAt,
    })
    .from(blockedSenders)
    .innerJoin(accounts, eq(accounts.id, blockedSenders.blockedId))
    .leftJoin(orgUnits, eq(orgUnits.code, accounts.orgCode))
    .where(eq(blockedSenders.ownerId, ownerId))
    .orderBy(desc(blockedSenders.createdAt))
}

/** Blocks the account `username` for `ownerId`; blocking twice changes nothing. Returns who was blocked (for the log). */
export async function block(db: Database, ownerId: string, username: string, now: Date): Promise<{ username: string; name: string }> {
  const [target] = await db
    .select({ id: accounts.id, username: accounts.username, name: accounts.displayName })
    .from(accounts)
    .where(eq(accounts.username, username))
  if (!target) throw badRequest('未找到该账号，请核对学号/工号')
  if (target.id === ownerId) throw badRequest('不能将自己加入黑名单')
  const listed = await db.$count(blockedSenders, eq(blockedSenders.ownerId, ownerId))
  if (listed >= BLACKLIST_MAX) throw badRequest(`黑名单最多${BLACKLIST_MAX}人`)
  await db.insert(blockedSenders).values({ ownerId, blockedId: target.id, createdAt: now }).onConflictDoNothing()
  return { username: target.username, name: target.name }
}

/** Removes `blockedId` from the owner's blacklist; who it was (for the log), or null when not listed. */
export async function unblock(db: Database, ownerId: string, blockedId: string): Promise<{ username: string; name: string } | null> {
  const rows = await db
    .delete(blockedSenders)
    .where(and(eq(blockedSenders.ownerId, ownerId), eq(blockedSenders.blockedId, blockedId)))
    .returning({ id: blockedSenders.blockedId })
  if (rows.length === 0) return null
  const [person] = await db
    .select({ username: accounts.username, name: accounts.displayName })
    .from(accounts)
    .where(eq(accounts.id, blockedId))
  return person ?? { username: '', name: '' }
}
