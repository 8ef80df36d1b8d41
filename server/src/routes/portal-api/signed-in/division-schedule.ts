import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '@contract/common'
import { divisionEndpoints } from '@contract/division'
import type { Database } from '../../../db/client'
import { ok } from '../../../lib/common/api-error'
import { callerOf, requireDivision } from '../../../lib/division/division-access'
import {
  accountByUsername,
  canEditSchedule,
  divisionCalendarsOf,
  divisionEvent,
  divisionEventDetail,
  divisionOfCalendar,
  occurrencesOf,
  peopleOfOccurrences,
  personOccurrences,
  requireDivisionAttendees,
  requireDivisionCalendar,
  saveCalendarSettings,
  searchDivisionPeople,
  visibleCalendarsOf,
  windowOf,
} from '../../../lib/division/schedule-repository'
import { deleteEventRow, editEventRow, eventInputOf, insertEvent } from '../../../lib/schedule/events-repository'
import { setAttendees } from '../../../lib/schedule/attendees-repository'
import { userOf } from '../../../plugins/app/authentication'
import { settleWrites } from '../../../plugins/app/change-feed'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-second-work']
const security = [{ idToken: [] }]
const response = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse }
const doc = (summary: string) => ({ schema: { tags, security, summary, response } })

/**
 * 领导日程 / 单位日程: the division's calendars in the schedule centre's event model. Members read what is published
 * to them; schedule editors (and admins) write; the admin chooses which calendars the workbench shows.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  settleWrites(fastify)
  const db: Database = fastify.db
  const caller = (request: Parameters<typeof userOf>[0]) => callerOf(db, userOf(request).accountId)

  serve(fastify, divisionEndpoints.scheduleWeek, doc('单位日程：一段时间（通常一周）内领导和单位的日程'), async (request) => {
    const { code } = request.query
    const division = await requireDivision(db, await caller(request), code)
    const { from, to } = windowOf(request.query.from, request.query.to)
    const calendars = await visibleCalendarsOf(db, division)
    const canEdit = canEditSchedule(division)
    const occurrences = await occurrencesOf(db, calendars, from, to, canEdit)
    return ok({ calendars, occurrences, people: await peopleOfOccurrences(db, occurrences), canEdit })
  })

  serve(fastify, divisionEndpoints.scheduleEvent, doc('单位日程详情'), async (request) => {
    const me = await caller(request)
    const { event, division } = await divisionEvent(db, me, request.query.id)
    return ok(await divisionEventDetail(db, me.accountId, event, division))
  })

  serve(fastify, divisionEndpoints.schedulePerson, doc('某人在本单位日程中的安排（参加或发起的）'), async (request) => {
    const { code, username } = request.query
    const division = await requireDivision(db, await caller(request), code)
    const { from, to } = windowOf(request.query.from, request.query.to)
    const person = await accountByUsername(db, username)
    const calendars = await visibleCalendarsOf(db, division)
    const occurrences = await personOccurrences(db, person.id, calendars, from, to, canEditSchedule(division))
    return ok({ username: person.username, name: person.name, occurrences })
  })

  serve(fastify, divisionEndpoints.schedulePeople, doc('查找本单位可邀请的人（日程编辑或管理员）'), async (request) => {
    const { code, keyword } = request.query
    await requireDivision(db, await caller(request), code, 'scheduleEditor')
    return ok(await searchDivisionPeople(db, code, keyword))
  })

  serve(fastify, divisionEndpoints.createScheduleEvent, doc('新建单位日程（日程编辑或管理员）'), async (request) => {
    const me = await caller(request)
    const code = await divisionOfCalendar(db, request.body.calendarId)
    const division = await requireDivision(db, me, code, 'scheduleEditor')
    await requireDivisionAttendees(db, code, request.body.attendees)
    const now = fastify.clock.now()
    const event = await db.transaction(async (tx) => {
      const created = await insertEvent(tx, eventInputOf(request.body), me.accountId, now)
      await setAttendees(tx, created, me.accountId, request.body.attendees ?? [], now)
      return created
    })
    return ok(await divisionEventDetail(db, me.accountId, event, division), '已保存')
  })

  serve(fastify, divisionEndpoints.editScheduleEvent, doc('编辑单位日程：仅此一次、此次及以后或全部'), async (request) => {
    const me = await caller(request)
    const { id, scope, recurrenceId } = request.body
    const { event, division } = await divisionEvent(db, me, id, 'scheduleEditor')
    await requireDivisionCalendar(db, division.code, request.body.calendarId)
    await requireDivisionAttendees(db, division.code, request.body.attendees)
    const now = fastify.clock.now()
    const saved = await db.transaction(async (tx) => {
      const row = await editEventRow(
        tx,
        event,
        me.accountId,
        scope,
        recurrenceId ? new Date(recurrenceId) : undefined,
        eventInputOf(request.body),
        now,
      )
      if (request.body.attendees) await setAttendees(tx, row, me.accountId, request.body.attendees, now)
      return row
    })
    const fresh = await divisionEvent(db, me, saved.id)
    return ok(await divisionEventDetail(db, me.accountId, fresh.event, division), '已保存')
  })

  serve(fastify, divisionEndpoints.deleteScheduleEvent, doc('删除单位日程：仅此一次、此次及以后或全部'), async (request) => {
    const { id, scope, recurrenceId } = request.body
    const { event } = await divisionEvent(db, await caller(request), id, 'scheduleEditor')
    await db.transaction(async (tx) => deleteEventRow(tx, event, scope, recurrenceId ? new Date(recurrenceId) : undefined))
    return ok(null, '已删除')
  })

  serve(fastify, divisionEndpoints.calendarSettings, doc('工作台显示的日历及顺序（单位管理员）'), async (request) => {
    await requireDivision(db, await caller(request), request.query.code, 'admin')
    return ok(await divisionCalendarsOf(db, request.query.code))
  })

  serve(
    fastify,
    divisionEndpoints.saveCalendarSettings,
    doc('设置工作台显示的日历、是否向成员公开及顺序（单位管理员）'),
    async (request) => {
      const { code, calendars } = request.body
      await requireDivision(db, await caller(request), code, 'admin')
      return ok(await saveCalendarSettings(db, code, calendars), '已保存')
    },
  )
}

export default routes
