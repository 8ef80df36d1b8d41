import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { adminGroupEndpoints } from '@contract/admin-orgs'
import {
  createConsoleGroup,
  deleteConsoleGroup,
  groupDetail,
  groupList,
  removeGroupMember,
  renameConsoleGroup,
  saveGroupMember,
} from '../../lib/admin/group-service'
import { accountScopeOf } from '../../lib/admin/people-service'
import { ok } from '../../lib/common/api-error'
import { pageArgs, paginate } from '../../lib/paginate'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-people'], { security: [{ idToken: [] }] })
/** 全局管理员 for every group; a division admin for the groups owned inside their divisions (403 beyond). */
const config = { adminRole: 'division' as const }
const scopeOf = (request: FastifyRequest) => accountScopeOf(request.consoleGrants ?? [])

/** 用户组 in the operator console: search, create, rename, delete, members with roles. Directory groups are read-only. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  serve(fastify, adminGroupEndpoints.groupList, { config, schema: docs('用户组搜索（名称；可按组织筛选）', 403) }, async (request) => {
    const { keyword, orgCode } = request.query
    const page = pageArgs(request.query)
    const { rows, total } = await groupList(db, scopeOf(request), { keyword, orgCode }, page)
    return ok(paginate(rows, total, page))
  })

  serve(
    fastify,
    adminGroupEndpoints.groupCreate,
    { config, schema: docs('新建用户组（指定负责人）', 400, 403, 404, 409) },
    async (request) => ok(await createConsoleGroup(db, userOf(request), scopeOf(request), request.body), '已新建'),
  )

  serve(fastify, adminGroupEndpoints.groupRename, { config, schema: docs('重命名用户组', 400, 403, 404, 409) }, async (request) =>
    ok(await renameConsoleGroup(db, userOf(request), scopeOf(request), request.body.id, request.body.name), '已重命名'),
  )

  serve(fastify, adminGroupEndpoints.groupDelete, { config, schema: docs('删除用户组', 403, 404, 409) }, async (request) => {
    await deleteConsoleGroup(db, userOf(request), scopeOf(request), request.body.id)
    return ok(null, '已删除')
  })

  serve(
    fastify,
    adminGroupEndpoints.groupMembers,
    { config, schema: docs('用户组成员（负责人、管理员在前）', 403, 404) },
    async (request) => ok(await groupDetail(db, scopeOf(request), Number(request.query.id))),
  )

  serve(
    fastify,
    adminGroupEndpoints.groupMemberSave,
    { config, schema: docs('添加成员或修改成员角色（OWNER / MANAGERMENT / 成员）', 400, 403, 404, 409) },
    async (request) => ok(await saveGroupMember(db, userOf(request), scopeOf(request), request.body), '已保存'),
  )

  serve(
    fastify,
    adminGroupEndpoints.groupMemberRemove,
    { config, schema: docs('移除成员（至少保留一位负责人）', 403, 404, 409) },
    async (request) => ok(await removeGroupMember(db, userOf(request), scopeOf(request), request.body), '已移除'),
  )
}

export default routes
