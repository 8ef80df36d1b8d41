import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminConsoleEndpoints } from '@contract/admin-console'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { auditPage } from '../../lib/admin/audit-repository'
import { badRequest, ok } from '../../lib/common/api-error'
import { pageArgs, paginate } from '../../lib/paginate'
import { serve } from '../../serve-endpoint'

/** A time filter as an instant; an unreadable one is refused. */
function instant(text: string | undefined): Date | undefined {
  if (!text) return undefined
  const at = new Date(text)
  if (Number.isNaN(at.getTime())) throw badRequest('时间格式不正确')
  return at
}

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    adminConsoleEndpoints.auditList,
    {
      config: { adminRole: ADMIN_ROLES.globalAdmin },
      schema: {
        tags: ['admin'],
        summary: '操作日志（新的在前；按操作员、对象、操作、来源地址、时间筛选；保留 3 年）',
        security: [{ idToken: [] }],
      },
    },
    async (request) => {
      const page = pageArgs(request.query)
      const { operator, entity, action, ip, from, to } = request.query
      const filter = {
        operator: operator?.trim() || undefined,
        entity,
        action,
        ip: ip?.trim() || undefined,
        from: instant(from),
        to: instant(to),
      }
      const { rows, total } = await auditPage(fastify.db, filter, page)
      return ok(
        paginate(
          rows.map((row) => ({ ...row, at: row.at.toISOString() })),
          total,
          page,
        ),
      )
    },
  )
}

export default routes
