import { sql } from 'drizzle-orm'
import { boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'
import { personalTodos } from './workflow'

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
    /** Other phrasings of the whole question (相似问法, edited in the console; matched like the question). */
    similar: text('similar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 热门问题: shown first on the robot page, in `sort` order (then the most asked fill the list). */
    hot: boolean('hot').notNull().default(false),
    category: text('category').notNull().default(''),
    sources: jsonb('sources').$type<RobotSource[]>().notNull().default([]),
    /** Question, keywords and answer as search terms (lib/search/search-text), written with the row. */
    terms: tsvector('terms').notNull(),
    askCount: integer('ask_count').notNull().default(0),
    helpful: integer('helpful').notNull().default(0),
    unhelpful: integer('unhelpful').notNull().default(0),
    sort: integer('sort').notNull().default(100),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    /** The service-desk chat (转人工 until 结束) a message to or from the staff belongs to. */
    sessionId: integer('session_id').references(() => kfSessions.id, { onDelete: 'set null' }),
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

export type KfSessionStatus = 'waiting' | 'active' | 'closed'

/**
 * One service-desk chat: opened by a user's first message to the staff (waiting in the queue), taken by an agent
 * (active; 转接 hands it to another on-duty agent), 结束 with a summary. One open chat per user.
 */
export const kfSessions = pgTable(
  'kf_sessions',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<KfSessionStatus>().notNull().default('waiting'),
    agentId: uuid('agent_id').references(() => accounts.id, { onDelete: 'set null' }),
    summary: text('summary').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('kf_sessions_open_idx')
      .on(table.accountId)
      .where(sql`${table.status} <> 'closed'`),
    index('kf_sessions_status_idx').on(table.status, table.id),
    check('kf_sessions_status_check', sql`${table.status} in ('waiting', 'active', 'closed')`),
  ],
)

/** 快捷回复: the desk's shared canned answers, in order. */
export const kfCannedAnswers = pgTable('kf_canned_answers', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  sort: integer('sort').notNull().default(100),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** 未解决问题: a question the robot had no answer for, counted; resolved when the desk adds an answer for it. */
export const kfUnanswered = pgTable('kf_unanswered', {
  id: serial('id').primaryKey(),
  question: text('question').notNull().unique(),
  askCount: integer('ask_count').notNull().default(1),
  lastAskedAt: timestamp('last_asked_at', { withTimezone: true }).notNull().defaultNow(),
  faqId: integer('faq_id').references(() => kfFaqs.id, { onDelete: 'set null' }),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
})

/** 留言: a message left while nobody was on duty; also the staff's personal to-do, done when the desk handles it. */
export const kfLeftMessages = pgTable(
  'kf_left_messages',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    todoId: integer('todo_id').references(() => personalTodos.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [index('kf_left_messages_open_idx').on(table.handledAt, table.id)],
)
