import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { badRequest, notFound, ok } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { settleWrites } from '../../plugins/app/change-feed'
import { sendCachedJson } from '../../lib/common/cached-json'
import { pageRecords, requireApp, unreadBadgeCount, unreadCount } from '../../lib/message-center/message-records'
import { listUserApps, setUserApp } from '../../lib/message-center/message-settings'
import { ErrorResponse } from '@contract/common'
import { messageCenterEndpoints } from '@contract/message-center'
import { serve } from '../../serve-endpoint'
import { allAppsExist, findAppId, saveAppOrder, toggleMute } from '../../lib/message-center/apps-repository'
import { appMessageCounts, recordFilter } from '../../lib/message-center/records-repository'
import { appTypeNames } from '../../lib/message-center/types-repository'

const tags = ['message-center']

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db
  const pool = db.$client
  // A change to the person's message apps reaches the kept message list: the writer's next look is current.
  settleWrites(fastify)

  serve(
    fastify,
    messageCenterEndpoints.getAppAllUnReadCountNew,
    {
      config: { fieldsFromQueryOrBody: true, readsOnly: true },
      schema: {
        tags,
        summary: '未读总数（角标；免打扰应用不计入）',
        response: { 401: ErrorResponse },
      },
    },
    async (request) => ok(await unreadBadgeCount(pool, userOf(request).accountId)),
  )

  serve(
    fastify,
    messageCenterEndpoints.getAppInstantMessageListNew,
    {
      schema: { tags, summary: '消息应用列表（最后一条、未读、置顶、免打扰、排序）' },
    },
    async (request, reply) => {
      const { accountId } = userOf(request)
      const answer = await fastify.messageLists.answer(accountId, 'apps', async () => {
        const list = await listUserApps(db, accountId)
        // The badge's count (unread, muted apps left out), from the same reading: every app with a message is listed.
        const totalUnread = list.reduce((sum, app) => sum + (app.isDisturb ? 0 : app.unreadCount), 0)
        return ok({ list, totalUnread })
      })
      // Kept as bytes (and compressed): sent as they are, past the typed reply's serialiser.
      return (await sendCachedJson(request, reply, answer)) as never
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.getAppMessageUnReadCount,
    {
      schema: { tags, summary: '某应用未读数' },
    },
    async (request) => {
      await requireApp(db, request.query.appId)
      return ok(await unreadCount(db, userOf(request).accountId, request.query.appId))
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.insertAccessAppConnect,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '把应用加入我的消息列表' },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const { appId, appCode } = request.body
      if (appId === undefined && !appCode) throw badRequest('缺少参数 appId')
      const id = await findAppId(db, { appId, appCode })
      if (id === undefined) throw notFound('应用不存在')
      await setUserApp(db, accountId, id, { connected: true, hiddenAt: null })
      const [entry] = await listUserApps(db, accountId, { appId: id })
      return ok(entry!, '已添加')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.appTop,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '置顶应用' },
    },
    async (request) => {
      await requireApp(db, request.body.appId)
      return ok(await setUserApp(db, userOf(request).accountId, request.body.appId, { pinnedAt: new Date() }), '已置顶')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.appTopCancel,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '取消置顶' },
    },
    async (request) => {
      await requireApp(db, request.body.appId)
      return ok(await setUserApp(db, userOf(request).accountId, request.body.appId, { pinnedAt: null }), '已取消置顶')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.appDisturbed,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '免打扰开关（不传 disturbed 则切换）' },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const { appId, disturbed } = request.body
      await requireApp(db, appId)
      if (disturbed === undefined) {
        await toggleMute(db, accountId, appId)
        const state = await setUserApp(db, accountId, appId, {})
        return ok(state, state.isDisturb ? '已开启免打扰' : '已关闭免打扰')
      }
      const state = await setUserApp(db, accountId, appId, { muted: disturbed })
      return ok(state, state.isDisturb ? '已开启免打扰' : '已关闭免打扰')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.getAppMessageListNew,
    {
      schema: { tags, summary: '某应用的消息（分页，不标记已读）' },
    },
    async (request) => {
      const q = request.query
      await requireApp(db, q.appId)
      const where = recordFilter({ appId: q.appId, messageTypeCode: q.messageTypeCode, isRead: q.isRead })
      return ok(await pageRecords(db, userOf(request).accountId, where, q.pageNum ?? 1, q.pageSize ?? 20))
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.getAppMessageTypeName,
    {
      schema: { tags, summary: '某应用的消息类型' },
    },
    async (request) => {
      await requireApp(db, request.query.appId)
      return ok(await appTypeNames(db, request.query.appId, userOf(request).identityTypeCode))
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.getAppMessageListNewCount,
    {
      schema: { tags, summary: '某应用消息数（按类型）' },
    },
    async (request) => {
      await requireApp(db, request.query.appId)
      return ok(await appMessageCounts(db, userOf(request).accountId, request.query.appId))
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.appOrder,
    {
      schema: { tags, summary: '保存应用排序（adjustmentOrder 页，JSON）' },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const appIds = request.body.appIds
      if (new Set(appIds).size !== appIds.length) throw badRequest('应用重复')
      if (!(await allAppsExist(db, appIds))) throw notFound('应用不存在')
      await saveAppOrder(db, accountId, appIds)
      return ok(null, '排序已保存')
    },
  )
}

export default routes
