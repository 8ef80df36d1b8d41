import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { messageApps, messageRecords, messageTagGroupApps, messageTagGroups } from '../../db/schema/index'
import { ApiError, notFound, ok } from '../../lib/shared/api-error'
import { userOf } from '../../lib/message-center/message-auth'
import { pageRecords, requireApp } from '../../lib/message-center/message-records'
import { listUserApps, readUserSetting } from '../../lib/message-center/message-settings'
import { ErrorResponse } from '../../schemas/common'
import {
  CreateTagGroupBody, CreateTagGroupResponse, EmptyResponse, ListMessageRecordResponse, MoveTagGroupBody, RepeatedResponse,
  TagGroupListResponse, TagGroupNameQuery, ThirdMessageQuery, ThirdUnreadCountResponse, UserSettingResponse, type TagGroup,
} from '../../schemas/message-center'

const tags = ['message-center']
const P = '/center/api/v1/correlation'
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse }

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db

  fastify.get(`${P}/app/appGroupByTag`, {
    schema: { tags, summary: '按标签分组的应用（自定义分组在前）', response: { 200: TagGroupListResponse, ...refusals } },
  }, async (request) => {
    const { accountId } = userOf(request)
    const [apps, groups, members] = await Promise.all([
      listUserApps(db, accountId),
      db.select().from(messageTagGroups).where(eq(messageTagGroups.accountId, accountId)).orderBy(asc(messageTagGroups.createdAt), asc(messageTagGroups.id)),
      db.select().from(messageTagGroupApps).where(eq(messageTagGroupApps.accountId, accountId)),
    ])
    const groupOf = new Map(members.map((member) => [member.appId, member.groupId]))
    const toEntry = (app: typeof apps[number]) => ({ appId: app.appId, appName: app.appName, appIcon: app.appIcon, unreadCount: app.unreadCount })
    const result: TagGroup[] = groups.map((group) => ({
      groupId: group.id,
      tagName: group.name,
      custom: true,
      apps: apps.filter((app) => groupOf.get(app.appId) === group.id).map(toEntry),
    }))
    const byTag = new Map<string, TagGroup>()
    for (const app of apps) {
      if (groupOf.has(app.appId)) continue
      const group = byTag.get(app.tag) ?? { groupId: null, tagName: app.tag, custom: false, apps: [] }
      group.apps.push(toEntry(app))
      byTag.set(app.tag, group)
    }
    return ok([...result, ...byTag.values()])
  })

  fastify.get(`${P}/user/checkRepeatedTagGroup`, {
    schema: { tags, summary: '分组名是否已存在', querystring: TagGroupNameQuery, response: { 200: RepeatedResponse, ...refusals } },
  }, async (request) => {
    const [row] = await db.select({ id: messageTagGroups.id }).from(messageTagGroups)
      .where(and(eq(messageTagGroups.accountId, userOf(request).accountId), eq(messageTagGroups.name, request.query.name.trim())))
    return ok({ repeated: row !== undefined })
  })

  fastify.post(`${P}/user/createTagGroup`, {
    schema: { tags, summary: '新建分组（JSON）', body: CreateTagGroupBody, response: { 200: CreateTagGroupResponse, ...refusals } },
  }, async (request) => {
    const { accountId } = userOf(request)
    const name = request.body.name.trim()
    const appIds = [...new Set(request.body.appIds ?? [])]
    if (appIds.length > 0) {
      const known = await db.select({ id: messageApps.id }).from(messageApps).where(inArray(messageApps.id, appIds))
      if (known.length !== appIds.length) throw notFound('应用不存在')
    }
    const groupId = await db.transaction(async (tx) => {
      const [group] = await tx.insert(messageTagGroups).values({ accountId, name }).onConflictDoNothing().returning({ id: messageTagGroups.id })
      if (!group) throw new ApiError(409, '分组名称已存在')
      for (const appId of appIds) {
        await tx.insert(messageTagGroupApps).values({ accountId, appId, groupId: group.id })
          .onConflictDoUpdate({ target: [messageTagGroupApps.accountId, messageTagGroupApps.appId], set: { groupId: group.id } })
      }
      return group.id
    })
    return ok({ groupId }, '分组已创建')
  })

  fastify.post(`${P}/user/moveTagGroup`, {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '把应用移入分组（groupId 0 移出）', body: MoveTagGroupBody, response: { 200: EmptyResponse, ...refusals } },
  }, async (request) => {
    const { accountId } = userOf(request)
    const { appId, groupId } = request.body
    await requireApp(db, appId)
    if (groupId === 0) {
      await db.delete(messageTagGroupApps).where(and(eq(messageTagGroupApps.accountId, accountId), eq(messageTagGroupApps.appId, appId)))
      return ok(null, '已移出分组')
    }
    const [group] = await db.select({ id: messageTagGroups.id }).from(messageTagGroups)
      .where(and(eq(messageTagGroups.id, groupId), eq(messageTagGroups.accountId, accountId)))
    if (!group) throw notFound('分组不存在')
    await db.insert(messageTagGroupApps).values({ accountId, appId, groupId })
      .onConflictDoUpdate({ target: [messageTagGroupApps.accountId, messageTagGroupApps.appId], set: { groupId } })
    return ok(null, '已移动')
  })

  fastify.get(`${P}/user/getUserSetting`, {
    schema: { tags, summary: '消息中心个人设置', response: { 200: UserSettingResponse, ...refusals } },
  }, async (request) => ok(await readUserSetting(db, userOf(request).accountId)))

  fastify.get(`${P}/app/getThirdUnReadCount`, {
    schema: { tags, summary: '第三方应用未读数', response: { 200: ThirdUnreadCountResponse, ...refusals } },
  }, async (request) => {
    const apps = await listUserApps(db, userOf(request).accountId, { thirdOnly: true })
    return ok({
      total: apps.reduce((sum, app) => sum + app.unreadCount, 0),
      apps: apps.map((app) => ({ appId: app.appId, appName: app.appName, unreadCount: app.unreadCount })),
    })
  })

  fastify.get(`${P}/app/getThirdMessage`, {
    schema: { tags, summary: '第三方应用消息（分页）', querystring: ThirdMessageQuery, response: { 200: ListMessageRecordResponse, ...refusals } },
  }, async (request) => {
    const q = request.query
    const where = and(
      sql`${messageRecords.appId} IN (SELECT ${messageApps.id} FROM ${messageApps} WHERE ${messageApps.isThird})`,
      q.appId === undefined ? undefined : eq(messageRecords.appId, q.appId),
    )
    return ok(await pageRecords(db, userOf(request).accountId, where, q.pageNum ?? 1, q.pageSize ?? 20))
  })
}

export default routes
