import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '@contract/common'
import { scheduleEndpoints } from '@contract/schedule'
import { badRequest, ok } from '../../../lib/common/api-error'
import { dayNotes } from '../../../lib/schedule/day-notes'
import { userOf } from '../../../plugins/app/authentication'
import { calendarsOf, deleteCalendar, publicCalendars, saveCalendar, setSubscription } from '../../../lib/schedule/calendars-repository'
import { saveSettings, searchPeople, settingsOf } from '../../../lib/schedule/settings-repository'
import { settleWrites } from '../../../plugins/app/change-feed'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-schedule']
const doc = (summary: string) => ({
  tags,
  summary,
  security: [{ idToken: [] }],
  response: { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
})

/** Calendars, subscriptions, 日程设置, the people one may invite and the month calendar's day notes. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  settleWrites(fastify)
  // Lunar dates, festivals and 调休 come from here, not from a library in the client (23 KB of the mini-program's main package).
  serve(fastify, scheduleEndpoints.dayNotes, { schema: doc('农历、节日、节气与调休（月历日期下的注记）') }, async (request) => {
    const result = dayNotes(request.query.start, request.query.end)
    if ('reason' in result) throw badRequest(result.reason)
    return ok(result.notes)
  })
  serve(fastify, scheduleEndpoints.calendars, { schema: doc('我的日历与已订阅的公共日历') }, async (request) =>
    ok(await calendarsOf(fastify.db, userOf(request).accountId)),
  )
  serve(fastify, scheduleEndpoints.publicCalendars, { schema: doc('公共日历（可订阅）') }, async (request) =>
    ok(await publicCalendars(fastify.db, userOf(request).accountId)),
  )
  serve(fastify, scheduleEndpoints.saveCalendar, { schema: doc('新增或编辑个人日历') }, async (request) => {
    const { id, ...input } = request.body
    return ok(await saveCalendar(fastify.db, userOf(request).accountId, id, input))
  })
  serve(fastify, scheduleEndpoints.deleteCalendar, { schema: doc('删除个人日历及其日程') }, async (request) => {
    await deleteCalendar(fastify.db, userOf(request).accountId, request.body.id)
    return ok(null)
  })
  serve(fastify, scheduleEndpoints.subscribe, { schema: doc('订阅或取消订阅公共日历') }, async (request) => {
    await setSubscription(fastify.db, userOf(request).accountId, request.body.id, request.body.subscribed)
    return ok(null)
  })
  serve(fastify, scheduleEndpoints.settings, { schema: doc('日程设置') }, async (request) =>
    ok(await settingsOf(fastify.db, userOf(request).accountId)),
  )
  serve(fastify, scheduleEndpoints.saveSettings, { schema: doc('保存日程设置') }, async (request) =>
    ok(await saveSettings(fastify.db, userOf(request).accountId, request.body)),
  )
  serve(fastify, scheduleEndpoints.people, { schema: doc('按姓名或账号查找可邀请的人') }, async (request) =>
    ok(await searchPeople(fastify.db, request.query.keyword)),
  )
}

export default routes
