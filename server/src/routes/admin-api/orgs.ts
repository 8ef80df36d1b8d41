import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { adminOrgEndpoints } from '@contract/admin-orgs'
import { accountScopeOf } from '../../lib/admin/people-service'
import { createOrg, mergeOrg, moveOrg, orgTree, renameOrgUnit } from '../../lib/admin/org-service'
import { ok } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-people'], { security: [{ idToken: [] }] })
/** 全局管理员 for the whole tree; a division admin inside their divisions' subtrees (403 beyond). */
const config = { adminRole: 'division' as const }
const scopeOf = (request: FastifyRequest) => accountScopeOf(request.consoleGrants ?? [])

/** 组织机构 in the operator console: the tree with head counts; add, rename, move, merge. Every write is audited. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  serve(fastify, adminOrgEndpoints.orgTree, { config, schema: docs('组织机构树（按上级逐层或整棵，含人数）', 403, 404) }, async (request) =>
    ok(await orgTree(db, scopeOf(request), request.query)),
  )

  serve(fastify, adminOrgEndpoints.orgCreate, { config, schema: docs('新建下级组织', 400, 403, 404, 409) }, async (request) =>
    ok(await createOrg(db, userOf(request), scopeOf(request), request.body), '已新建'),
  )

  serve(fastify, adminOrgEndpoints.orgRename, { config, schema: docs('重命名组织', 400, 403, 404, 409) }, async (request) =>
    ok(await renameOrgUnit(db, userOf(request), scopeOf(request), request.body.code, request.body.name), '已重命名'),
  )

  serve(
    fastify,
    adminOrgEndpoints.orgMove,
    { config, schema: docs('移动组织到另一上级（不能移入自身的下级）', 403, 404, 409) },
    async (request) => ok(await moveOrg(db, userOf(request), scopeOf(request), request.body.code, request.body.parentCode), '已移动'),
  )

  serve(
    fastify,
    adminOrgEndpoints.orgMerge,
    { config, schema: docs('合并组织（人员、下级组织、院系设置与授权并入目标，原组织删除）', 403, 404, 409) },
    async (request) => {
      const merged = await mergeOrg(db, userOf(request), scopeOf(request), request.body.code, request.body.intoCode)
      return ok(merged, `已合并，${merged.movedPeople} 人转入「${merged.into.name}」`)
    },
  )
}

export default routes
