import { sql } from 'drizzle-orm'
import { boolean, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export interface RobotSource {
  title: string
  link: string
  /** A service of the service centre: the client opens it by id, through its checks. */
  serviceId?: number
}

/** The customer-service robot's knowledge base: one question with its answer and where the answer comes from. */
export const kfFaqs = pgTable(
  'kf_faqs',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull().unique(),
    answer: text('answer').notNull(),
    /** Other words people use for this question (matched, never shown). */
    keywords: text('keywords').notNull().default(''),
    category: text('category').notNull().default(''),
    sources: jsonb('sources').$type<RobotSource[]>().notNull().default([]),
    /** Question, keywords and answer as search terms (lib/search/search-text), written with the row. */
    terms: tsvector('terms').notNull(),
    askCount: integer('ask_count').notNull().default(0),
    helpful: integer('helpful').notNull().default(0),
    unhelpful: integer('unhelpful').notNull().default(0),
    sort: integer('sort').notNull().default(100),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('kf_faqs_terms_idx').using('gin', table.terms)],
)

/** Short-lived robot tokens (`/kf/getToken`), stored as SHA-256 hashes; the robot calls send them as `userToken`. */
export const kfTokens = pgTable(
  'kf_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('kf_tokens_expires_idx').on(table.expiresAt)],
)

export type KfSender = 'user' | 'robot' | 'agent'

/** One user's dialog: their questions, the robot's answers (rated or not) and the staff's replies after 转人工. */
export const kfMessages = pgTable(
  'kf_messages',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<KfSender>().notNull(),
    /** The staff member who wrote an agent reply. */
    agentId: uuid('agent_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** A user message sent to the staff (转人工) rather than to the robot. */
    toAgent: boolean('to_agent').notNull().default(false),
    content: text('content').notNull(),
    faqId: integer('faq_id').references(() => kfFaqs.id, { onDelete: 'set null' }),
    sources: jsonb('sources').$type<RobotSource[]>().notNull().default([]),
    rating: text('rating').$type<'helpful' | 'unhelpful'>(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('kf_messages_account_idx').on(table.accountId, table.id)],
)

/** Staff on duty for 转人工: online while they say so and were seen in the last minutes. */
export const kfAgents = pgTable('kf_agents', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  online: boolean('online').notNull().default(false),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
})
