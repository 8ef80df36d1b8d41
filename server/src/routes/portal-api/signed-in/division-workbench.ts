import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { divisionEndpoints, type SearchHit } from '@contract/division'
import { badRequest, ok } from '../../../lib/common/api-error'
import { absolute, originOf, toNewsItem } from '../../../lib/cms/cms-content'
import { toAnnouncementItem } from '../../../lib/division/announcement-answers'
import { grantFor } from '../../../lib/files/file-grants'
import { announcementsPage, audiencesOf, unreadCount } from '../../../lib/division/announcements-repository'
import { callerOf, divisionsOf, requireDivision } from '../../../lib/division/division-access'
import { divisionSearchScope } from '../../../lib/division/division-search'
import {
  columnChoices,
  columnsOfArticles,
  enabledServiceIds,
  newsOfColumns,
  pinnedServices,
  saveShownColumns,
  savePinnedServices,
  serviceChoices,
  shownColumns,
} from '../../../lib/division/workbench-repository'
import { userOf } from '../../../plugins/app/authentication'
import { pageArgs, paginate } from '../../../lib/paginate'
import { serve } from '../../../serve-endpoint'
import { toServiceItem } from '../../../lib/services/service-item'

const tags = ['portal-second-work']
const security = [{ idToken: [] }]
const HOME_ANNOUNCEMENTS = 5
const HOME_ARTICLES = 3

/** The division workbench: its home, news, search and the admin's settings (which columns and services, in what order). */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify
  const caller = (request: Parameters<typeof userOf>[0]) => callerOf(db, userOf(request).accountId)

  async function settingsOf(code: string, origin: string) {
    const [columns, services] = await Promise.all([columnChoices(db, code), serviceChoices(db, code)])
    return {
      columns,
      services: services.map((s) => ({
        serviceId: s.serviceId,
        serviceName: s.serviceName,
        iconUrl: absolute(s.iconUrl || s.cardImage, origin),
        serviceType: s.serviceType,
        pinned: s.pinned,
      })),
    }
  }

  serve(fastify, divisionEndpoints.myDivisions, { schema: { tags, security, summary: '我所在的单位及我的角色' } }, async (request) =>
    ok(await divisionsOf(db, await caller(request))),
  )

  serve(fastify, divisionEndpoints.home, { schema: { tags, security, summary: '单位工作台首页：公告、栏目、服务' } }, async (request) => {
    const me = await caller(request)
    const { code } = request.query
    const division = await requireDivision(db, me, code)
    const origin = originOf(fastify, request)
    const filter = { code, accountId: me.accountId, chain: me.chain }
    const [announcements, unread, columns, services] = await Promise.all([
      announcementsPage(db, { ...filter, manage: false }, { pageNum: 1, pageSize: HOME_ANNOUNCEMENTS, offset: 0 }),
      unreadCount(db, filter),
      shownColumns(db, code),
      pinnedServices(db, code),
    ])
    const audiences = await audiencesOf(
      db,
      announcements.rows.map((r) => r.row.id),
    )
    const blocks = await Promise.all(
      columns.map(async (column) => {
        const { rows } = await newsOfColumns(db, [column.id], { pageSize: HOME_ARTICLES, offset: 0 })
        return { id: column.id, name: column.name, items: rows.map((row) => toNewsItem(row, origin)) }
      }),
    )
    const now = fastify.clock.now()
    return ok({
      division,
      announcements: announcements.rows.map((r) =>
        toAnnouncementItem(r.row, { ...r, audience: audiences.get(r.row.id) ?? [] }, now, {
          origin,
          grant: (fileId) => grantFor(fastify, fileId, now),
        }),
      ),
      unreadCount: unread,
      columns: blocks,
      services: services.map((service) => toServiceItem(service, origin)),
    })
  })

  serve(fastify, divisionEndpoints.news, { schema: { tags, security, summary: '单位资讯（工作台上显示的栏目）' } }, async (request) => {
    const me = await caller(request)
    const { code, columnId } = request.query
    await requireDivision(db, me, code)
    const shown = (await shownColumns(db, code)).map((column) => column.id)
    if (columnId !== undefined && !shown.includes(columnId)) throw badRequest('该栏目不在本单位工作台上')
    const page = pageArgs(request.query, 10)
    const { rows, total } = await newsOfColumns(db, columnId !== undefined ? [columnId] : shown, page)
    const origin = originOf(fastify, request)
    return ok(
      paginate(
        rows.map((row) => toNewsItem(row, origin)),
        total,
        page,
      ),
    )
  })

  serve(
    fastify,
    divisionEndpoints.search,
    { schema: { tags, security, summary: '在本单位内搜索公告和资讯（全局搜索服务：分词、拼音、容错）' } },
    async (request) => {
      const me = await caller(request)
      const { code } = request.query
      const keyword = request.query.keyword.trim()
      if (!keyword) throw badRequest('请输入搜索内容')
      const division = await requireDivision(db, me, code)
      const page = pageArgs(request.query)
      const shown = (await shownColumns(db, code)).map((column) => column.id)
      // Publishers find every announcement of the division, taken-down ones too (as their list with 含已过期 shows).
      const manage = division.roles.includes('publisher')
      const filter = { code, accountId: me.accountId, chain: me.chain, manage, includeExpired: manage }
      const found = await fastify.searchService.searchWithin(divisionSearchScope(db, filter, shown), keyword, page)
      const columns = await columnsOfArticles(
        db,
        found.rows.filter((row) => row.doc_type === 'news').map((row) => Number(row.source_id)),
      )
      const hits: SearchHit[] = found.rows.map((row) => ({
        kind: row.doc_type === 'news' ? 'news' : 'announcement',
        id: Number(row.source_id),
        title: row.title,
        titlePieces: found.titlePieces(row.title),
        summary: row.summary,
        time: (row.happened_at ? new Date(row.happened_at) : new Date(0)).toISOString(),
        columnId: row.doc_type === 'news' ? (columns.get(Number(row.source_id)) ?? null) : null,
      }))
      return ok(paginate(hits, found.total, page))
    },
  )

  serve(fastify, divisionEndpoints.settings, { schema: { tags, security, summary: '工作台设置（单位管理员）' } }, async (request) => {
    await requireDivision(db, await caller(request), request.query.code, 'admin')
    return ok(await settingsOf(request.query.code, originOf(fastify, request)))
  })

  serve(
    fastify,
    divisionEndpoints.saveColumns,
    { schema: { tags, security, summary: '设置工作台显示的栏目及顺序（单位管理员）' } },
    async (request) => {
      const { code, columnIds } = request.body
      await requireDivision(db, await caller(request), code, 'admin')
      if (new Set(columnIds).size !== columnIds.length) throw badRequest('栏目不能重复')
      const allowed = new Set((await columnChoices(db, code)).map((column) => column.id))
      if (columnIds.some((id) => !allowed.has(id))) throw badRequest('只能选择本单位的栏目或学校的公共栏目')
      await saveShownColumns(db, code, columnIds)
      return ok(await settingsOf(code, originOf(fastify, request)), '已保存')
    },
  )

  serve(
    fastify,
    divisionEndpoints.saveServices,
    { schema: { tags, security, summary: '设置工作台置顶的服务及顺序（单位管理员）' } },
    async (request) => {
      const { code, serviceIds } = request.body
      await requireDivision(db, await caller(request), code, 'admin')
      if (new Set(serviceIds).size !== serviceIds.length) throw badRequest('服务不能重复')
      const enabled = await enabledServiceIds(db, serviceIds)
      if (serviceIds.some((id) => !enabled.has(id))) throw badRequest('所选服务不存在或已停用')
      await savePinnedServices(db, code, serviceIds)
      return ok(await settingsOf(code, originOf(fastify, request)), '已保存')
    },
  )
}

export default routes
