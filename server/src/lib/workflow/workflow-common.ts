import { eq, inArray } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { accounts, flowApplications, flowGlobalSettings, flowTasks } from '../../db/schema/index'
import type { ApplicationRef, PersonRef } from '@contract/workflow'
import { ApiError } from '../common/api-error'
import type { TokenUser } from '../auth/id-tokens'
import { deliverMessage } from '../message-center/message-records'
import { stepHandlers } from './chain-routing'
import { definitionOf, versionById } from './form-definitions-repository'

// Shared pieces of the application flow: the actor, step tasks, notices, people and numbering.
export type Actor = Pick<TokenUser, 'accountId' | 'username' | 'userName' | 'identityTypeCode'>
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
export type Application = typeof flowApplications.$inferSelect

export const conflict = (message: string): ApiError => new ApiError(409, message)
export const ALREADY_HANDLED_BY_OTHER = '该事项已被他人处理'

export const DEFAULT_OVERDUE_HOURS = 72

export async function overdueHours(db: Queryable): Promise<number> {
  const [row] = await db.select({ value: flowGlobalSettings.value }).from(flowGlobalSettings).where(eq(flowGlobalSettings.type, 'overdue'))
  return overdueHoursOf(row?.value)
}

/** The hours after which a pending task is overdue, from the stored `overdue` setting (absent: the default). */
export function overdueHoursOf(setting: unknown): number {
  const value = setting as { overdueHours?: unknown; enabled?: unknown } | null | undefined
  if (value?.enabled === false) return Number.POSITIVE_INFINITY
  return typeof value?.overdueHours === 'number' && value.overdueHours > 0 ? value.overdueHours : DEFAULT_OVERDUE_HOURS
}

export async function people(db: Queryable, ids: Iterable<string>): Promise<Map<string, PersonRef>> {
  const list = [...new Set(ids)]
  if (list.length === 0) return new Map()
  const rows = await db
    .select({ id: accounts.id, username: accounts.username, name: accounts.displayName })
    .from(accounts)
    .where(inArray(accounts.id, list))
  return new Map(rows.map((row) => [row.id, { username: row.username, name: row.name }]))
}

export async function notify(
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

/**
 * A step starts: its handlers are looked up again from the chain (people move between units and groups while an
 * application waits); if nobody is found now, the handlers found at submission keep the step.
 */
export async function createStepTasks(tx: Tx, app: Application, stepIndex: number, at: Date, senderName: string): Promise<void> {
  const step = app.route[stepIndex]
  if (!step) return
  let handlerIds = step.handlerIds
  const chainStep = step.source === undefined ? undefined : (await versionById(tx, app.definitionVersionId)).chain.steps[step.source]
  if (chainStep) {
    const now = (await stepHandlers(tx, chainStep, app.initiatorId)).filter((id) => id !== app.initiatorId)
    if (now.length > 0 && now.join() !== handlerIds.join()) {
      handlerIds = now
      const route = app.route.map((entry, index) => (index === stepIndex ? { ...entry, handlerIds } : entry))
      await tx.update(flowApplications).set({ route }).where(eq(flowApplications.id, app.id))
      app.route = route
    }
  }
  for (const handlerId of handlerIds) {
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

export function serialNo(prefix: string, id: number, at: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(at)
    .replace(/-/g, '')
  return `${prefix}${day}${String(id).padStart(5, '0')}`
}

export function refOf(app: Application): ApplicationRef {
  return { id: app.id, serialNo: app.serialNo, status: app.status }
}

/** The form's name (请假申请, 场地借用, …) for titles and notices. */
export async function typeName(db: Queryable, code: string): Promise<string> {
  return (await definitionOf(db, code))?.name ?? code
}
