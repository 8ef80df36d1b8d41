import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { adminSendRuleEndpoints } from '@contract/admin-send-rules'
import { sendRulesService } from '../../lib/admin/send-rules-service'
import { ok } from '../../lib/common/api-error'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-send-rules'], { security: [{ idToken: [] }] })
const config = { adminRole: ADMIN_ROLES.globalAdmin }

/** 发送规则 (online send's matrix and daily quotas) and 消息类型 in the operator console (全局管理员). */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const rules = sendRulesService(fastify.db)

  serve(fastify, adminSendRuleEndpoints.sendRules, { config, schema: docs('发送规则：权限矩阵（身份 × 消息类型）与每日限额') }, async () =>
    ok(await rules.rules()),
  )

  serve(
    fastify,
    adminSendRuleEndpoints.sendPolicySave,
    { config, schema: docs('保存权限矩阵的一格（无渠道：不能发送）', 400, 404) },
    async (request) => ok(await rules.savePolicy(userOf(request), request.body), '已保存'),
  )

  serve(fastify, adminSendRuleEndpoints.sendQuotaSave, { config, schema: docs('保存身份在一个渠道的每日限额', 400) }, async (request) =>
    ok(await rules.saveQuota(userOf(request), request.body), '已保存'),
  )

  serve(
    fastify,
    adminSendRuleEndpoints.messageTypeList,
    { config, schema: docs('消息类型（接收身份、发送渠道、关闭接收的人数）') },
    async () => ok(await rules.messageTypes()),
  )

  serve(
    fastify,
    adminSendRuleEndpoints.messageTypeSave,
    { config, schema: docs('修改消息类型的名称、接收身份与发送渠道', 400, 404) },
    async (request) => ok(await rules.saveMessageType(userOf(request), request.body), '已保存'),
  )
}

export default routes
