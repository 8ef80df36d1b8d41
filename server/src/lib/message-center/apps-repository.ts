import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { messageApps, messageTagGroupApps, messageTagGroups, messageUserApps } from '../../db/schema/index'
import { ApiError } from '../common/api-error'

/** Whether every id names an existing app. */
export async function allAppsExist(db: Queryable, appIds: number[]): Promise<boolean> {
  if (appIds.length === 0) return true
  const known = await db.select({ id: messageApps.id }).from(messageApps).where(inArray(messageApps.id, appIds))
  return known.length === appIds.length
}

/** The id of the app with this id or code, or undefined. */
export async function findAppId(db: Queryable, ref: { appId?: number; appCode?: string }): Promise<number | undefined> {
  const [app] = await db
    .select({ id: messageApps.id })
    .from(messageApps)
    .where(ref.appId !== undefined ? eq(messageApps.id, ref.appId) : eq(messageApps.code, ref.appCode ?? ''))
  return app?.id
}

/** Flips the user's mute of an app in one statement, so two taps cannot race into the same state. */
export async function toggleMute(db: Queryable, accountId: string, appId: number): Promise<void> {
  await db
    .insert(messageUserApps)
    .values({ accountId, appId, muted: true })
    .onConflictDoUpdate({ target: [messageUserApps.accountId, messageUserApps.appId], set: { muted: sql`NOT ${messageUserApps.muted}` } })
}

/** Stores the user's app order (1-based); apps not listed lose their place. */
export async function saveAppOrder(db: Database, accountId: string, appIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(messageUserApps).set({ sortOrder: null }).where(eq(messageUserApps.accountId, accountId))
    for (const [index, appId] of appIds.entries()) {
      await tx
        .insert(messageUserApps)
        .values({ accountId, appId, sortOrder: index + 1 })
        .onConflictDoUpdate({ target: [messageUserApps.accountId, messageUserApps.appId], set: { sortOrder: index + 1 } })
    }
  })
}

/** The user's own tag groups in creation order, and which of their apps sit in which group. */
export async function tagGroupsOf(db: Queryable, accountId: string) {
  const [groups, members] = await Promise.all([
    db
      .select()
      .from(messageTagGroups)
      .where(eq(messageTagGroups.accountId, accountId))
      .orderBy(asc(messageTagGroups.createdAt), asc(messageTagGroups.id)),
    db.select().from(messageTagGroupApps).where(eq(messageTagGroupApps.accountId, accountId)),
  ])
  return { groups, groupOfApp: new Map(members.map((member) => [member.appId, member.groupId])) }
}

export async function tagGroupNameTaken(db: Queryable, accountId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messageTagGroups.id })
    .from(messageTagGroups)
    .where(and(eq(messageTagGroups.accountId, accountId), eq(messageTagGroups.name, name)))
  return row !== undefined
}

/** Creates a group holding `appIds` (moved out of their former groups); 409 when the name is taken. */
export async function createTagGroup(db: Database, accountId: string, name: string, appIds: number[]): Promise<number> {
  return await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(messageTagGroups)
      .values({ accountId, name })
      .onConflictDoNothing()
      .returning({ id: messageTagGroups.id })
    if (!group) throw new ApiError(409, '分组名称已存在')
    for (const appId of appIds) {
      await tx
        .insert(messageTagGroupApps)
        .values({ accountId, appId, groupId: group.id })
        .onConflictDoUpdate({ target: [messageTagGroupApps.accountId, messageTagGroupApps.appId], set: { groupId: group.id } })
    }
    return group.id
  })
}

/** Puts an app into one of the user's groups; false when the group is not the user's. */
export async function moveToTagGroup(db: Queryable, accountId: string, appId: number, groupId: number): Promise<boolean> {
  const [group] = await db
    .select({ id: messageTagGroups.id })
    .from(messageTagGroups)
    .where(and(eq(messageTagGroups.id, groupId), eq(messageTagGroups.accountId, accountId)))
  if (!group) return false
  await db
    .insert(messageTagGroupApps)
    .values({ accountId, appId, groupId })
    .onConflictDoUpdate({ target: [messageTagGroupApps.accountId, messageTagGroupApps.appId], set: { groupId } })
  return true
}

export async function removeFromTagGroup(db: Queryable, accountId: string, appId: number): Promise<void> {
  await db.delete(messageTagGroupApps).where(and(eq(messageTagGroupApps.accountId, accountId), eq(messageTagGroupApps.appId, appId)))
}
