import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { ecardAccounts, ecardTransactions, libraryLoans, mailboxMessages, researchRecords } from '../../db/schema/index'
import { BOOK_MAX_RENEWALS, ECARD_LOW_BALANCE, type BookLoan, type ECard, type ECardTransaction, type Research } from '@contract/personal'
import type { PageArgs } from '../paginate'

const DAY = 86_400_000
/** A loan due within this many days counts as "due soon". */
export const DUE_SOON_DAYS = 3
const RENEW_DAYS = 30
/** The institution's clock: months of transactions are Beijing months. */
const ZONE_OFFSET = '+08:00'

const yuan = (fen: number) => Math.round(fen) / 100

export function toECard(row: typeof ecardAccounts.$inferSelect): ECard {
  return { cardNo: row.cardNo, balance: yuan(row.balanceFen), status: row.status, lowBalance: row.balanceFen < ECARD_LOW_BALANCE * 100 }
}

export async function ecardOf(db: Database, accountId: string) {
  const [row] = await db.select().from(ecardAccounts).where(eq(ecardAccounts.accountId, accountId))
  return row
}

/** Sets the card's status; returns the card, or undefined when the person has none. */
export async function setECardStatus(db: Database, accountId: string, status: 'normal' | 'lost', at: Date) {
  const [row] = await db
    .update(ecardAccounts)
    .set({ status, statusChangedAt: at })
    .where(eq(ecardAccounts.accountId, accountId))
    .returning()
  return row
}

function toTransaction(row: typeof ecardTransactions.$inferSelect): ECardTransaction {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    amount: yuan(row.amountFen),
    balanceAfter: yuan(row.balanceAfterFen),
    merchant: row.merchant,
    kind: row.kind,
  }
}

/** One page of a month's transactions (newest first) with the month's totals. */
export async function transactionsOfMonth(db: Database, accountId: string, month: string, page: PageArgs) {
  const start = new Date(`${month}-01T00:00:00${ZONE_OFFSET}`)
  const [y, m] = month.split('-').map(Number) as [number, number]
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
  const end = new Date(`${next}-01T00:00:00${ZONE_OFFSET}`)
  const where = and(
    eq(ecardTransactions.accountId, accountId),
    gte(ecardTransactions.occurredAt, start),
    lt(ecardTransactions.occurredAt, end),
  )
  const [rows, [totals]] = await Promise.all([
    db.select().from(ecardTransactions).where(where).orderBy(desc(ecardTransactions.occurredAt)).limit(page.pageSize).offset(page.offset),
    db
      .select({
        total: sql<number>`count(*)::int`,
        spent: sql<number>`coalesce(-sum(${ecardTransactions.amountFen}) filter (where ${ecardTransactions.amountFen} < 0), 0)::int`,
        toppedUp: sql<number>`coalesce(sum(${ecardTransactions.amountFen}) filter (where ${ecardTransactions.amountFen} > 0), 0)::int`,
      })
      .from(ecardTransactions)
      .where(where),
  ])
  return {
    rows: rows.map(toTransaction),
    total: totals?.total ?? 0,
    spent: yuan(totals?.spent ?? 0),
    toppedUp: yuan(totals?.toppedUp ?? 0),
  }
}

export async function allTransactions(db: Database, accountId: string): Promise<ECardTransaction[]> {
  const rows = await db
    .select()
    .from(ecardTransactions)
    .where(eq(ecardTransactions.accountId, accountId))
    .orderBy(desc(ecardTransactions.occurredAt))
  return rows.map(toTransaction)
}

export function toLoan(row: typeof libraryLoans.$inferSelect, now: Date): BookLoan {
  const overdue = row.dueAt.getTime() < now.getTime()
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    barcode: row.barcode,
    borrowedAt: row.borrowedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    renewCount: row.renewCount,
    overdue,
    dueSoon: !overdue && row.dueAt.getTime() - now.getTime() <= DUE_SOON_DAYS * DAY,
    canRenew: !overdue && row.renewCount < BOOK_MAX_RENEWALS,
  }
}

export async function loansOf(db: Database, accountId: string, now: Date): Promise<BookLoan[]> {
  const rows = await db.select().from(libraryLoans).where(eq(libraryLoans.accountId, accountId)).orderBy(asc(libraryLoans.dueAt))
  return rows.map((row) => toLoan(row, now))
}

export async function loanOf(db: Database, accountId: string, id: number) {
  const [row] = await db
    .select()
    .from(libraryLoans)
    .where(and(eq(libraryLoans.id, id), eq(libraryLoans.accountId, accountId)))
  return row
}

/** Adds 30 days to the loan, counted from its due date (the library's rule). */
export async function renewLoan(db: Database, loan: typeof libraryLoans.$inferSelect) {
  const [row] = await db
    .update(libraryLoans)
    .set({ dueAt: new Date(loan.dueAt.getTime() + RENEW_DAYS * DAY), renewCount: loan.renewCount + 1 })
    .where(and(eq(libraryLoans.id, loan.id), eq(libraryLoans.renewCount, loan.renewCount)))
    .returning()
  return row
}

export async function mailOf(db: Database, accountId: string, limit?: number) {
  const query = db.select().from(mailboxMessages).where(eq(mailboxMessages.accountId, accountId)).orderBy(desc(mailboxMessages.receivedAt))
  const [rows, [count]] = await Promise.all([
    limit ? query.limit(limit) : query,
    db
      .select({ unread: sql<number>`count(*)::int` })
      .from(mailboxMessages)
      .where(and(eq(mailboxMessages.accountId, accountId), eq(mailboxMessages.unread, true))),
  ])
  return {
    unread: count?.unread ?? 0,
    items: rows.map((r) => ({ id: r.id, sender: r.sender, subject: r.subject, receivedAt: r.receivedAt.toISOString(), unread: r.unread })),
  }
}

export async function researchOf(db: Database, accountId: string): Promise<Research> {
  const rows = await db.select().from(researchRecords).where(eq(researchRecords.accountId, accountId)).orderBy(desc(researchRecords.year))
  const item = (r: (typeof rows)[number]) => ({
    id: r.id,
    title: r.title,
    venue: r.venue,
    year: r.year,
    role: r.role,
    fundingWan: r.fundingWan,
  })
  return { papers: rows.filter((r) => r.kind === 'paper').map(item), projects: rows.filter((r) => r.kind === 'project').map(item) }
}
