import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminCalendarEndpoints } from '@contract/admin-calendars'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { publicCalendars } from '../../lib/admin/public-calendars'
import { ok } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-calendars'], { security: [{ idToken: [] }] })
const config = { adminRole: ADMIN_ROLES.globalAdmin }

/** 公共日历 in the operator console (全局管理员): calendars, their state, their events, subscriber counts. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const calendars = publicCalendars(fastify.db, fastify.clock)
  serve(fastify, adminCalendarEndpoints.publicCalendarList, { config, schema: docs('公共日历（状态、日程数、订阅人数）') }, async () =>
    ok(await calendars.list()),
  )

  serve(
    fastify,
    adminCalendarEndpoints.publicCalendarSave,
    { config, schema: docs('新建（草稿）或修改公共日历', 400, 404) },
    async (request) => ok(await calendars.save(userOf(request), request.body), '已保存'),
  )

  serve(
    fastify,
    adminCalendarEndpoints.publicCalendarState,
    { config, schema: docs('发布或撤回公共日历（撤回后订阅者的日程中不再显示）', 404, 409) },
    async (request) => {
      const calendar = await calendars.setState(userOf(request), request.body.id, request.body.state)
      return ok(calendar, request.body.state === 'published' ? '已发布' : '已撤回')
    },
  )

  serve(
    fastify,
    adminCalendarEndpoints.publicCalendarEvents,
    { config, schema: docs('公共日历的日程（重复日程为一条）', 404) },
    async (request) => ok(await calendars.events(request.query.calendarId)),
  )

  serve(
    fastify,
    adminCalendarEndpoints.publicCalendarEventSave,
    { config, schema: docs('新建或修改公共日历的日程（含重复规则）', 400, 404) },
    async (request) => ok(await calendars.saveEvent(userOf(request), request.body), '已保存'),
  )

  serve(
    fastify,
    adminCalendarEndpoints.publicCalendarEventDelete,
    { config, schema: docs('删除公共日历的日程（整个系列）', 404) },
    async (request) => {
      await calendars.deleteEvent(userOf(request), request.body.id)
      return ok(null, '已删除')
    },
  )
}

export default routes
