import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { notFound, ok } from '../../lib/shared/api-error'
import { userOf } from '../../lib/message-center/message-auth'
import { pageRecords, requireApp } from '../../lib/message-center/message-records'
import { listUserApps, readUserSetting } from '../../lib/message-center/message-settings'
import {
  allAppsExist, createTagGroup, moveToTagGroup, removeFromTagGroup, tagGroupNameTaken, tagGroupsOf,
} from '../../lib/message-center/apps-repository'
import { recordFilter } from '../../lib/message-center/records-repository'
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
    const [apps, { groups, groupOfApp: groupOf }] = await Promise.all([listUserApps(db, accountId), tagGroupsOf(db, accountId)])
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
  }, async (request) => ok({ repeated: await tagGroupNameTaken(db, userOf(request).accountId, request.query.name.trim()) }))

  fastify.post(`${P}/user/createTagGroup`, {
    schema: { tags, summary: '新建分组（JSON）', body: CreateTagGroupBody, response: { 200: CreateTagGroupResponse, ...refusals } },
  }, async (request) => {
    const { accountId } = userOf(request)
    const name = request.body.name.trim()
    const appIds = [...new Set(request.body.appIds ?? [])]
    if (!await allAppsExist(db, appIds)) throw notFound('应用不存在')
    return ok({ groupId: await createTagGroup(db, accountId, name, appIds) }, '分组已创建')
  })

  fastify.post(`${P}/user/moveTagGroup`, {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '把应用移入分组（groupId 0 移出）', body: MoveTagGroupBody, response: { 200: EmptyResponse, ...refusals } },
  }, async (request) => {
    const { accountId } = userOf(request)
    const { appId, groupId } = request.body
    await requireApp(db, appId)
    if (groupId === 0) {
      await removeFromTagGroup(db, accountId, appId)
      return ok(null, '已移出分组')
    }
    if (!await moveToTagGroup(db, accountId, appId, groupId)) throw notFound('分组不存在')
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
    const where = recordFilter({ thirdOnly: true, appId: q.appId })
    return ok(await pageRecords(db, userOf(request).accountId, where, q.pageNum ?? 1, q.pageSize ?? 20))
  })
}

export default routes
