import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

export type FlowApplicationType = 'leave' | 'reimbursement' | 'roomBooking' | 'enrolmentProof'
export type FlowApplicationStatus = 'draft' | 'progress' | 'finish' | 'break' | 'hang'
export type FlowTaskStatus = 'pending' | 'approved' | 'rejected' | 'transferred' | 'returned' | 'closed'
export type FlowActionKind = 'submit' | 'approve' | 'reject' | 'transfer' | 'return' | 'circulate' | 'withdraw'

export interface FlowAttachment {
  name: string
  url: string
  size: number
}
/** A step as routed when the application was submitted (handlers are account ids). */
export interface FlowRouteStep {
  name: string
  handlerIds: string[]
}

/** An application started by a user; `version` changes with every transition (optimistic guard). */
export const flowApplications = pgTable(
  'flow_applications',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull().unique(),
    type: text('type').$type<FlowApplicationType>().notNull(),
    title: text('title').notNull(),
    initiatorId: uuid('initiator_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    attachments: jsonb('attachments')
      .$type<FlowAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    route: jsonb('route')
      .$type<FlowRouteStep[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<FlowApplicationStatus>().notNull(),
    currentStep: integer('current_step').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('flow_applications_initiator_idx').on(table.initiatorId, table.status, table.createdAt.desc())],
)

/** A work item: one candidate handler of one step. */
export const flowTasks = pgTable(
  'flow_tasks',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => flowApplications.id, { onDelete: 'cascade' }),
    stepIndex: integer('step_index').notNull(),
    stepName: text('step_name').notNull(),
    handlerId: uuid('handler_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<FlowTaskStatus>().notNull().default('pending'),
    opinion: text('opinion').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    index('flow_tasks_pending_idx')
      .on(table.handlerId, table.createdAt.desc())
      .where(sql`status = 'pending'`),
    index('flow_tasks_handler_idx').on(table.handlerId, table.handledAt.desc()),
    index('flow_tasks_application_idx').on(table.applicationId),
  ],
)

/** Handling record (办理记录): every submission, decision and circulation, oldest first. */
export const flowActions = pgTable(
  'flow_actions',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => flowApplications.id, { onDelete: 'cascade' }),
    stepName: text('step_name').notNull(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    action: text('action').$type<FlowActionKind>().notNull(),
    opinion: text('opinion').notNull().default(''),
    targetId: uuid('target_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('flow_actions_application_idx').on(table.applicationId, table.createdAt)],
)

export const flowCirculations = pgTable(
  'flow_circulations',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => flowApplications.id, { onDelete: 'cascade' }),
    fromId: uuid('from_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('flow_circulations_to_idx').on(table.toId, table.createdAt.desc()),
    index('flow_circulations_from_idx').on(table.fromId, table.createdAt.desc()),
  ],
)

export const personalTodos = pgTable(
  'personal_todos',
  {
    id: serial('id').primaryKey(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }),
    reminderTimes: jsonb('reminder_times')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    done: boolean('done').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('personal_todos_creator_idx').on(table.creatorId, table.createdAt.desc())],
)

export const personalTodoExecutors = pgTable(
  'personal_todo_executors',
  {
    todoId: integer('todo_id')
      .notNull()
      .references(() => personalTodos.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.todoId, table.accountId] }), index('personal_todo_executors_account_idx').on(table.accountId)],
)

export interface PersonOverdueSettingValue {
  remind: boolean
  remindBeforeHours: number
  channels: Array<'site' | 'sms' | 'email' | 'wechat'>
}

export const flowPersonSettings = pgTable('flow_person_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  overdue: jsonb('overdue').$type<PersonOverdueSettingValue>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Named global task settings (taskLevels, overdue, batchApproval). */
export const flowGlobalSettings = pgTable('flow_global_settings', {
  type: text('type').primaryKey(),
  name: text('name').notNull(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
