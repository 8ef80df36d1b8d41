import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, flowActions, flowCirculations, flowTasks } from '../../db/schema/index'
import { ApiError, badRequest, notFound } from '../common/api-error'
import { type Actor, notify } from './workflow-common'
import { visibleApplication } from './workflow-views'

// 传阅: circulating an application to people, and reading it.
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
