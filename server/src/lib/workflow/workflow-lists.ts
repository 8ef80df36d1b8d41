import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import {
  flowApplications,
  flowTasks,
  type FlowApplicationStatus,
  type FlowApplicationType,
  type FlowRouteStep,
  formDefinitions,
  type FlowTaskStatus,
} from '../../db/schema/index'
import type { TaskListItem, TaskListQuery } from '@contract/workflow'
import { escapeLike } from '../message-center/message-records'
import type { FormFieldDefinition } from '@contract/form-fields'
import { ACTION_NAMES, STATUS_NAMES, summaryOf } from './workflow-definitions'
import { paginate } from '../paginate'
import { type Actor, overdueHours, overdueHoursOf } from './workflow-common'

// The task lists by level (to do, done, mine, circulated) and the counts of the badges.
interface ListRow extends Record<string, unknown> {
  id: number
  serial_no: string
  type: FlowApplicationType
  title: string
  form: Record<string, unknown>
  def_fields: FormFieldDefinition[]
  def_summary: string
  type_name: string
  route: FlowRouteStep[]
  status: FlowApplicationStatus
  current_step: number
  created_at: Date
  submitted_at: Date | null
  initiator_username: string
  initiator_name: string
  task_id: number | null
  task_status: FlowTaskStatus | null
  task_created: Date | null
  handled_at: Date | null
  circulation_id: number | null
  read_at: Date | null
  total: number
  /** The stored `overdue` setting, read with the page. */
  overdue_setting: unknown
}

/**
 * The channel on which the database announces what the task lists depend on (migration 0042), at commit:
 * `account:<id>` for each handler, initiator and circulation party of a changed task, application or circulation;
 * `all` when form definitions, the global settings or a person's name change.
 */
export const TASK_LIST_CHANNEL = 'portal_task_lists'

/** When a page stops being true by itself: the first deadline of a task on it that is not overdue yet. */
export function pageExpiresAt(page: { items: TaskListItem[] }): number {
  let until = Number.POSITIVE_INFINITY
  for (const item of page.items) {
    if (item.deadline === null || item.overdue) continue
    until = Math.min(until, Date.parse(item.deadline))
  }
  return until
}

const HANDLED = sql`('approved','rejected','transferred','returned')`

/** The paged list for one level (spec §3 task settings). */
export async function listByLevel(db: Database, actor: Actor, query: TaskListQuery) {
  const me = actor.accountId
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const keyword = query.keyword?.trim()
  const filters: SQL[] = []
  if (query.type) filters.push(sql`a.type = ${query.type}`)
  if (keyword) filters.push(sql`(a.title ILIKE ${`%${escapeLike(keyword)}%`} OR a.serial_no ILIKE ${`%${escapeLike(keyword)}%`})`)
  const extra = filters.length > 0 ? sql` AND ${sql.join(filters, sql` AND `)}` : sql``

  // Tasks and circulations are joined to their applications only when a filter reads them.
  const joinApplications = (own: SQL, alias: SQL) =>
    filters.length > 0 ? sql`${own} JOIN flow_applications a ON a.id = ${alias}.application_id` : own
  let from: SQL
  let application = sql`a.id`
  let where: SQL
  let order: SQL
  let columns = sql`NULL::int AS task_id, NULL::text AS task_status, NULL::timestamptz AS task_created, NULL::timestamptz AS handled_at, NULL::int AS circulation_id, NULL::timestamptz AS read_at`
  const taskColumns = sql`t.id AS task_id, t.status AS task_status, t.created_at AS task_created, t.handled_at, NULL::int AS circulation_id, NULL::timestamptz AS read_at`
  switch (query.level) {
    case 'myTodo':
      columns = taskColumns
      from = joinApplications(sql`flow_tasks t`, sql`t`)
      application = sql`t.application_id`
      where = sql`t.handler_id = ${me} AND t.status = 'pending'`
      order = sql`t.created_at DESC, t.id DESC`
      break
    case 'myDone':
      columns = taskColumns
      from = joinApplications(sql`flow_tasks t`, sql`t`)
      application = sql`t.application_id`
      where = sql`t.handler_id = ${me} AND t.status IN ${HANDLED}`
      order = sql`t.handled_at DESC, t.id DESC`
      break
    case 'myRequest':
      from = sql`flow_applications a`
      where = sql`a.initiator_id = ${me} AND a.status <> 'draft'`
      order = sql`a.submitted_at DESC NULLS LAST, a.id DESC`
      break
    case 'progress':
    case 'finish':
    case 'break':
    case 'hang':
      from = sql`flow_applications a`
      where = sql`a.initiator_id = ${me} AND a.status = ${query.level}`
      order = sql`a.submitted_at DESC NULLS LAST, a.id DESC`
      break
    case 'myDraft':
      from = sql`flow_applications a`
      where = sql`a.initiator_id = ${me} AND a.status = 'draft'`
      order = sql`a.updated_at DESC, a.id DESC`
      break
    case 'myReaded':
    case 'toMe':
    case 'Meto': {
      columns = sql`NULL::int AS task_id, NULL::text AS task_status, NULL::timestamptz AS task_created, NULL::timestamptz AS handled_at, c.id AS circulation_id, c.read_at`
      from = joinApplications(sql`flow_circulations c`, sql`c`)
      application = sql`c.application_id`
      where =
        query.level === 'Meto'
          ? sql`c.from_id = ${me}`
          : query.level === 'toMe'
            ? sql`c.to_id = ${me}`
            : sql`c.to_id = ${me} AND c.read_at IS NOT NULL`
      order = query.level === 'toMe' ? sql`(c.read_at IS NULL) DESC, c.created_at DESC, c.id DESC` : sql`c.created_at DESC, c.id DESC`
      break
    }
  }
  // The page is chosen first, from the narrow rows; only its own rows are joined to their forms and definitions.
  const page = await runList(
    db,
    sql`
    WITH page AS (
      SELECT ${application} AS application_id, ${columns}, row_number() OVER (ORDER BY ${order}) AS position
        FROM ${from}
       WHERE ${where}${extra}
       ORDER BY ${order}
       LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}
    )
    SELECT a.id, a.serial_no, a.type, a.title, a.form, a.route, a.status, a.current_step, a.created_at, a.submitted_at,
           v.fields AS def_fields, v.summary AS def_summary, d.name AS type_name,
           i.username AS initiator_username, i.display_name AS initiator_name,
           p.task_id, p.task_status, p.task_created, p.handled_at, p.circulation_id, p.read_at,
           (SELECT count(*)::int FROM ${from} WHERE ${where}${extra}) AS total,
           (SELECT value FROM flow_global_settings WHERE type = 'overdue') AS overdue_setting
      FROM page p JOIN flow_applications a ON a.id = p.application_id JOIN accounts i ON i.id = a.initiator_id
      JOIN form_definition_versions v ON v.id = a.definition_version_id JOIN form_definitions d ON d.code = v.code
     ORDER BY p.position`,
    pageNum,
    pageSize,
  )
  if (page.items.length === 0 && pageNum > 1) {
    // Past the last page the count has no row to ride on: count separately.
    const [counted] = await preparedRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}${extra}`)
    page.total = counted?.n ?? 0
  }
  return page
}

async function runList(db: Database, query: SQL, pageNum: number, pageSize: number) {
  const rows = await preparedRows<ListRow>(db, query)
  const hours = overdueHoursOf(rows[0]?.overdue_setting)
  const total = rows[0]?.total ?? 0
  const now = Date.now()
  const records: TaskListItem[] = rows.map((row) => {
    const pending = row.task_status === 'pending' && row.task_created !== null
    // A step's own overdue hours win over the global rule (pending items are always at the current step).
    const stepHours = row.route[row.current_step]?.overdueHours ?? hours
    const deadline = pending && Number.isFinite(stepHours) ? new Date(new Date(row.task_created!).getTime() + stepHours * 3_600_000) : null
    const status = row.status
    return {
      id: row.id,
      taskId: row.task_id,
      circulationId: row.circulation_id,
      serialNo: row.serial_no,
      type: row.type,
      typeName: row.type_name,
      title: row.title,
      summary: summaryOf({ fields: row.def_fields, summary: row.def_summary }, row.form, status),
      initiator: { username: row.initiator_username, name: row.initiator_name },
      status,
      statusName: STATUS_NAMES[status],
      currentStepName: status === 'progress' ? (row.route[row.current_step]?.name ?? '') : '',
      createTime: new Date(row.created_at).toISOString(),
      submitTime: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
      handleTime: row.handled_at && row.task_status !== 'pending' ? new Date(row.handled_at).toISOString() : null,
      handleAction:
        row.task_status && row.task_status !== 'pending'
          ? (ACTION_NAMES[
              { approved: 'approve', rejected: 'reject', transferred: 'transfer', returned: 'return' }[row.task_status as string] ?? ''
            ] ?? null)
          : null,
      overdue: deadline !== null && deadline.getTime() < now,
      deadline: deadline?.toISOString() ?? null,
      isRead: row.circulation_id === null ? true : row.read_at !== null,
    }
  })
  return paginate(records, total, { pageNum, pageSize })
}

// circulation

export async function todoCounts(db: Queryable, accountId: string) {
  const hours = await overdueHours(db)
  const overdueCut = Number.isFinite(hours) ? new Date(Date.now() - hours * 3_600_000) : new Date(0)
  const result = await db.execute<{
    todo: number
    overdue: number
    to_me_unread: number
    personal_todo: number
    draft: number
    request_progress: number
  }>(sql`
    SELECT
      (SELECT count(*)::int FROM flow_tasks WHERE handler_id = ${accountId} AND status = 'pending') AS todo,
      (SELECT count(*)::int FROM flow_tasks WHERE handler_id = ${accountId} AND status = 'pending' AND created_at < ${overdueCut.toISOString()}::timestamptz) AS overdue,
      (SELECT count(*)::int FROM flow_circulations WHERE to_id = ${accountId} AND read_at IS NULL) AS to_me_unread,
      (SELECT count(*)::int FROM personal_todos p WHERE NOT p.done AND (p.creator_id = ${accountId}
          OR EXISTS (SELECT 1 FROM personal_todo_executors e WHERE e.todo_id = p.id AND e.account_id = ${accountId}))) AS personal_todo,
      (SELECT count(*)::int FROM flow_applications WHERE initiator_id = ${accountId} AND status = 'draft') AS draft,
      (SELECT count(*)::int FROM flow_applications WHERE initiator_id = ${accountId} AND status = 'progress') AS request_progress`)
  const row = result.rows[0]!
  return {
    todo: row.todo,
    overdue: Number.isFinite(hours) ? row.overdue : 0,
    toMeUnread: row.to_me_unread,
    personalTodo: row.personal_todo,
    draft: row.draft,
    requestProgress: row.request_progress,
  }
}

export async function appsCount(db: Queryable, accountId: string) {
  const rows = await db
    .select({ type: flowApplications.type, n: sql<number>`count(*)::int` })
    .from(flowTasks)
    .innerJoin(flowApplications, eq(flowApplications.id, flowTasks.applicationId))
    .where(and(eq(flowTasks.handlerId, accountId), eq(flowTasks.status, 'pending')))
    .groupBy(flowApplications.type)
  const byType = new Map(rows.map((row) => [row.type, row.n]))
  const forms = await db
    .select({ code: formDefinitions.code, name: formDefinitions.name })
    .from(formDefinitions)
    .orderBy(formDefinitions.sort, formDefinitions.code)
  return forms.map((form) => ({ type: form.code as FlowApplicationType, typeName: form.name, todo: byType.get(form.code) ?? 0 }))
}
