import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { notFound, ok } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { pageRecords, requireApp } from '../../lib/message-center/message-records'
import { listUserApps, readUserSetting } from '../../lib/message-center/message-settings'
import { ErrorResponse } from '@contract/common'
import { type TagGroup, messageCenterEndpoints } from '@contract/message-center'
import { serve } from '../../serve-endpoint'
import {
  allAppsExist,
  createTagGroup,
  moveToTagGroup,
  removeFromTagGroup,
  tagGroupNameTaken,
  tagGroupsOf,
} from '../../lib/message-center/apps-repository'
import { recordFilter } from '../../lib/message-center/records-repository'

const tags = ['message-center']
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse }

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db

  serve(
    fastify,
    messageCenterEndpoints.appGroupByTag,
    {
      schema: { tags, summary: '按标签分组的应用（自定义分组在前）', response: refusals },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const [apps, { groups, groupOfApp: groupOf }] = await Promise.all([listUserApps(db, accountId), tagGroupsOf(db, accountId)])
      const toEntry = (app: (typeof apps)[number]) => ({
        appId: app.appId,
        appName: app.appName,
        appIcon: app.appIcon,
        unreadCount: app.unreadCount,
      })
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
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.checkRepeatedTagGroup,
    {
      schema: { tags, summary: '分组名是否已存在', response: refusals },
    },
    async (request) => ok({ repeated: await tagGroupNameTaken(db, userOf(request).accountId, request.query.name.trim()) }),
  )

  serve(
    fastify,
    messageCenterEndpoints.createTagGroup,
    {
      schema: { tags, summary: '新建分组（JSON）', response: refusals },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const name = request.body.name.trim()
      const appIds = [...new Set(request.body.appIds ?? [])]
      if (!(await allAppsExist(db, appIds))) throw notFound('应用不存在')
      return ok({ groupId: await createTagGroup(db, accountId, name, appIds) }, '分组已创建')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.moveTagGroup,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '把应用移入分组（groupId 0 移出）', response: refusals },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const { appId, groupId } = request.body
      await requireApp(db, appId)
      if (groupId === 0) {
        await removeFromTagGroup(db, accountId, appId)
        return ok(null, '已移出分组')
      }
      if (!(await moveToTagGroup(db, accountId, appId, groupId))) throw notFound('分组不存在')
      return ok(null, '已移动')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.getUserSetting,
    {
      schema: { tags, summary: '消息中心个人设置', response: refusals },
    },
    async (request) => ok(await readUserSetting(db, userOf(request).accountId)),
  )

  serve(
    fastify,
    messageCenterEndpoints.getThirdUnReadCount,
    {
      schema: { tags, summary: '第三方应用未读数', response: refusals },
    },
    async (request) => {
      const apps = await listUserApps(db, userOf(request).accountId, { thirdOnly: true })
      return ok({
        total: apps.reduce((sum, app) => sum + app.unreadCount, 0),
        apps: apps.map((app) => ({ appId: app.appId, appName: app.appName, unreadCount: app.unreadCount })),
      })
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.getThirdMessage,
    {
      schema: { tags, summary: '第三方应用消息（分页）', response: refusals },
    },
    async (request) => {
      const q = request.query
      const where = recordFilter({ thirdOnly: true, appId: q.appId })
      return ok(await pageRecords(db, userOf(request).accountId, where, q.pageNum ?? 1, q.pageSize ?? 20))
    },
  )
}

export default routes
