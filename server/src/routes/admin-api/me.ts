import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminConsoleEndpoints } from '@contract/admin-console'
import { ok } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { serve } from '../../serve-endpoint'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    adminConsoleEndpoints.me,
    { config: { adminRole: 'any' }, schema: { tags: ['admin'], summary: '当前操作员与其后台角色', security: [{ idToken: [] }] } },
    async (request) => {
      const user = userOf(request)
      return ok({ accountId: user.accountId, username: user.username, userName: user.userName, grants: request.consoleGrants ?? [] })
    },
  )
}

export default routes
