import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import {
  accounts,
  flowActions,
  flowApplications,
  flowCirculations,
  flowGlobalSettings,
  flowTasks,
  type FlowActionKind,
  type FlowApplicationStatus,
  type FlowApplicationType,
  type FlowAttachment,
  type FlowRouteStep,
  type FlowTaskStatus,
} from '../../db/schema/index'
import type {
  ApplicationDetail,
  ApplicationRef,
  BatchItemResult,
  FlowStep,
  HandleAction,
  HandleRecordEntry,
  HandleResult,
  PersonRef,
  TaskListItem,
  TaskListQuery,
} from '@contract/workflow'
import { ApiError, badRequest, notFound } from '../common/api-error'
import type { TokenUser } from '../auth/id-tokens'
import { deliverMessage, escapeLike } from '../message-center/message-records'
import {
  ACTION_NAMES,
  displayFields,
  HANDLE_ACTIONS,
  imageFields,
  STATUS_NAMES,
  summaryOf,
  TYPES,
  validateForm,
} from './workflow-definitions'
import { checkFormImages } from './form-images'
import { paginate } from '../paginate'

export type Actor = Pick<TokenUser, 'accountId' | 'username' | 'userName' | 'identityTypeCode'>
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Application = typeof flowApplications.$inferSelect

export const conflict = (message: string): ApiError => new ApiError(409, message)
const ALREADY_HANDLED_BY_OTHER = '该事项已被他人处理'

export const DEFAULT_OVERDUE_HOURS = 72

export async function overdueHours(db: Queryable): Promise<number> {
  const [row] = await db.select({ value: flowGlobalSettings.value }).from(flowGlobalSettings).where(eq(flowGlobalSettings.type, 'overdue'))
  const value = row?.value as { overdueHours?: unknown; enabled?: unknown } | undefined
  if (value?.enabled === false) return Number.POSITIVE_INFINITY
  return typeof value?.overdueHours === 'number' && value.overdueHours > 0 ? value.overdueHours : DEFAULT_OVERDUE_HOURS
}

async function people(db: Queryable, ids: Iterable<string>): Promise<Map<string, PersonRef>> {
  const list = [...new Set(ids)]
  if (list.length === 0) return new Map()
  const rows = await db
    .select({ id: accounts.id, username: accounts.username, name: accounts.displayName })
    .from(accounts)
    .where(inArray(accounts.id, list))
  return new Map(rows.map((row) => [row.id, { username: row.username, name: row.name }]))
}

/** The steps for an initiator: handler usernames resolved to accounts, the initiator left out, empty steps dropped. */
async function routeFor(db: Queryable, actor: Actor, type: FlowApplicationType): Promise<FlowRouteStep[]> {
  const steps = TYPES[type].steps(actor.identityTypeCode)
  const usernames = [...new Set(steps.flatMap((step) => step.handlers))]
  const rows =
    usernames.length === 0
      ? []
      : await db.select({ id: accounts.id, username: accounts.username }).from(accounts).where(inArray(accounts.username, usernames))
  const idOf = new Map(rows.map((row) => [row.username, row.id]))
  const route = steps
    .map((step) => ({
      name: step.name,
      handlerIds: step.handlers.map((name) => idOf.get(name)).filter((id): id is string => id !== undefined && id !== actor.accountId),
    }))
    .filter((step) => step.handlerIds.length > 0)
  if (route.length === 0) throw badRequest('没有可用的审批人，请联系管理员')
  return route
}

const typeName = (type: FlowApplicationType) => TYPES[type].name

async function notify(
  tx: Queryable,
  recipientId: string,
  typeCode: 'flow_todo' | 'flow_result' | 'flow_circulate',
  app: Application,
  title: string,
  content: string,
  senderName: string,
  at: Date,
) {
  await deliverMessage(tx, { recipientId, typeCode, title, content, senderName, flowApplicationId: app.id, createdAt: at })
}

async function createStepTasks(tx: Tx, app: Application, stepIndex: number, at: Date, senderName: string): Promise<void> {
  const step = app.route[stepIndex]
  if (!step) return
  for (const handlerId of step.handlerIds) {
    await tx.insert(flowTasks).values({ applicationId: app.id, stepIndex, stepName: step.name, handlerId, createdAt: at })
    await notify(
      tx,
      handlerId,
      'flow_todo',
      app,
      `待办提醒：${app.title}`,
      `${app.title}（${app.serialNo}）等待您${step.name}。`,
      senderName,
      at,
    )
  }
}

function serialNo(type: FlowApplicationType, id: number, at: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(at)
    .replace(/-/g, '')
  return `${TYPES[type].prefix}${day}${String(id).padStart(5, '0')}`
}

function refOf(app: Application): ApplicationRef {
  return { id: app.id, serialNo: app.serialNo, status: app.status }
}

export interface StartInput {
  type: FlowApplicationType
  form: Record<string, unknown>
  attachments?: FlowAttachment[]
  draftId?: number
}

/** Loads the initiator's own draft / returned application, locked. */
async function ownEditable(tx: Tx, actor: Actor, id: number, type: FlowApplicationType): Promise<Application> {
  const [app] = await tx
    .select()
    .from(flowApplications)
    .where(and(eq(flowApplications.id, id), eq(flowApplications.initiatorId, actor.accountId)))
    .for('update')
  if (!app) throw notFound('申请不存在')
  if (app.status !== 'draft' && app.status !== 'hang') throw conflict('该申请已提交，不能再修改')
  if (app.type !== type) throw badRequest('申请类型与草稿不一致')
  return app
}

/** Saves a draft (any subset of the form). */
export async function saveDraft(db: Database, actor: Actor, input: StartInput, at = new Date()): Promise<ApplicationRef> {
  const form = validateForm(input.type, input.form, true)
  await checkFormImages(db, actor.accountId, input.type, form)
  return await db.transaction(async (tx) => {
    if (input.draftId !== undefined) {
      const app = await ownEditable(tx, actor, input.draftId, input.type)
      if (app.status !== 'draft') throw conflict('已退回的申请请直接修改后提交')
      const [updated] = await tx
        .update(flowApplications)
        .set({
          form,
          attachments: input.attachments ?? app.attachments,
          version: sql`${flowApplications.version} + 1`,
          updatedAt: at,
        })
        .where(eq(flowApplications.id, app.id))
        .returning()
      return refOf(updated!)
    }
    const [created] = await tx
      .insert(flowApplications)
      .values({
        serialNo: `tmp-${crypto.randomUUID()}`,
        type: input.type,
        title: `${actor.userName}的${typeName(input.type)}`,
        initiatorId: actor.accountId,
        form,
        attachments: input.attachments ?? [],
        status: 'draft',
        createdAt: at,
        updatedAt: at,
      })
      .returning()
    const [named] = await tx
      .update(flowApplications)
      .set({ serialNo: serialNo(input.type, created!.id, at) })
      .where(eq(flowApplications.id, created!.id))
      .returning()
    return refOf(named!)
  })
}

/** Submits a new application, a draft, or a returned (hang) application; the first step's handlers get to-dos. */
export async function startApplication(db: Database, actor: Actor, input: StartInput, at = new Date()): Promise<ApplicationRef> {
  const form = validateForm(input.type, input.form, false)
  await checkFormImages(db, actor.accountId, input.type, form)
  const route = await routeFor(db, actor, input.type)
  return await db.transaction(async (tx) => {
    let app: Application
    if (input.draftId !== undefined) {
      const existing = await ownEditable(tx, actor, input.draftId, input.type)
      const [updated] = await tx
        .update(flowApplications)
        .set({
          form,
          attachments: input.attachments ?? existing.attachments,
          route,
          status: 'progress',
          currentStep: 0,
          version: sql`${flowApplications.version} + 1`,
          submittedAt: at,
          finishedAt: null,
          updatedAt: at,
        })
        .where(and(eq(flowApplications.id, existing.id), eq(flowApplications.version, existing.version)))
        .returning()
      if (!updated) throw conflict('申请已被修改，请刷新后重试')
      app = updated
    } else {
      const [created] = await tx
        .insert(flowApplications)
        .values({
          serialNo: `tmp-${crypto.randomUUID()}`,
          type: input.type,
          title: `${actor.userName}的${typeName(input.type)}`,
          initiatorId: actor.accountId,
          form,
          attachments: input.attachments ?? [],
          route,
          status: 'progress',
          createdAt: at,
          submittedAt: at,
          updatedAt: at,
        })
        .returning()
      const [named] = await tx
        .update(flowApplications)
        .set({ serialNo: serialNo(input.type, created!.id, at) })
        .where(eq(flowApplications.id, created!.id))
        .returning()
      app = named!
    }
    await tx
      .insert(flowActions)
      .values({ applicationId: app.id, stepName: '发起申请', actorId: actor.accountId, action: 'submit', createdAt: at })
    await createStepTasks(tx, app, 0, at, actor.userName)
    return refOf(app)
  })
}

export async function deleteDraft(db: Database, actor: Actor, id: number): Promise<void> {
  const deleted = await db
    .delete(flowApplications)
    .where(and(eq(flowApplications.id, id), eq(flowApplications.initiatorId, actor.accountId), eq(flowApplications.status, 'draft')))
    .returning({ id: flowApplications.id })
  if (deleted.length === 0) throw notFound('草稿不存在')
}

export interface HandleInput {
  taskId: number
  action: HandleAction
  opinion?: string
  transferTo?: string
}

const TASK_STATUS_OF: Record<HandleAction, FlowTaskStatus> = {
  approve: 'approved',
  reject: 'rejected',
  transfer: 'transferred',
  return: 'returned',
}

/**
 * One decision on one work item, in one transaction. The application row is locked (FOR UPDATE) and then
 * updated only WHERE status = 'progress' AND version = the version read: of two handlers acting at once,
 * exactly one transitions the application; the other gets 409 and nothing of theirs is written.
 */
export async function handleTask(db: Database, actor: Actor, input: HandleInput, at = new Date()): Promise<HandleResult> {
  const opinion = input.opinion?.trim() ?? ''
  if ((input.action === 'reject' || input.action === 'return') && opinion === '') throw badRequest('请填写处理意见')
  return await db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ applicationId: flowTasks.applicationId })
      .from(flowTasks)
      .where(and(eq(flowTasks.id, input.taskId), eq(flowTasks.handlerId, actor.accountId)))
    if (!mine) throw notFound('待办不存在')
    const [app] = await tx.select().from(flowApplications).where(eq(flowApplications.id, mine.applicationId)).for('update')
    // Re-read the item after the lock: a concurrent decision is visible now.
    const [task] = await tx.select().from(flowTasks).where(eq(flowTasks.id, input.taskId))
    if (!app || !task) throw notFound('待办不存在')
    if (task.status !== 'pending') throw conflict(task.status === 'closed' ? ALREADY_HANDLED_BY_OTHER : '该事项已处理，请勿重复操作')
    if (app.status !== 'progress' || app.currentStep !== task.stepIndex) throw conflict(ALREADY_HANDLED_BY_OTHER)

    let target: { id: string; name: string } | undefined
    if (input.action === 'transfer') {
      if (!input.transferTo) throw badRequest('请选择转办人')
      const [row] = await tx
        .select({ id: accounts.id, name: accounts.displayName })
        .from(accounts)
        .where(eq(accounts.username, input.transferTo))
      if (!row) throw badRequest('转办人不存在')
      if (row.id === actor.accountId) throw badRequest('不能转办给自己')
      if (row.id === app.initiatorId) throw badRequest('不能转办给申请人')
      const [already] = await tx
        .select({ id: flowTasks.id })
        .from(flowTasks)
        .where(
          and(
            eq(flowTasks.applicationId, app.id),
            eq(flowTasks.stepIndex, task.stepIndex),
            eq(flowTasks.handlerId, row.id),
            eq(flowTasks.status, 'pending'),
          ),
        )
      if (already) throw badRequest('对方已是该步骤的办理人')
      target = row
    }

    let status: FlowApplicationStatus = 'progress'
    let nextStep = app.currentStep
    if (input.action === 'approve') {
      if (app.currentStep + 1 < app.route.length) nextStep = app.currentStep + 1
      else status = 'finish'
    } else if (input.action === 'reject') {
      status = 'break'
    } else if (input.action === 'return') {
      if (app.currentStep > 0) nextStep = app.currentStep - 1
      else status = 'hang'
    }

    const [moved] = await tx
      .update(flowApplications)
      .set({
        status,
        currentStep: nextStep,
        version: sql`${flowApplications.version} + 1`,
        finishedAt: status === 'finish' || status === 'break' ? at : null,
        updatedAt: at,
      })
      .where(and(eq(flowApplications.id, app.id), eq(flowApplications.status, 'progress'), eq(flowApplications.version, app.version)))
      .returning()
    if (!moved) throw conflict(ALREADY_HANDLED_BY_OTHER)
    const [decided] = await tx
      .update(flowTasks)
      .set({ status: TASK_STATUS_OF[input.action], opinion, handledAt: at })
      .where(and(eq(flowTasks.id, task.id), eq(flowTasks.status, 'pending')))
      .returning({ id: flowTasks.id })
    if (!decided) throw conflict(ALREADY_HANDLED_BY_OTHER)
    if (input.action !== 'transfer') {
      // The other candidates of this step: their items close (first decision wins).
      await tx
        .update(flowTasks)
        .set({ status: 'closed', handledAt: at })
        .where(and(eq(flowTasks.applicationId, app.id), eq(flowTasks.stepIndex, task.stepIndex), eq(flowTasks.status, 'pending')))
    }
    await tx.insert(flowActions).values({
      applicationId: app.id,
      stepName: task.stepName,
      actorId: actor.accountId,
      action: input.action,
      opinion,
      targetId: target?.id ?? null,
      createdAt: at,
    })

    const name = typeName(app.type)
    if (input.action === 'transfer' && target) {
      await tx
        .insert(flowTasks)
        .values({ applicationId: app.id, stepIndex: task.stepIndex, stepName: task.stepName, handlerId: target.id, createdAt: at })
      await notify(
        tx,
        target.id,
        'flow_todo',
        moved,
        `待办提醒：${app.title}`,
        `${actor.userName}将${app.title}（${app.serialNo}）转办给您，请${task.stepName}。`,
        actor.userName,
        at,
      )
    } else if (status === 'progress') {
      await createStepTasks(tx, moved, nextStep, at, actor.userName)
      const progressText =
        input.action === 'approve'
          ? `您的${name}（${app.serialNo}）已通过${task.stepName}，等待${moved.route[nextStep]?.name ?? '下一步'}。`
          : `您的${name}（${app.serialNo}）在${task.stepName}被退回至${moved.route[nextStep]?.name ?? '上一步'}。意见：${opinion}`
      await notify(
        tx,
        app.initiatorId,
        'flow_result',
        moved,
        `${name}${input.action === 'approve' ? '审批进度' : '已退回上一步'}`,
        progressText,
        actor.userName,
        at,
      )
    } else {
      const titles: Record<string, string> = { finish: `${name}已通过`, break: `${name}已驳回`, hang: `${name}已退回` }
      const verbs: Record<string, string> = { finish: '已审批通过', break: '被驳回', hang: '被退回，请修改后重新提交' }
      const text = `您的${name}（${app.serialNo}）${verbs[status]}。${task.stepName}：${actor.userName}${opinion ? `，意见：${opinion}` : ''}`
      await notify(tx, app.initiatorId, 'flow_result', moved, titles[status]!, text, actor.userName, at)
    }
    return {
      taskId: task.id,
      applicationId: app.id,
      action: input.action,
      status,
      currentStepName: status === 'progress' ? (moved.route[nextStep]?.name ?? '') : '',
    }
  })
}

/** Each item on its own (own transaction, same rules as handleTask); never fails as a whole. */
export async function batchHandle(db: Database, actor: Actor, taskIds: number[], action: 'approve' | 'reject', opinion?: string) {
  const results: BatchItemResult[] = []
  for (const taskId of [...new Set(taskIds)]) {
    try {
      const done = await handleTask(db, actor, { taskId, action, opinion })
      results.push({
        taskId,
        ok: true,
        code: 0,
        message: action === 'approve' ? '已同意' : '已驳回',
        applicationId: done.applicationId,
        status: done.status,
      })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      results.push({ taskId, ok: false, code: error.statusCode, message: error.message, applicationId: null, status: null })
    }
  }
  const succeeded = results.filter((result) => result.ok).length
  return { succeeded, failed: results.length - succeeded, results }
}

// reading
/** Condition: the user takes part in the application (initiator, a handler at any time, circulation either way). */
const involves = (accountId: string): SQL => sql`(
  ${flowApplications.initiatorId} = ${accountId}
  OR EXISTS (SELECT 1 FROM ${flowTasks} WHERE ${flowTasks.applicationId} = ${flowApplications.id} AND ${flowTasks.handlerId} = ${accountId})
  OR EXISTS (SELECT 1 FROM ${flowCirculations} WHERE ${flowCirculations.applicationId} = ${flowApplications.id}
             AND (${flowCirculations.toId} = ${accountId} OR ${flowCirculations.fromId} = ${accountId})))`

export async function visibleApplication(db: Queryable, actor: Actor, id: number): Promise<Application> {
  const [app] = await db
    .select()
    .from(flowApplications)
    .where(and(eq(flowApplications.id, id), involves(actor.accountId)))
  if (!app || (app.status === 'draft' && app.initiatorId !== actor.accountId)) throw notFound('申请不存在')
  return app
}

export async function applicationDetail(db: Queryable, actor: Actor, id: number): Promise<ApplicationDetail> {
  const app = await visibleApplication(db, actor, id)
  const tasks = await db.select().from(flowTasks).where(eq(flowTasks.applicationId, app.id))
  const lastSubmit = app.submittedAt?.getTime() ?? 0
  const names = await people(db, [app.initiatorId, ...app.route.flatMap((step) => step.handlerIds), ...tasks.map((task) => task.handlerId)])
  const steps: FlowStep[] = app.route.map((step, index) => {
    let state: FlowStep['state'] = 'waiting'
    if (app.status === 'finish') state = 'done'
    else if (app.status === 'progress') state = index < app.currentStep ? 'done' : index === app.currentStep ? 'current' : 'waiting'
    else if (app.status === 'break') state = index <= app.currentStep ? 'done' : 'waiting'
    const decided =
      state === 'done'
        ? tasks
            .filter(
              (task) =>
                task.stepIndex === index &&
                task.handledAt &&
                task.handledAt.getTime() >= lastSubmit &&
                ['approved', 'rejected'].includes(task.status),
            )
            .sort((a, b) => b.handledAt!.getTime() - a.handledAt!.getTime())[0]
        : undefined
    const current = tasks.filter((task) => task.stepIndex === index && task.status === 'pending').map((task) => task.handlerId)
    const handlerIds = state === 'current' && current.length > 0 ? current : step.handlerIds
    return {
      index,
      name: step.name,
      handlers: handlerIds.map((handlerId) => names.get(handlerId)).filter((person): person is PersonRef => person !== undefined),
      state,
      handledBy: decided ? (names.get(decided.handlerId) ?? null) : null,
      action: decided ? (ACTION_NAMES[decided.status === 'approved' ? 'approve' : 'reject'] ?? null) : null,
      opinion: decided ? decided.opinion : null,
      handledAt: decided?.handledAt?.toISOString() ?? null,
    }
  })
  const myTask =
    app.status === 'progress'
      ? tasks.find((task) => task.handlerId === actor.accountId && task.status === 'pending' && task.stepIndex === app.currentStep)
      : undefined
  const isInitiator = app.initiatorId === actor.accountId
  return {
    id: app.id,
    serialNo: app.serialNo,
    type: app.type,
    typeName: typeName(app.type),
    title: app.title,
    status: app.status,
    statusName: STATUS_NAMES[app.status],
    initiator: names.get(app.initiatorId) ?? { username: '', name: '' },
    form: app.form,
    fields: displayFields(app.type, app.form),
    attachments: app.attachments,
    images: imageFields(app.type, app.form),
    steps,
    currentStep: app.currentStep,
    myTaskId: myTask?.id ?? null,
    actions: myTask ? HANDLE_ACTIONS : [],
    canEdit: isInitiator && (app.status === 'draft' || app.status === 'hang'),
    canCirculate: app.status !== 'draft' && (isInitiator || tasks.some((task) => task.handlerId === actor.accountId)),
    version: app.version,
    createTime: app.createdAt.toISOString(),
    submitTime: app.submittedAt?.toISOString() ?? null,
    finishTime: app.finishedAt?.toISOString() ?? null,
  }
}

export async function handleRecord(db: Queryable, actor: Actor, id: number): Promise<HandleRecordEntry[]> {
  const app = await visibleApplication(db, actor, id)
  const rows = await db
    .select()
    .from(flowActions)
    .where(eq(flowActions.applicationId, app.id))
    .orderBy(flowActions.createdAt, flowActions.id)
  const names = await people(
    db,
    rows.flatMap((row) => (row.targetId ? [row.actorId, row.targetId] : [row.actorId])),
  )
  return rows.map((row) => ({
    id: row.id,
    stepName: row.stepName,
    actor: names.get(row.actorId) ?? { username: '', name: '' },
    action: row.action as FlowActionKind,
    actionName: ACTION_NAMES[row.action] ?? row.action,
    opinion: row.opinion,
    target: row.targetId ? (names.get(row.targetId) ?? null) : null,
    createTime: row.createdAt.toISOString(),
  }))
}

interface ListRow extends Record<string, unknown> {
  id: number
  serial_no: string
  type: FlowApplicationType
  title: string
  form: Record<string, unknown>
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
}

const HANDLED = sql`('approved','rejected','transferred','returned')`

/** The paged list for one level (spec §3 task settings). */
export async function listByLevel(db: Queryable, actor: Actor, query: TaskListQuery) {
  const me = actor.accountId
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const keyword = query.keyword?.trim()
  const filters: SQL[] = []
  if (query.type) filters.push(sql`a.type = ${query.type}`)
  if (keyword) filters.push(sql`(a.title ILIKE ${`%${escapeLike(keyword)}%`} OR a.serial_no ILIKE ${`%${escapeLike(keyword)}%`})`)
  const extra = filters.length > 0 ? sql` AND ${sql.join(filters, sql` AND `)}` : sql``

  let from: SQL
  let where: SQL
  let order: SQL
  let columns = sql`NULL::int AS task_id, NULL::text AS task_status, NULL::timestamptz AS task_created, NULL::timestamptz AS handled_at, NULL::int AS circulation_id, NULL::timestamptz AS read_at`
  const taskColumns = sql`t.id AS task_id, t.status AS task_status, t.created_at AS task_created, t.handled_at, NULL::int AS circulation_id, NULL::timestamptz AS read_at`
  switch (query.level) {
    case 'myTodo':
      columns = taskColumns
      from = sql`flow_tasks t JOIN flow_applications a ON a.id = t.application_id`
      where = sql`t.handler_id = ${me} AND t.status = 'pending'`
      order = sql`t.created_at DESC, t.id DESC`
      break
    case 'myDone':
      columns = taskColumns
      from = sql`flow_tasks t JOIN flow_applications a ON a.id = t.application_id`
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
      from = sql`flow_circulations c JOIN flow_applications a ON a.id = c.application_id`
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
  const page = await runList(
    db,
    sql`
    SELECT a.id, a.serial_no, a.type, a.title, a.form, a.route, a.status, a.current_step, a.created_at, a.submitted_at,
           i.username AS initiator_username, i.display_name AS initiator_name, ${columns}, count(*) OVER ()::int AS total
      FROM ${from} JOIN accounts i ON i.id = a.initiator_id
     WHERE ${where}${extra}
     ORDER BY ${order}
     LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    pageNum,
    pageSize,
  )
  if (page.items.length === 0 && pageNum > 1) {
    // Past the last page the window count has no row to ride on: count separately.
    const counted = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}${extra}`)
    page.total = counted.rows[0]?.n ?? 0
  }
  return page
}

async function runList(db: Queryable, query: SQL, pageNum: number, pageSize: number) {
  const hours = await overdueHours(db)
  const rows = (await db.execute<ListRow>(query)).rows
  const total = rows[0]?.total ?? 0
  const now = Date.now()
  const records: TaskListItem[] = rows.map((row) => {
    const pending = row.task_status === 'pending' && row.task_created !== null
    const deadline = pending && Number.isFinite(hours) ? new Date(new Date(row.task_created!).getTime() + hours * 3_600_000) : null
    const status = row.status
    return {
      id: row.id,
      taskId: row.task_id,
      circulationId: row.circulation_id,
      serialNo: row.serial_no,
      type: row.type,
      typeName: typeName(row.type),
      title: row.title,
      summary: summaryOf(row.type, row.form, status),
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
export async function circulate(
  db: Database,
  actor: Actor,
  id: number,
  usernames: string[],
  remark = '',
  at = new Date(),
): Promise<number> {
  const app = await visibleApplication(db, actor, id)
  if (app.status === 'draft') throw badRequest('草稿不能传阅')
  const [handler] = await db
    .select({ id: flowTasks.id })
    .from(flowTasks)
    .where(and(eq(flowTasks.applicationId, app.id), eq(flowTasks.handlerId, actor.accountId)))
    .limit(1)
  if (app.initiatorId !== actor.accountId && !handler) throw new ApiError(403, '只有申请人或办理人可以传阅')
  const wanted = [...new Set(usernames.map((name) => name.trim()).filter(Boolean))]
  const rows = await db.select({ id: accounts.id, username: accounts.username }).from(accounts).where(inArray(accounts.username, wanted))
  const missing = wanted.find((name) => !rows.some((row) => row.username === name))
  if (missing) throw badRequest(`用户不存在：${missing}`)
  if (rows.some((row) => row.id === actor.accountId)) throw badRequest('不能传阅给自己')
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .insert(flowCirculations)
        .values({ applicationId: app.id, fromId: actor.accountId, toId: row.id, remark: remark.trim(), createdAt: at })
      await tx.insert(flowActions).values({
        applicationId: app.id,
        stepName: '传阅',
        actorId: actor.accountId,
        action: 'circulate',
        opinion: remark.trim(),
        targetId: row.id,
        createdAt: at,
      })
      await notify(
        tx,
        row.id,
        'flow_circulate',
        app,
        `传阅：${app.title}`,
        `${actor.userName}向您传阅了${app.title}（${app.serialNo}）${remark.trim() ? `：${remark.trim()}` : '。'}`,
        actor.userName,
        at,
      )
    }
  })
  return rows.length
}

export async function readCirculation(db: Database, actor: Actor, circulationId: number): Promise<void> {
  const rows = await db
    .update(flowCirculations)
    .set({ readAt: sql`coalesce(${flowCirculations.readAt}, now())` })
    .where(and(eq(flowCirculations.id, circulationId), eq(flowCirculations.toId, actor.accountId)))
    .returning({ id: flowCirculations.id })
  if (rows.length === 0) throw notFound('传阅不存在')
}

// counts
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
  return (Object.keys(TYPES) as FlowApplicationType[]).map((type) => ({ type, typeName: typeName(type), todo: byType.get(type) ?? 0 }))
}
