import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { FormChain } from '@contract/form-chain'
import type { FormFieldDefinition } from '@contract/form-fields'
import { accounts } from './accounts'

/** The code of a form definition (leave, reimbursement, roomBooking, enrolmentProof or one an operator designed). */
export type FlowApplicationType = string
export type FlowApplicationStatus = 'draft' | 'progress' | 'finish' | 'break' | 'hang'
export type FlowTaskStatus = 'pending' | 'approved' | 'rejected' | 'transferred' | 'returned' | 'closed'
export type FlowActionKind = 'submit' | 'approve' | 'reject' | 'transfer' | 'return' | 'circulate' | 'withdraw'

export interface FlowAttachment {
  name: string
  url: string
  size: number
}
/**
 * A step as routed when the application was submitted (handlers are account ids, resolved again when the step
 * starts); `mode` all: every handler approves before the flow moves on; `overdueHours` overrides the global rule.
 */
export interface FlowRouteStep {
  name: string
  handlerIds: string[]
  mode?: 'any' | 'all'
  overdueHours?: number
  /** The chain step (index in the version's chain) this came from. */
  source?: number
}

/** A form-flow service's form: its code is the service's appId and the applications' type. */
export const formDefinitions = pgTable('form_definitions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Serial number prefix (QJ, BX, …). */
  prefix: text('prefix').notNull(),
  /** Order in the portal's lists of forms. */
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type FormVersionStatus = 'draft' | 'published'

/**
 * A version of a form: fields, approval chain and summary template. Published versions never change; at most one
 * draft per form. An application keeps the version it started on.
 */
export const formDefinitionVersions = pgTable(
  'form_definition_versions',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => formDefinitions.code, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').$type<FormVersionStatus>().notNull(),
    fields: jsonb('fields').$type<FormFieldDefinition[]>().notNull(),
    chain: jsonb('chain').$type<FormChain>().notNull(),
    /** `{field}` placeholders; empty: the first two answers. */
    summary: text('summary').notNull().default(''),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    publishedBy: uuid('published_by').references(() => accounts.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('form_definition_versions_code_version_key').on(table.code, table.version),
    uniqueIndex('form_definition_versions_one_draft_idx')
      .on(table.code)
      .where(sql`status = 'draft'`),
    check('form_definition_versions_status_check', sql`${table.status} in ('draft', 'published')`),
  ],
)

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
    /**
     * The form version the application started on (fields, chain and summary come from it). Never null (the check):
     * a check rather than NOT NULL so migration 0033 could fill the rows already there before it applied.
     */
    definitionVersionId: integer('definition_version_id').references(() => formDefinitionVersions.id, { onDelete: 'restrict' }),
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
  (table) => [
    index('flow_applications_initiator_idx').on(table.initiatorId, table.status, table.createdAt.desc()),
    check('flow_applications_definition_version_check', sql`${table.definitionVersionId} is not null`),
  ],
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
