import { and, eq, sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { flowActions, flowApplications, type FlowApplicationType, type FlowAttachment } from '../../db/schema/index'
import type { ApplicationRef } from '@contract/workflow'
import { badRequest, notFound } from '../common/api-error'
import { validateForm } from './workflow-definitions'
import { checkApplicationAttachments, checkFormPeople, checkFormUploads } from './form-images'
import { routeFor } from './chain-routing'
import { publishedVersion, versionById, type FormVersion } from './form-definitions-repository'
import { type Actor, type Application, type Tx, conflict, createStepTasks, refOf, serialNo } from './workflow-common'

// Drafts and submissions: save, start (the first step's tasks), delete a draft.
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

/**
 * The version a form is checked against: a draft or returned application keeps the version it started on;
 * a new one takes the latest published version (400 when the type has none).
 */
async function versionFor(db: Queryable, actor: Actor, input: StartInput): Promise<FormVersion> {
  if (input.draftId !== undefined) {
    const [own] = await db
      .select({ versionId: flowApplications.definitionVersionId, type: flowApplications.type })
      .from(flowApplications)
      .where(and(eq(flowApplications.id, input.draftId), eq(flowApplications.initiatorId, actor.accountId)))
    if (!own) throw notFound('申请不存在')
    if (own.type !== input.type) throw badRequest('申请类型与草稿不一致')
    return await versionById(db, own.versionId)
  }
  const version = await publishedVersion(db, input.type)
  if (!version) throw badRequest('该类申请不存在或尚未发布')
  return version
}

/**
 * The form version an application is filled against, its values checked against that version's fields (all of them
 * for a submission, any subset for a draft), and the input with its attachment list checked: every upload, in a field
 * or in the list, is one of the applicant's own, and every person field names an existing account.
 */
async function checkedInput(db: Database, actor: Actor, raw: StartInput, draft: boolean) {
  const version = await versionFor(db, actor, raw)
  const form = validateForm(version.fields, raw.form, draft)
  await checkFormUploads(db, actor.accountId, version.fields, form)
  await checkFormPeople(db, version.fields, form)
  const input: StartInput = { ...raw, attachments: await checkApplicationAttachments(db, actor.accountId, raw.attachments) }
  return { version, form, input }
}

/** Saves a draft (any subset of the form). */
export async function saveDraft(db: Database, actor: Actor, raw: StartInput, at = new Date()): Promise<ApplicationRef> {
  const { version, form, input } = await checkedInput(db, actor, raw, true)
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
    return refOf(await insertApplication(tx, actor, version, input, form, { status: 'draft' }, at))
  })
}

/** A new application (a draft or submitted) with its serial number, which needs the row's id. */
async function insertApplication(
  tx: Tx,
  actor: Actor,
  version: FormVersion,
  input: StartInput,
  form: Application['form'],
  state: Pick<Application, 'status'> & Partial<Pick<Application, 'route' | 'submittedAt'>>,
  at: Date,
): Promise<Application> {
  const [created] = await tx
    .insert(flowApplications)
    .values({
      serialNo: `tmp-${crypto.randomUUID()}`,
      type: input.type,
      title: `${actor.userName}的${version.name}`,
      definitionVersionId: version.id,
      initiatorId: actor.accountId,
      form,
      attachments: input.attachments ?? [],
      ...state,
      createdAt: at,
      updatedAt: at,
    })
    .returning()
  const [named] = await tx
    .update(flowApplications)
    .set({ serialNo: serialNo(version.prefix, created!.id, at) })
    .where(eq(flowApplications.id, created!.id))
    .returning()
  return named!
}

/** Submits a new application, a draft, or a returned (hang) application; the first step's handlers get to-dos. */
export async function startApplication(db: Database, actor: Actor, raw: StartInput, at = new Date()): Promise<ApplicationRef> {
  const { version, form, input } = await checkedInput(db, actor, raw, false)
  const route = await routeFor(db, actor, version)
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
      app = await insertApplication(tx, actor, version, input, form, { status: 'progress', route, submittedAt: at }, at)
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
