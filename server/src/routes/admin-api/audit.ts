import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminConsoleEndpoints } from '@contract/admin-console'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { auditPage } from '../../lib/admin/audit-repository'
import { ok } from '../../lib/common/api-error'
import { pageArgs, paginate } from '../../lib/paginate'
import { serve } from '../../serve-endpoint'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    adminConsoleEndpoints.auditList,
    {
      config: { adminRole: ADMIN_ROLES.globalAdmin },
      schema: { tags: ['admin'], summary: '操作日志（新的在前；按操作员、对象筛选）', security: [{ idToken: [] }] },
    },
    async (request) => {
      const page = pageArgs(request.query)
      const { rows, total } = await auditPage(fastify.db, { operator: request.query.operator?.trim(), entity: request.query.entity }, page)
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
