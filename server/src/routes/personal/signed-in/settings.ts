import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AgreementKind } from '@contract/agreement-kinds'
import { personalEndpoints } from '@contract/personal'
import { badRequest, ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { acceptVersions, currentVersions } from '../../../lib/personal/agreements-repository'
import { readNotifySettings, writeNotifySettings } from '../../../lib/personal/notify-settings'
import { readDisplaySettings, writeDisplaySettings } from '../../../lib/personal/display-settings'
import { agreementStatusOf } from '../../../lib/personal/agreement-status'
import { serve } from '../../../serve-endpoint'

const tags = ['personal-settings']
const security = [{ idToken: [] }]

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(fastify, personalEndpoints.notifySettings, { schema: { tags, summary: '消息通知设置', security } }, async (request) =>
    ok(await readNotifySettings(fastify.db, userOf(request).accountId)),
  )

  serve(fastify, personalEndpoints.saveNotifySettings, { schema: { tags, summary: '保存消息通知设置', security } }, async (request) =>
    ok(await writeNotifySettings(fastify.db, userOf(request).accountId, request.body), '已保存'),
  )

  serve(fastify, personalEndpoints.displaySettings, { schema: { tags, summary: '显示设置（长辈模式）', security } }, async (request) =>
    ok(await readDisplaySettings(fastify.db, userOf(request).accountId)),
  )

  serve(
    fastify,
    personalEndpoints.saveDisplaySettings,
    { schema: { tags, summary: '保存显示设置（长辈模式）', security } },
    async (request) => ok(await writeDisplaySettings(fastify.db, userOf(request).accountId, request.body), '已保存'),
  )

  serve(
    fastify,
    personalEndpoints.agreementStatus,
    { schema: { tags, summary: '隐私政策版本与本人同意情况', security } },
    async (request) => ok(await agreementStatusOf(fastify.db, userOf(request).accountId)),
  )

  serve(
    fastify,
    personalEndpoints.acceptAgreement,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '同意当前版本的隐私政策（及用户协议）', security } },
    async (request) => {
      const { accountId } = userOf(request)
      const { privacy, protocol } = await currentVersions(fastify.db)
      const { version, protocolVersion } = request.body
      if (!privacy || version !== privacy.version) throw badRequest(`隐私政策已更新为 ${privacy?.version ?? '新'} 版，请阅读后再同意`)
      if (protocolVersion !== undefined && protocolVersion !== protocol?.version) {
        throw badRequest(`用户协议已更新为 ${protocol?.version ?? '新'} 版，请阅读后再同意`)
      }
      const accepted: { kind: AgreementKind; version: string }[] = [{ kind: 'privacy', version }]
      if (protocolVersion !== undefined) accepted.push({ kind: 'protocol', version: protocolVersion })
      await acceptVersions(fastify.db, accountId, accepted, fastify.clock.now())
      return ok(await agreementStatusOf(fastify.db, accountId), '已同意')
    },
  )
}

export default routes
