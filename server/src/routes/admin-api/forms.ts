import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { adminFormEndpoints } from '@contract/admin-forms'
import { ok } from '../../lib/common/api-error'
import { formDesigner } from '../../lib/workflow/form-designer'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-services'], { security: [{ idToken: [] }] })
const config = { adminRole: ADMIN_ROLES.serviceAdmin }

/** 表单设计 of a form-flow service (服务管理员 or 全局管理员): fields, approval chain, draft version, 发布, history. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const designer = formDesigner({ db: fastify.db, clock: fastify.clock })

  serve(
    fastify,
    adminFormEndpoints.serviceFormDesign,
    { config, schema: docs('表单设计：各版本（最新在前）', 404, 409) },
    async (request) => ok(await designer.design(request.query.serviceId)),
  )

  serve(fastify, adminFormEndpoints.serviceFormSave, { config, schema: docs('保存表单草稿版本', 400, 404, 409) }, async (request) =>
    ok(await designer.save(userOf(request), request.body), '草稿已保存'),
  )

  serve(
    fastify,
    adminFormEndpoints.serviceFormPublish,
    { config, schema: docs('发布草稿为新版本（进行中的申请仍按原版本）', 404, 409) },
    async (request) => ok(await designer.publish(userOf(request), request.body.serviceId), '已发布'),
  )

  serve(
    fastify,
    adminFormEndpoints.serviceFormPeople,
    { config, schema: docs('审批步骤、抄送可选的人员（姓名或学号/工号搜索）') },
    async (request) => ok(await designer.people(request.query.keyword)),
  )

  serve(fastify, adminFormEndpoints.serviceFormGroups, { config, schema: docs('审批步骤可选的用户组') }, async () =>
    ok(await designer.groups()),
  )
}

export default routes
