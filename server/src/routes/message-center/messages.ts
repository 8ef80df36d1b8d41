import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { and, asc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm'
import {
  flowApplications, flowCirculations, flowTasks, messageApps, messageCenterCalendars, messageCenterSchedules,
  messageReceiveSettings, messageRecords, messageTypes, messageUserApps,
} from '../../db/schema/index'
import { badRequest, notFound, ok } from '../../lib/shared/api-error'
import { userOf } from '../../lib/message-center/message-auth'
import {
  escapeLike, findRecord, pageRecords, requireApp, SEND_TYPES, typeVisibleTo, unreadCount,
} from '../../lib/message-center/message-records'
import { ensureDefaultCalendar, writeUserSetting } from '../../lib/message-center/message-settings'
import { ErrorResponse } from '../../schemas/common'
import {
  AffectedResponse, AppIdBody, CountResponse, CreateScheduleBody, CreateScheduleResponse, EmptyResponse,
  GetMessageRecordResponse, ListMessageRecordQuery, ListMessageRecordResponse, ListScheduleQuery, MessageIdBody, MessageRecordStarBody,
  MessageRecordStatusBody, MessageTypeCodeQuery, MessageTypeListResponse, OptionalAppIdQuery, PersonalCalendarListResponse,
  ReadCountsResponse, ReceiveSettingBody, ReceiveSettingListResponse, ReceiveSettingResponse, ScheduleListResponse, SendTypeListResponse,
  UpdateUserSettingBody, UserSettingResponse,
} from '../../schemas/message-center'

const tags = ['message-center']
const P = '/center/api/v1/messageCenter'
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse }

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db

  fastify.get(`${P}/getMessageRecord`, {
    schema: { tags, summary: '消息详情（不标记已读）', querystring: MessageIdBody, response: { 200: GetMessageRecordResponse, ...refusals } },
  }, async (request) => ok(await findRecord(db, userOf(request).accountId, request.query.id)))

  fastify.post(`${P}/messageRecordReaded`, {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '标记一条消息已读', body: MessageIdBody, response: { 200: GetMessageRecordResponse, ...refusals } },
  }, async (request) => {
    const { accountId } = userOf(request)
    const record = await findRecord(db, accountId, request.body.id)
    if (!record.isRead) {
      await db.update(messageRecords).set({ readAt: new Date() })
        .where(and(eq(messageRecords.id, record.id), eq(messageRecords.recipientId, accountId), sql`${messageRecords.readAt} IS NULL`))
    }
    return ok(await findRecord(db, accountId, record.id), '已读')
  })

  fastify.get(`${P}/listMessageRecord`, {
    schema: { tags, summary: '消息列表（分页，按应用/类型/已读/星标筛选）', querystring: ListMessageRecordQuery, response: { 200: ListMessageRecordResponse, ...refusals } },
  }, async (request) => {
    const q = request.query
    const keyword = q.keyword?.trim()
    const where = and(
      q.appId === undefined ? undefined : eq(messageRecords.appId, q.appId),
      q.messageTypeCode ? eq(messageRecords.typeCode, q.messageTypeCode) : undefined,
      q.isRead === undefined ? undefined : q.isRead ? sql`${messageRecords.readAt} IS NOT NULL` : sql`${messageRecords.readAt} IS NULL`,
      q.isStar === undefined ? undefined : eq(messageRecords.starred, q.isStar),
      keyword ? or(ilike(messageRecords.title, `%${escapeLike(keyword)}%`), ilike(messageRecords.content, `%${escapeLike(keyword)}%`)) : undefined,
    )
    return ok(await pageRecords(db, userOf(request).accountId, where, q.pageNum ?? 1, q.pageSize ?? 20))
  })

  fastify.post(`${P}/messageRecordStatus`, {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '删除消息（软删除）', body: MessageRecordStatusBody, response: { 200: EmptyResponse, ...refusals } },
  }, async (request) => {
    const { accountId } = userOf(request)
    const deleted = await db.update(messageRecords).set({ deletedAt: new Date() })
      .where(and(eq(messageRecords.id, request.body.id), eq(messageRecords.recipientId, accountId), sql`${messageRecords.deletedAt} IS NULL`))
      .returning({ id: messageRecords.id })
    if (deleted.length === 0) throw notFound('消息不存在或已删除')
    return ok(null, '已删除')
  })

  fastify.post(`${P}/messageRecordReadedByAccountName`, {
    schema: { tags, summary: '全部已读', response: { 200: AffectedResponse, ...refusals } },
  }, async (request) => {
    const rows = await db.update(messageRecords).set({ readAt: new Date() })
      .where(and(eq(messageRecords.recipientId, userOf(request).accountId), sql`${messageRecords.readAt} IS NULL AND ${messageRecords.deletedAt} IS NULL`))
      .returning({ id: messageRecords.id })
    return ok({ affected: rows.length }, '已全部标记为已读')
  })

  fastify.post(`${P}/messageRecordReadedByAppId`, {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '某应用的消息全部已读', body: AppIdBody, response: { 200: AffectedResponse, ...refusals } },
  }, async (request) => {
    await requireApp(db, request.body.appId)
    const rows = await db.update(messageRecords).set({ readAt: new Date() })
      .where(and(
        eq(messageRecords.recipientId, userOf(request).accountId), eq(messageRecords.appId, request.body.appId),
        sql`${messageRecords.readAt} IS NULL AND ${messageRecords.deletedAt} IS NULL`,
      ))
      .returning({ id: messageRecords.id })
    return ok({ affected: rows.length }, '已全部标记为已读')
  })

  fastify.post(`${P}/messageRecordStar`, {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '星标 / 取消星标', body: MessageRecordStarBody, response: { 200: GetMessageRecordResponse, ...refusals } },
  }, async (request) => {
    const { accountId } = userOf(request)
    const updated = await db.update(messageRecords).set({ starred: request.body.star })
      .where(and(eq(messageRecords.id, request.body.id), eq(messageRecords.recipientId, accountId), sql`${messageRecords.deletedAt} IS NULL`))
      .returning({ id: messageRecords.id })
    if (updated.length === 0) throw notFound('消息不存在或已删除')
    return ok(await findRecord(db, accountId, request.body.id), request.body.star ? '已加星标' : '已取消星标')
  })

  fastify.get(`${P}/getUnReadedCount`, {
    schema: { tags, summary: '未读消息数（含免打扰应用；可按应用）', querystring: OptionalAppIdQuery, response: { 200: CountResponse, ...refusals } },
  }, async (request) => ok(await unreadCount(db, userOf(request).accountId, request.query.appId)))

  fastify.get(`${P}/listMessageRecordIsReadCount`, {
    schema: { tags, summary: '已读 / 未读 / 总数', querystring: OptionalAppIdQuery, response: { 200: ReadCountsResponse, ...refusals } },
  }, async (request) => {
    const [row] = await db.select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) FILTER (WHERE ${messageRecords.readAt} IS NULL)::int`,
    }).from(messageRecords).where(and(
      eq(messageRecords.recipientId, userOf(request).accountId), sql`${messageRecords.deletedAt} IS NULL`,
      request.query.appId === undefined ? undefined : eq(messageRecords.appId, request.query.appId),
    ))
    const total = row?.total ?? 0
    const unread = row?.unread ?? 0
    return ok({ total, readCount: total - unread, unreadCount: unread })
  })

  fastify.get(`${P}/permissionCheck/listMessageType`, {
    schema: { tags, summary: '当前身份可接收的消息类型', response: { 200: MessageTypeListResponse, ...refusals } },
  }, async (request) => {
    const rows = await db.select({ code: messageTypes.code, name: messageTypes.name, appId: messageApps.id, appName: messageApps.name })
      .from(messageTypes).innerJoin(messageApps, eq(messageApps.id, messageTypes.appId))
      .where(typeVisibleTo(userOf(request).identityTypeCode))
      .orderBy(asc(messageApps.sort), asc(messageTypes.code))
    return ok(rows)
  })

  const receiveSettingsOf = async (accountId: string, identity: Parameters<typeof typeVisibleTo>[0], typeCode?: string) => {
    const rows = await db.select({
      messageTypeCode: messageTypes.code,
      messageTypeName: messageTypes.name,
      appId: messageApps.id,
      appName: messageApps.name,
      receive: messageReceiveSettings.receive,
      sendTypes: messageReceiveSettings.sendTypes,
    }).from(messageTypes)
      .innerJoin(messageApps, eq(messageApps.id, messageTypes.appId))
      .leftJoin(messageReceiveSettings, and(eq(messageReceiveSettings.typeCode, messageTypes.code), eq(messageReceiveSettings.accountId, accountId)))
      .where(and(typeVisibleTo(identity), typeCode ? eq(messageTypes.code, typeCode) : undefined))
      .orderBy(asc(messageApps.sort), asc(messageTypes.code))
    return rows.map((row) => ({ ...row, receive: row.receive ?? true, sendTypes: row.sendTypes ?? ['site' as const] }))
  }

  fastify.get(`${P}/getReceiveSettings/new`, {
    schema: { tags, summary: '消息接收设置', response: { 200: ReceiveSettingListResponse, ...refusals } },
  }, async (request) => {
    const user = userOf(request)
    return ok(await receiveSettingsOf(user.accountId, user.identityTypeCode))
  })

  fastify.post(`${P}/receiveSettings/new`, {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '保存某类消息的接收设置', body: ReceiveSettingBody, response: { 200: ReceiveSettingResponse, ...refusals } },
  }, async (request) => {
    const user = userOf(request)
    const { messageTypeCode, receive } = request.body
    const [type] = await db.select({ code: messageTypes.code, sendTypes: messageTypes.sendTypes }).from(messageTypes)
      .where(and(eq(messageTypes.code, messageTypeCode), typeVisibleTo(user.identityTypeCode)))
    if (!type) throw notFound('消息类型不存在')
    const sendTypes = [...new Set(request.body.sendTypes ?? ['site' as const])]
    const notAllowed = sendTypes.find((code) => !type.sendTypes.includes(code))
    if (notAllowed) throw badRequest(`该消息类型不支持${SEND_TYPES.find((entry) => entry.code === notAllowed)?.name ?? notAllowed}`)
    if (!sendTypes.includes('site')) sendTypes.unshift('site')
    await db.insert(messageReceiveSettings).values({ accountId: user.accountId, typeCode: messageTypeCode, receive, sendTypes })
      .onConflictDoUpdate({ target: [messageReceiveSettings.accountId, messageReceiveSettings.typeCode], set: { receive, sendTypes } })
    const [setting] = await receiveSettingsOf(user.accountId, user.identityTypeCode, messageTypeCode)
    return ok(setting!, '设置已保存')
  })

  fastify.get(`${P}/getSendType`, {
    schema: { tags, summary: '发送方式', response: { 200: SendTypeListResponse, ...refusals } },
  }, async () => ok(SEND_TYPES))

  fastify.get(`${P}/getSendTypeByMessageTypeCode`, {
    schema: { tags, summary: '某类消息可用的发送方式', querystring: MessageTypeCodeQuery, response: { 200: SendTypeListResponse, ...refusals } },
  }, async (request) => {
    const [type] = await db.select({ sendTypes: messageTypes.sendTypes }).from(messageTypes)
      .where(and(eq(messageTypes.code, request.query.messageTypeCode), typeVisibleTo(userOf(request).identityTypeCode)))
    if (!type) throw notFound('消息类型不存在')
    return ok(SEND_TYPES.filter((entry) => type.sendTypes.includes(entry.code)))
  })

  fastify.post(`${P}/updateUserSetting`, {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '保存消息中心个人设置', body: UpdateUserSettingBody, response: { 200: UserSettingResponse, ...refusals } },
  }, async (request) => ok(await writeUserSetting(db, userOf(request).accountId, request.body), '设置已保存'))

  fastify.post(`${P}/deleteMsgApp`, {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '从消息列表删除应用（其消息一并删除）', body: AppIdBody, response: { 200: AffectedResponse, ...refusals } },
  }, async (request) => {
    const { accountId } = userOf(request)
    const { appId } = request.body
    await requireApp(db, appId)
    const affected = await db.transaction(async (tx) => {
      const now = new Date()
      const rows = await tx.update(messageRecords).set({ deletedAt: now })
        .where(and(eq(messageRecords.recipientId, accountId), eq(messageRecords.appId, appId), sql`${messageRecords.deletedAt} IS NULL`))
        .returning({ id: messageRecords.id })
      await tx.insert(messageUserApps).values({ accountId, appId, hiddenAt: now, connected: false, pinnedAt: null })
        .onConflictDoUpdate({ target: [messageUserApps.accountId, messageUserApps.appId], set: { hiddenAt: now, connected: false, pinnedAt: null } })
      return rows.length
    })
    return ok({ affected }, '已删除')
  })

  fastify.get(`${P}/getPersonlCalendarList`, {
    schema: { tags, summary: '我的个人日历', response: { 200: PersonalCalendarListResponse, ...refusals } },
  }, async (request) => {
    const { accountId } = userOf(request)
    await ensureDefaultCalendar(db, accountId)
    const rows = await db.select({
      id: messageCenterCalendars.id, name: messageCenterCalendars.name, color: messageCenterCalendars.color, isDefault: messageCenterCalendars.isDefault,
    }).from(messageCenterCalendars).where(eq(messageCenterCalendars.accountId, accountId))
      .orderBy(sql`${messageCenterCalendars.isDefault} DESC`, asc(messageCenterCalendars.id))
    return ok(rows)
  })

  fastify.get(`${P}/listSchedule`, {
    schema: { tags, summary: '我在一段时间内的日程（与时间段有交集的条目，按开始时间）', querystring: ListScheduleQuery, response: { 200: ScheduleListResponse, ...refusals } },
  }, async (request) => {
    const { accountId } = userOf(request)
    const from = new Date(request.query.from)
    const to = new Date(request.query.to)
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw badRequest('时间格式不正确')
    if (to <= from) throw badRequest('结束时间必须晚于开始时间')
    if (to.getTime() - from.getTime() > 366 * 24 * 3600 * 1000) throw badRequest('一次最多查询一年内的日程')
    const rows = await db.select({
      entry: messageCenterSchedules, calendarName: messageCenterCalendars.name, calendarColor: messageCenterCalendars.color,
    }).from(messageCenterSchedules)
      .innerJoin(messageCenterCalendars, eq(messageCenterCalendars.id, messageCenterSchedules.calendarId))
      .where(and(eq(messageCenterSchedules.accountId, accountId), lt(messageCenterSchedules.startTime, to), gte(messageCenterSchedules.endTime, from)))
      .orderBy(asc(messageCenterSchedules.startTime), asc(messageCenterSchedules.id))
    return ok(rows.map(({ entry, calendarName, calendarColor }) => ({
      ...scheduleOf(entry), calendarName, calendarColor,
    })))
  })

  fastify.post(`${P}/createSchedule`, {
    config: { fieldsFromQueryOrBody: true },
    schema: { tags, summary: '由消息或待办创建日程', body: CreateScheduleBody, response: { 200: CreateScheduleResponse, ...refusals } },
  }, async (request) => {
    const { accountId } = userOf(request)
    const body = request.body
    const start = new Date(body.startTime)
    const end = new Date(body.endTime)
    if (Number.isNaN(start.getTime())) throw badRequest('开始时间格式不正确')
    if (Number.isNaN(end.getTime())) throw badRequest('结束时间格式不正确')
    if (end < start) throw badRequest('结束时间不能早于开始时间')
    const [calendar] = await db.select({ id: messageCenterCalendars.id }).from(messageCenterCalendars)
      .where(and(eq(messageCenterCalendars.id, body.calendarId), eq(messageCenterCalendars.accountId, accountId)))
    if (!calendar) throw notFound('日历不存在')
    if ((body.sourceType === undefined) !== (body.sourceId === undefined)) throw badRequest('sourceType 与 sourceId 需同时提供')
    if (body.sourceType === 'message') await findRecord(db, accountId, body.sourceId!)
    if (body.sourceType === 'task') await requireVisibleApplication(body.sourceId!, accountId)
    const [row] = await db.insert(messageCenterSchedules).values({
      accountId,
      calendarId: calendar.id,
      title: body.title.trim(),
      startTime: start,
      endTime: end,
      place: body.place?.trim() ?? '',
      remark: body.remark?.trim() ?? '',
      sourceType: body.sourceType ?? null,
      sourceId: body.sourceId ?? null,
    }).returning()
    return ok(scheduleOf(row!), '日程已创建')
  })

  /** A task source must be an application the user takes part in (initiator, handler or circulation). */
  async function requireVisibleApplication (id: number, accountId: string): Promise<void> {
    const [row] = await db.select({ id: flowApplications.id }).from(flowApplications).where(and(
      eq(flowApplications.id, id),
      or(
        eq(flowApplications.initiatorId, accountId),
        sql`EXISTS (SELECT 1 FROM ${flowTasks} WHERE ${flowTasks.applicationId} = ${flowApplications.id} AND ${flowTasks.handlerId} = ${accountId})`,
        sql`EXISTS (SELECT 1 FROM ${flowCirculations} WHERE ${flowCirculations.applicationId} = ${flowApplications.id} AND ${flowCirculations.toId} = ${accountId})`,
      ),
    ))
    if (!row) throw notFound('申请不存在')
  }
}

export default routes

function scheduleOf (row: typeof messageCenterSchedules.$inferSelect) {
  return {
    id: row.id,
    calendarId: row.calendarId,
    title: row.title,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    place: row.place,
    remark: row.remark,
    sourceType: row.sourceType ?? null,
    sourceId: row.sourceId ?? null,
  }
}
