import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  accountAvatars,
  accounts,
  deletionRequests,
  feedbackEntries,
  feedbackReplies,
  loginEvents,
  orgUnits,
  portalSettings,
} from '../../db/schema/index'
import type { FeedbackEntry, LoginEvent } from '@contract/personal'
import type { PageArgs } from '../paginate'
import { currentVersion } from './agreements-repository'

/** The person with the name of their unit and the units above it (school first). */
export async function profileOf(db: Database, accountId: string) {
  const [row] = await db
    .select({ account: accounts, avatarAt: accountAvatars.updatedAt })
    .from(accounts)
    .leftJoin(accountAvatars, eq(accountAvatars.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
  if (!row) return undefined
  const units = await db.select({ code: orgUnits.code, name: orgUnits.name, parentCode: orgUnits.parentCode }).from(orgUnits)
  const byCode = new Map(units.map((u) => [u.code, u]))
  const path: string[] = []
  for (let code = row.account.orgCode; code && path.length < 10; code = byCode.get(code)?.parentCode ?? null) {
    const unit = byCode.get(code)
    if (!unit) break
    path.unshift(unit.name)
  }
  return { account: row.account, avatarAt: row.avatarAt, orgName: path.at(-1) ?? '', orgPath: path.join(' / ') }
}

export async function recordLogin(db: Database, event: { accountId: string; method: string; device: string; address: string; at: Date }) {
  await db.insert(loginEvents).values(event)
}

export async function loginHistory(db: Database, accountId: string, page?: PageArgs) {
  const mine = eq(loginEvents.accountId, accountId)
  const query = db.select().from(loginEvents).where(mine).orderBy(desc(loginEvents.at), desc(loginEvents.id))
  const [rows, [counted]] = await Promise.all([
    page ? query.limit(page.pageSize).offset(page.offset) : query,
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(loginEvents)
      .where(mine),
  ])
  const items: LoginEvent[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    method: r.method,
    device: r.device,
    address: r.address,
  }))
  return { items, total: counted?.total ?? 0 }
}

export async function saveNickname(db: Database, accountId: string, nickname: string) {
  await db.update(accounts).set({ nickname }).where(eq(accounts.id, accountId))
}

/** Sets the nickname only while the person has none (WeChat sign-in offers one; a chosen one is never replaced). */
export async function fillEmptyNickname(db: Database, accountId: string, nickname: string) {
  await db
    .update(accounts)
    .set({ nickname })
    .where(and(eq(accounts.id, accountId), isNull(accounts.nickname)))
}

export async function saveAvatar(db: Database, accountId: string, image: Buffer, contentType: string, at: Date) {
  await db
    .insert(accountAvatars)
    .values({ accountId, image, contentType, updatedAt: at })
    .onConflictDoUpdate({ target: accountAvatars.accountId, set: { image, contentType, updatedAt: at } })
}

export async function avatarOf(db: Database, accountId: string) {
  const [row] = await db.select().from(accountAvatars).where(eq(accountAvatars.accountId, accountId))
  return row
}

/** Avatar versions of several people at once (the message centre shows senders' avatars). */
export async function avatarTimes(db: Database, accountIds: string[]) {
  if (accountIds.length === 0) return new Map<string, Date>()
  const rows = await db
    .select({ accountId: accountAvatars.accountId, at: accountAvatars.updatedAt })
    .from(accountAvatars)
    .where(inArray(accountAvatars.accountId, accountIds))
  return new Map(rows.map((r) => [r.accountId, r.at]))
}

// feedback

export async function feedbackPage(db: Database, accountId: string, page?: PageArgs) {
  const mine = eq(feedbackEntries.accountId, accountId)
  const query = db.select().from(feedbackEntries).where(mine).orderBy(desc(feedbackEntries.createdAt), desc(feedbackEntries.id))
  const [rows, [counted]] = await Promise.all([
    page ? query.limit(page.pageSize).offset(page.offset) : query,
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(feedbackEntries)
      .where(mine),
  ])
  const replies = rows.length
    ? await db
        .select()
        .from(feedbackReplies)
        .where(
          inArray(
            feedbackReplies.feedbackId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(feedbackReplies.createdAt)
    : []
  const items: FeedbackEntry[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    content: r.content,
    contact: r.contact,
    images: r.images,
    createdAt: r.createdAt.toISOString(),
    replies: replies
      .filter((reply) => reply.feedbackId === r.id)
      .map((reply) => ({ authorName: reply.authorName, content: reply.content, createdAt: reply.createdAt.toISOString() })),
  }))
  return { items, total: counted?.total ?? 0 }
}

export async function addFeedback(db: Database, entry: typeof feedbackEntries.$inferInsert) {
  const [row] = await db.insert(feedbackEntries).values(entry).returning()
  return row!
}

export async function feedbackExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: feedbackEntries.id }).from(feedbackEntries).where(eq(feedbackEntries.id, id))
  return rows.length > 0
}

/** A reply through the portal's own admin endpoint; an open feedback then counts as replied in the console's inbox too. */
export async function addFeedbackReply(db: Database, feedbackId: number, authorName: string, content: string, at: Date) {
  await db.transaction(async (tx) => {
    await tx.insert(feedbackReplies).values({ feedbackId, authorName, content, createdAt: at })
    await tx
      .update(feedbackEntries)
      .set({ status: 'replied' })
      .where(and(eq(feedbackEntries.id, feedbackId), eq(feedbackEntries.status, 'open')))
  })
}

// agreements

export interface CurrentAgreement {
  title: string
  version: string
  updatedAt: string
  content: string
}

/** The privacy policy in force (its newest published version), read fresh: a new version must be asked for at once. */
export async function currentAgreement(db: Database): Promise<CurrentAgreement> {
  const row = await currentVersion(db, 'privacy')
  return {
    title: row?.title ?? '',
    version: row?.version ?? '',
    updatedAt: row ? row.publishedAt.toISOString().slice(0, 10) : '',
    content: row?.content ?? '',
  }
}

export async function policySections(db: Database): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ value: portalSettings.value })
    .from(portalSettings)
    .where(eq(portalSettings.name, 'privacy-policy-sections'))
  return row?.value ?? {}
}

// deletion requests

export async function pendingDeletion(db: Database, accountId: string) {
  const [row] = await db
    .select()
    .from(deletionRequests)
    .where(and(eq(deletionRequests.accountId, accountId), isNull(deletionRequests.cancelledAt), isNull(deletionRequests.carriedOutAt)))
    .orderBy(desc(deletionRequests.requestedAt))
    .limit(1)
  return row
}

export async function requestDeletion(db: Database, accountId: string, reason: string, at: Date, effectiveAt: Date) {
  const [row] = await db.insert(deletionRequests).values({ accountId, reason, requestedAt: at, effectiveAt }).returning()
  return row!
}

export async function cancelDeletion(db: Database, id: number, at: Date) {
  // A request already carried out stays so (the account is closed by then).
  await db
    .update(deletionRequests)
    .set({ cancelledAt: at })
    .where(and(eq(deletionRequests.id, id), isNull(deletionRequests.carriedOutAt)))
}
