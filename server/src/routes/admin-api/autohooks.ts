import type { FastifyInstance, FastifyRequest } from 'fastify'
import { allows, institutionRoles, NO_CONSOLE_ROLE, type AdminRoleCode } from '@contract/admin-roles'
import { grantsOf } from '../../lib/admin/console-roles'
import { forbidden } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'

/* eslint-disable @typescript-eslint/no-shadow */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The console role a `/admin-api` route needs; 'any' for what every operator may call (their own roles). */
    adminRole?: AdminRoleCode | 'any'
  }
  interface FastifyRequest {
    /** The caller's console grants, read for this request (never cached: a revoked role stops the next call). */
    consoleGrants?: Awaited<ReturnType<typeof grantsOf>>
  }
}
/* eslint-enable @typescript-eslint/no-shadow */

/**
 * Every `/admin-api` call: signed in (401), holding a console role (403 无管理权限), and the role the route names
 * (403; for today's institution-wide areas only grants without a division count). A route that names no role is
 * refused: a forgotten declaration fails closed.
 */
export default async function consoleOnly(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.authenticate)
  fastify.addHook('onRequest', async (request: FastifyRequest) => {
    const grants = await grantsOf(fastify.db, userOf(request).accountId)
    if (grants.length === 0) throw forbidden(NO_CONSOLE_ROLE)
    const required = request.routeOptions.config.adminRole
    const held = institutionRoles(grants)
    if (required === undefined || (required !== 'any' && !allows(held, required))) throw forbidden('当前角色无权使用此功能')
    request.consoleGrants = grants
  })
}
