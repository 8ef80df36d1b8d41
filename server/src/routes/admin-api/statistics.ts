import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { adminStatsEndpoints } from '@contract/admin-stats'
import { STATS_MAX_DAYS, STATS_MAX_RECOUNT_DAYS } from '@contract/stats-figures'
import { accountScopeOf } from '../../lib/admin/people-service'
import { badRequest, forbidden, ok } from '../../lib/common/api-error'
import { addDays, campusDay } from '../../lib/statistics/campus-day'
import { statsOverview, unitWithin, type StatsScope } from '../../lib/statistics/stats-repository'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-stats'], { security: [{ idToken: [] }] })
/** 全局管理员 for the institution or any unit; a division admin for their division and the units under it. */
const config = { adminRole: 'division' as const }

/** A calendar day that exists (2026-02-30 does not). */
const isDay = (day: string) => addDays(day, 0) === day

function checkedRange(from: string, to: string, maxDays: number): void {
  if (!isDay(from) || !isDay(to)) throw badRequest('日期不正确')
  if (from > to) throw badRequest('开始日期不能晚于结束日期')
  if (addDays(from, maxDays - 1) < to) throw badRequest(`日期范围最长 ${maxDays} 天`)
}

/** 统计 in the operator console: the daily aggregates for a range, limited to the caller's units. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  /** The units asked for, within what the caller may see (403 beyond it). */
  const scopeFor = async (request: FastifyRequest, orgCode: string | undefined): Promise<StatsScope> => {
    const divisions = accountScopeOf(request.consoleGrants ?? [])
    if (orgCode === undefined) return divisions
    if (divisions !== null && !(await unitWithin(db, divisions, orgCode))) throw forbidden('只能查看本单位的统计')
    return [orgCode]
  }

  serve(
    fastify,
    adminStatsEndpoints.statsOverview,
    { config, schema: docs('统计：日活、服务打开、搜索、资讯阅读、办事与消息（按日汇总）', 400, 403) },
    async (request) => {
      const to = request.query.to ?? addDays(campusDay(fastify.clock.now()), -1)
      const from = request.query.from ?? addDays(to, -6)
      checkedRange(from, to, STATS_MAX_DAYS)
      const scope = await scopeFor(request, request.query.orgCode)
      const overview = await statsOverview(db, from, to, scope)
      return ok({ ...overview, orgCode: request.query.orgCode ?? (scope?.length === 1 ? scope[0]! : null) })
    },
  )

  serve(
    fastify,
    adminStatsEndpoints.statsRecount,
    { config, schema: docs('统计：按记录重新统计一段日期（最长 7 天，在请求内完成）', 400) },
    async (request) => {
      const { from, to } = request.body
      checkedRange(from, to, STATS_MAX_RECOUNT_DAYS)
      return ok(await fastify.statistics.recount(from, to), '已重新统计')
    },
  )
}

export default routes
