import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '@contract/common'
import { scheduleEndpoints } from '@contract/schedule'
import type { Database } from '../../../db/client'
import { badRequest, ok } from '../../../lib/common/api-error'
import { sendCachedJson } from '../../../lib/common/cached-json'
import { userOf } from '../../../plugins/app/authentication'
import { eventDetail } from '../../../lib/schedule/event-detail'
import { eventInputOf } from '../../../lib/schedule/events-repository'
import { occurrencesFor } from '../../../lib/schedule/occurrences-repository'
import { scheduleService } from '../../../lib/schedule/schedule-service'
import { viewSources } from '../../../lib/schedule/month-cache'
import { settleWrites } from '../../../plugins/app/change-feed'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-schedule']
const doc = (summary: string) => ({
  tags,
  summary,
  security: [{ idToken: [] }],
  response: { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
})
/** Longest window one request expands (a year and a bit: never-ending rules are only ever expanded for a window). */
const MAX_WINDOW_DAYS = 400

/** Events: the window's occurrences, detail, create / edit / delete (this, following, all), invitations. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db: Database = fastify.db
  const schedule = scheduleService(db)
  settleWrites(fastify)
  serve(fastify, scheduleEndpoints.occurrences, { schema: doc('时间范围内的日程（重复日程已展开）') }, async (request, reply) => {
    const from = new Date(request.query.from)
    const to = new Date(request.query.to)
    if (!(from < to)) throw badRequest('结束时间须晚于开始时间')
    if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 86_400_000) throw badRequest(`一次最多查询 ${MAX_WINDOW_DAYS} 天的日程`)
    const { accountId } = userOf(request)
    const answer = await fastify.monthViews.answer(
      accountId,
      from,
      to,
      () => viewSources(db, accountId),
      async (sources) => ok(await occurrencesFor(db, accountId, from, to, sources)),
    )
    // Kept as bytes (and compressed): sent as they are, past the typed reply's serialiser.
    return (await sendCachedJson(request, reply, answer)) as never
  })
  serve(fastify, scheduleEndpoints.event, { schema: doc('日程详情（给出 recurrenceId 时含该次日程）') }, async (request) => {
    const { id, recurrenceId } = request.query
    return ok(await eventDetail(db, userOf(request).accountId, id, recurrenceId ? new Date(recurrenceId) : undefined))
  })
  serve(fastify, scheduleEndpoints.createEvent, { schema: doc('新建日程') }, async (request) => {
    const { accountId } = userOf(request)
    const id = await schedule.createEvent(accountId, eventInputOf(request.body), request.body.attendees ?? [], fastify.clock.now())
    return ok(await eventDetail(db, accountId, id))
  })
  serve(fastify, scheduleEndpoints.editEvent, { schema: doc('编辑日程：仅此一次、此次及以后或全部') }, async (request) => {
    const { accountId } = userOf(request)
    const { id, scope, recurrenceId } = request.body
    const edit = { id, scope, recurrenceId: recurrenceId ? new Date(recurrenceId) : undefined }
    const eventId = await schedule.editEvent(accountId, edit, eventInputOf(request.body), request.body.attendees, fastify.clock.now())
    return ok(await eventDetail(db, accountId, eventId))
  })
  serve(fastify, scheduleEndpoints.deleteEvent, { schema: doc('删除日程：仅此一次、此次及以后或全部') }, async (request) => {
    const { id, scope, recurrenceId } = request.body
    await schedule.deleteEvent(userOf(request).accountId, { id, scope, recurrenceId: recurrenceId ? new Date(recurrenceId) : undefined })
    return ok(null)
  })
  serve(fastify, scheduleEndpoints.answer, { schema: doc('接受或拒绝日程邀请') }, async (request) => {
    await schedule.answer(userOf(request).accountId, request.body.id, request.body.answer)
    return ok(null)
  })
  serve(fastify, scheduleEndpoints.declineFromOrganiser, { schema: doc('拒绝该组织者的全部未回复邀请') }, async (request) =>
    ok({ declined: await schedule.declineAllFromOrganiserOf(userOf(request).accountId, request.body.id) }),
  )
}

export default routes
