import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  accounts,
  flowActions,
  flowApplications,
  flowCirculations,
  flowTasks,
  type FlowApplicationStatus,
  type FlowTaskStatus,
} from '../../db/schema/index'
import type { BatchItemResult, HandleAction, HandleResult } from '@contract/workflow'
import { ApiError, badRequest, notFound } from '../common/api-error'
import { versionById } from './form-definitions-repository'
import {
  ALREADY_HANDLED_BY_OTHER,
  type Actor,
  type Application,
  type Tx,
  conflict,
  createStepTasks,
  notify,
  typeName,
} from './workflow-common'

// Handling a task: approve, reject, transfer, return, add-sign; and batches of them.
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
    // A step whose mode is all moves on with its last approval; until then an approval only records itself.
    let othersToApprove = false
    if (input.action === 'approve' && app.route[app.currentStep]?.mode === 'all') {
      const pending = await tx
        .select({ id: flowTasks.id })
        .from(flowTasks)
        .where(
          and(
            eq(flowTasks.applicationId, app.id),
            eq(flowTasks.stepIndex, task.stepIndex),
            eq(flowTasks.status, 'pending'),
            ne(flowTasks.id, task.id),
          ),
        )
      othersToApprove = pending.length > 0
    }
    if (input.action === 'approve' && !othersToApprove) {
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
    if (input.action !== 'transfer' && !othersToApprove) {
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

    const name = await typeName(tx, app.type)
    if (othersToApprove) {
      // Nothing moves yet: the step waits for its other handlers.
    } else if (input.action === 'transfer' && target) {
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
      if (status === 'finish') await copyOnFinish(tx, moved, at)
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

/** 抄送: the version's copy-to accounts get the approved application under 传阅给我的, from the applicant. */
async function copyOnFinish(tx: Tx, app: Application, at: Date): Promise<void> {
  const { chain } = await versionById(tx, app.definitionVersionId)
  if (chain.copyTo.length === 0) return
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inArray(accounts.username, chain.copyTo), ne(accounts.id, app.initiatorId)))
  for (const row of rows) {
    await tx
      .insert(flowCirculations)
      .values({ applicationId: app.id, fromId: app.initiatorId, toId: row.id, remark: '抄送', createdAt: at })
    await tx.insert(flowActions).values({
      applicationId: app.id,
      stepName: '抄送',
      actorId: app.initiatorId,
      action: 'circulate',
      opinion: '审批通过后抄送',
      targetId: row.id,
      createdAt: at,
    })
    await notify(
      tx,
      row.id,
      'flow_circulate',
      app,
      `抄送：${app.title}`,
      `${app.title}（${app.serialNo}）已审批通过，抄送给您。`,
      '办事大厅',
      at,
    )
  }
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
