import type { FastifyInstance, FastifyRequest } from 'fastify'
import { adminDivisions, allows, institutionRoles, NO_CONSOLE_ROLE, type AdminRoleCode } from '@contract/admin-roles'
import { grantsOf } from '../../lib/admin/console-roles'
import { forbidden } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { settleWrites } from '../../plugins/app/change-feed'

/* eslint-disable @typescript-eslint/no-shadow */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The console role a `/admin-api` route needs; 'any' for what every operator may call (their own roles);
     * 'division' for the division areas (账号): 全局管理员, or a division admin (全局管理员 limited to a division).
     */
    adminRole?: AdminRoleCode | 'any' | 'division'
  }
  interface FastifyRequest {
    /** The caller's console grants, read for this request (never cached: a revoked role stops the next call). */
    consoleGrants?: Awaited<ReturnType<typeof grantsOf>>
  }
}
/* eslint-enable @typescript-eslint/no-shadow */

/**
 * Every `/admin-api` call: signed in (401), holding a console role (403 无管理权限), and the role the route names
 * (403; for the institution-wide areas only grants without a division count). A route that names no role is
 * refused: a forgotten declaration fails closed. A write answers once this instance has heard its change notices,
 * so the portal's caches on this instance never answer from before it (public calendars, the service catalogue).
 */
export default async function consoleOnly(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.authenticate)
  fastify.addHook('onRequest', async (request: FastifyRequest) => {
    const grants = await grantsOf(fastify.db, userOf(request).accountId)
    if (grants.length === 0) throw forbidden(NO_CONSOLE_ROLE)
    const required = request.routeOptions.config.adminRole
    const held = institutionRoles(grants)
    const permitted =
      required === 'any' ||
      (required === 'division' && (allows(held, 'global_admin') || adminDivisions(grants).length > 0)) ||
      (required !== undefined && required !== 'division' && allows(held, required))
    if (!permitted) throw forbidden('当前角色无权使用此功能')
    request.consoleGrants = grants
    // Every console write is audited with the operator's address (request.ip: the client's behind TRUST_PROXY).
    request.user = { ...userOf(request), ip: request.ip }
  })
  settleWrites(fastify)
}
