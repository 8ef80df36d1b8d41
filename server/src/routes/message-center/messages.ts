import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { badRequest, notFound, ok } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { settleWrites } from '../../plugins/app/change-feed'
import { findRecord, pageRecords, requireApp, SEND_TYPES, unreadCount } from '../../lib/message-center/message-records'
import { writeUserSetting } from '../../lib/message-center/message-settings'
import {
  deleteAppMessages,
  markAllRead,
  markRead,
  readCounts,
  recordFilter,
  setStar,
  softDelete,
} from '../../lib/message-center/records-repository'
import { calendarsOf, insertSchedule, ownsCalendar, schedulesBetween, takesPartIn } from '../../lib/message-center/schedule-repository'
import { receiveSettingsOf, saveReceiveSetting, typeSendTypes, visibleTypes } from '../../lib/message-center/types-repository'
import { messageCenterEndpoints } from '@contract/message-center'
import { serve } from '../../serve-endpoint'

const tags = ['message-center']

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db
  // Reading, starring and deleting reach the kept message list: the writer's next look is current.
  settleWrites(fastify)

  serve(
    fastify,
    messageCenterEndpoints.getMessageRecord,
    {
      schema: { tags, summary: '消息详情（不标记已读）' },
    },
    async (request) => ok(await findRecord(db, userOf(request).accountId, request.query.id)),
  )

  serve(
    fastify,
    messageCenterEndpoints.messageRecordReaded,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '标记一条消息已读' },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const record = await findRecord(db, accountId, request.body.id)
      if (!record.isRead) await markRead(db, accountId, record.id)
      return ok(await findRecord(db, accountId, record.id), '已读')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.listMessageRecord,
    {
      schema: { tags, summary: '消息列表（分页，按应用/类型/已读/星标筛选）' },
    },
    async (request) => {
      const q = request.query
      return ok(await pageRecords(db, userOf(request).accountId, recordFilter(q), q.pageNum ?? 1, q.pageSize ?? 20))
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.messageRecordStatus,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '删除消息（软删除）' },
    },
    async (request) => {
      if (!(await softDelete(db, userOf(request).accountId, request.body.id))) throw notFound('消息不存在或已删除')
      return ok(null, '已删除')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.messageRecordReadedByAccountName,
    {
      schema: { tags, summary: '全部已读' },
    },
    async (request) => {
      return ok({ affected: await markAllRead(db, userOf(request).accountId) }, '已全部标记为已读')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.messageRecordReadedByAppId,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '某应用的消息全部已读' },
    },
    async (request) => {
      await requireApp(db, request.body.appId)
      return ok({ affected: await markAllRead(db, userOf(request).accountId, request.body.appId) }, '已全部标记为已读')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.messageRecordStar,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '星标 / 取消星标' },
    },
    async (request) => {
      const { accountId } = userOf(request)
      if (!(await setStar(db, accountId, request.body.id, request.body.star))) throw notFound('消息不存在或已删除')
      return ok(await findRecord(db, accountId, request.body.id), request.body.star ? '已加星标' : '已取消星标')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.getUnReadedCount,
    {
      schema: { tags, summary: '未读消息数（含免打扰应用；可按应用）' },
    },
    async (request) => ok(await unreadCount(db, userOf(request).accountId, request.query.appId)),
  )

  serve(
    fastify,
    messageCenterEndpoints.listMessageRecordIsReadCount,
    {
      schema: { tags, summary: '已读 / 未读 / 总数' },
    },
    async (request) => ok(await readCounts(db, userOf(request).accountId, request.query.appId)),
  )

  serve(
    fastify,
    messageCenterEndpoints.listMessageType,
    {
      schema: { tags, summary: '当前身份可接收的消息类型' },
    },
    async (request) => ok(await visibleTypes(db, userOf(request).identityTypeCode)),
  )

  serve(
    fastify,
    messageCenterEndpoints.getReceiveSettingsNew,
    {
      schema: { tags, summary: '消息接收设置' },
    },
    async (request) => {
      const user = userOf(request)
      return ok(await receiveSettingsOf(db, user.accountId, user.identityTypeCode))
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.receiveSettingsNew,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '保存某类消息的接收设置' },
    },
    async (request) => {
      const user = userOf(request)
      const { messageTypeCode, receive } = request.body
      const allowed = await typeSendTypes(db, messageTypeCode, user.identityTypeCode)
      if (!allowed) throw notFound('消息类型不存在')
      const sendTypes = [...new Set(request.body.sendTypes ?? ['site' as const])]
      const notAllowed = sendTypes.find((code) => !allowed.includes(code))
      if (notAllowed) throw badRequest(`该消息类型不支持${SEND_TYPES.find((entry) => entry.code === notAllowed)?.name ?? notAllowed}`)
      if (!sendTypes.includes('site')) sendTypes.unshift('site')
      await saveReceiveSetting(db, user.accountId, messageTypeCode, receive, sendTypes)
      const [setting] = await receiveSettingsOf(db, user.accountId, user.identityTypeCode, messageTypeCode)
      return ok(setting!, '设置已保存')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.getSendType,
    {
      schema: { tags, summary: '发送方式' },
    },
    async () => ok(SEND_TYPES),
  )

  serve(
    fastify,
    messageCenterEndpoints.getSendTypeByMessageTypeCode,
    {
      schema: { tags, summary: '某类消息可用的发送方式' },
    },
    async (request) => {
      const allowed = await typeSendTypes(db, request.query.messageTypeCode, userOf(request).identityTypeCode)
      if (!allowed) throw notFound('消息类型不存在')
      return ok(SEND_TYPES.filter((entry) => allowed.includes(entry.code)))
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.updateUserSetting,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '保存消息中心个人设置' },
    },
    async (request) => ok(await writeUserSetting(db, userOf(request).accountId, request.body), '设置已保存'),
  )

  serve(
    fastify,
    messageCenterEndpoints.deleteMsgApp,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '从消息列表删除应用（其消息一并删除）' },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const { appId } = request.body
      await requireApp(db, appId)
      return ok({ affected: await deleteAppMessages(db, accountId, appId) }, '已删除')
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.getPersonlCalendarList,
    {
      schema: { tags, summary: '我的个人日历' },
    },
    async (request) => ok(await calendarsOf(db, userOf(request).accountId)),
  )

  serve(
    fastify,
    messageCenterEndpoints.listSchedule,
    {
      schema: { tags, summary: '我在一段时间内的日程（与时间段有交集的条目，按开始时间）' },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const from = new Date(request.query.from)
      const to = new Date(request.query.to)
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw badRequest('时间格式不正确')
      if (to <= from) throw badRequest('结束时间必须晚于开始时间')
      if (to.getTime() - from.getTime() > 366 * 24 * 3600 * 1000) throw badRequest('一次最多查询一年内的日程')
      return ok(await schedulesBetween(db, accountId, from, to))
    },
  )

  serve(
    fastify,
    messageCenterEndpoints.createSchedule,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '由消息或待办创建日程' },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const body = request.body
      const start = new Date(body.startTime)
      const end = new Date(body.endTime)
      if (Number.isNaN(start.getTime())) throw badRequest('开始时间格式不正确')
      if (Number.isNaN(end.getTime())) throw badRequest('结束时间格式不正确')
      if (end < start) throw badRequest('结束时间不能早于开始时间')
      if (!(await ownsCalendar(db, accountId, body.calendarId))) throw notFound('日历不存在')
      if ((body.sourceType === undefined) !== (body.sourceId === undefined)) throw badRequest('sourceType 与 sourceId 需同时提供')
      if (body.sourceType === 'message') await findRecord(db, accountId, body.sourceId!)
      if (body.sourceType === 'task' && !(await takesPartIn(db, accountId, body.sourceId!))) throw notFound('申请不存在')
      const entry = await insertSchedule(db, {
        accountId,
        calendarId: body.calendarId,
        title: body.title.trim(),
        startTime: start,
        endTime: end,
        place: body.place?.trim() ?? '',
        remark: body.remark?.trim() ?? '',
        sourceType: body.sourceType ?? null,
        sourceId: body.sourceId ?? null,
      })
      return ok(entry, '日程已创建')
    },
  )
}

export default routes
