import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminPeopleEndpoints } from '@contract/admin-people'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { roleRows } from '../../lib/admin/account-repository'
import { grantRole, grantRows, revokeRole } from '../../lib/admin/people-service'
import { ok } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-people'], { security: [{ idToken: [] }] })
const config = { adminRole: ADMIN_ROLES.globalAdmin }

/** 角色 in the operator console (全局管理员 only): who holds which role, in which division; grant and revoke, audited. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  serve(fastify, adminPeopleEndpoints.roleGrants, { config, schema: docs('后台角色与授权') }, async () => {
    const roles = await roleRows(db)
    return ok({ roles, grants: await grantRows(db) })
  })

  serve(fastify, adminPeopleEndpoints.roleGrant, { config, schema: docs('授予角色（可限定单位）', 400, 409) }, async (request) =>
    ok(await grantRole(db, userOf(request), request.body), '已授权'),
  )

  serve(fastify, adminPeopleEndpoints.roleRevoke, { config, schema: docs('撤销授权', 404, 409) }, async (request) => {
    await revokeRole(db, userOf(request), request.body.id)
    return ok(null, '已撤销')
  })
}

export default routes
