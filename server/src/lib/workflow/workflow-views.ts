import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { flowActions, flowApplications, flowCirculations, flowTasks, type FlowActionKind } from '../../db/schema/index'
import type { ApplicationDetail, FlowStep, HandleRecordEntry, PersonRef } from '@contract/workflow'
import { notFound } from '../common/api-error'
import { ACTION_NAMES, displayFields, HANDLE_ACTIONS, imageFields, STATUS_NAMES } from './workflow-definitions'
import { versionById } from './form-definitions-repository'
import { attachmentFields, formPeopleNames } from './form-images'
import { type Actor, type Application, people } from './workflow-common'

// What a participant sees of one application: its detail and its handling record.
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
  // The version it started on: an application keeps its fields after a new version is published.
  const version = await versionById(db, app.definitionVersionId)
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
    typeName: version.name,
    formVersion: version.version,
    formFields: version.fields,
    title: app.title,
    status: app.status,
    statusName: STATUS_NAMES[app.status],
    initiator: names.get(app.initiatorId) ?? { username: '', name: '' },
    form: app.form,
    fields: displayFields(version.fields, app.form, await formPeopleNames(db, version.fields, app.form)),
    attachments: app.attachments,
    images: imageFields(version.fields, app.form),
    attachmentFields: await attachmentFields(db, app.initiatorId, version.fields, app.form),
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
