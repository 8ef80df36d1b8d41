import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BASES } from '@contract/bases'
import { ErrorResponse } from '@contract/common'
import { SCHEDULE_FEED_PATH } from '@contract/paths/schedule'
import { scheduleEndpoints } from '@contract/schedule'
import { ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { publicOrigin } from '../../../lib/portal/portal-settings'
import { ownCalendar } from '../../../lib/schedule/calendars-repository'
import { exportedEvent, feedEnabled, resetFeedToken, revokeFeed } from '../../../lib/schedule/feed-repository'
import { buildFeed } from '../../../lib/schedule/ics-feed'
import { importIcs, previewIcs } from '../../../lib/schedule/ics-import'
import { settingsOf } from '../../../lib/schedule/settings-repository'
import { settleWrites } from '../../../plugins/app/change-feed'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-schedule']
const doc = (summary: string) => ({
  tags,
  summary,
  security: [{ idToken: [] }],
  response: { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
})

/** The personal ICS feed's secret address (reset, revoke), one event as .ics (添加到手机日历 in a browser) and .ics import. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  settleWrites(fastify)
  serve(fastify, scheduleEndpoints.feedStatus, { schema: doc('日历订阅链接是否开启') }, async (request) =>
    ok({ enabled: await feedEnabled(fastify.db, userOf(request).accountId) }),
  )
  serve(fastify, scheduleEndpoints.resetFeed, { schema: doc('生成新的日历订阅链接（旧链接失效）') }, async (request) => {
    const token = await resetFeedToken(fastify.db, userOf(request).accountId)
    return ok({ url: `${publicOrigin(request, fastify.config.publicOrigin)}${BASES.portal}${SCHEDULE_FEED_PATH}/${token}.ics` })
  })
  serve(fastify, scheduleEndpoints.revokeFeed, { schema: doc('停用日历订阅链接') }, async (request) => {
    await revokeFeed(fastify.db, userOf(request).accountId)
    return ok(null)
  })
  serve(fastify, scheduleEndpoints.eventIcs, { schema: doc('一个日程的 .ics（整个重复系列，含时区与提醒）') }, async (request) => {
    const { events, overrides } = await exportedEvent(fastify.db, userOf(request).accountId, request.query.id)
    return ok({ ics: buildFeed(events[0]!.title, events, overrides, fastify.clock.now()) })
  })
  // ICS_MAX_CHARS characters of Chinese text are up to three bytes each.
  serve(
    fastify,
    scheduleEndpoints.importPreview,
    { schema: doc('预览 .ics 文件的导入（不写入）'), bodyLimit: 4 * 1024 * 1024 },
    async (request) => {
      const { accountId } = userOf(request)
      await ownCalendar(fastify.db, accountId, request.body.calendarId)
      const { timeZone } = await settingsOf(fastify.db, accountId)
      return ok(previewIcs(request.body.ics, request.body.calendarId, timeZone, fastify.clock.now()))
    },
  )
  serve(fastify, scheduleEndpoints.importIcs, { schema: doc('导入 .ics 文件到个人日历'), bodyLimit: 4 * 1024 * 1024 }, async (request) => {
    const { accountId } = userOf(request)
    await ownCalendar(fastify.db, accountId, request.body.calendarId)
    const { timeZone } = await settingsOf(fastify.db, accountId)
    return ok(await importIcs(fastify.db, request.body.calendarId, accountId, request.body.ics, timeZone, fastify.clock.now()))
  })
}

export default routes
