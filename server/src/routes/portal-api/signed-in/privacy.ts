import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { privacyEndpoints } from '@contract/account-security'
import { badRequest, ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { activeServices, revokeService } from '../../../lib/privacy/authorised-services'
import { block, blockedBy, unblock } from '../../../lib/privacy/blacklist'
import { privacyOf, savePrivacy } from '../../../lib/privacy/privacy-settings'
import { visibleContacts } from '../../../lib/privacy/privacy-rules'
import { describePrivacyChange } from '../../../lib/privacy/privacy-change'
import { recordAuthEvent } from '../../../lib/security/auth-log'
import { recordSecurityChange } from '../../../lib/security/security-notice'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-privacy']
const security = [{ idToken: [] }]

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, clock } = fastify

  serve(fastify, privacyEndpoints.settings, { schema: { tags, summary: '隐私设置', security } }, async (request) =>
    ok(await privacyOf(db, userOf(request).accountId)),
  )

  serve(
    fastify,
    privacyEndpoints.saveSettings,
    { schema: { tags, summary: '保存隐私设置（可只传改动的项）', security } },
    async (request) => {
      if (Object.keys(request.body).length === 0) throw badRequest('没有要保存的设置')
      const { accountId } = userOf(request)
      const now = clock.now()
      const saved = await savePrivacy(db, accountId, request.body, now)
      // Logged only (no security message): a privacy preference is not a change to how one signs in.
      await recordAuthEvent(db, { accountId, event: 'privacy.save', ip: request.ip, at: now, detail: describePrivacyChange(request.body) })
      return ok(saved, '已保存')
    },
  )

  serve(fastify, privacyEndpoints.blacklist, { schema: { tags, summary: '黑名单', security } }, async (request) => {
    const { accountId } = userOf(request)
    const rows = await blockedBy(db, accountId)
    // A blocked person's organisation is shown only as their own privacy settings allow.
    const visible = await visibleContacts(
      db,
      accountId,
      rows.map((row) => row.accountId),
    )
    return ok(rows.map((row) => ({ ...row, orgName: visible.get(row.accountId)?.orgName ?? null, blockedAt: row.blockedAt.toISOString() })))
  })

  serve(
    fastify,
    privacyEndpoints.block,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '加入黑名单（按学号/工号，客户端从人员搜索中选择）', security },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const now = clock.now()
      const person = await block(db, accountId, request.body.username.trim(), now)
      // Logged only, no security message (see privacy.save).
      await recordAuthEvent(db, {
        accountId,
        event: 'blacklist.add',
        ip: request.ip,
        at: now,
        detail: `${person.name}（${person.username}）`,
      })
      return ok(null, '已加入黑名单')
    },
  )

  serve(
    fastify,
    privacyEndpoints.unblock,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '移出黑名单', security } },
    async (request) => {
      const { accountId } = userOf(request)
      const person = await unblock(db, accountId, request.body.accountId)
      if (!person) throw badRequest('该用户不在黑名单中')
      await recordAuthEvent(db, {
        accountId,
        event: 'blacklist.remove',
        ip: request.ip,
        at: clock.now(),
        detail: `${person.name}（${person.username}）`,
      })
      return ok(null, '已移出黑名单')
    },
  )

  serve(fastify, privacyEndpoints.services, { schema: { tags, summary: '已授权登录的应用', security } }, async (request) => {
    const rows = await activeServices(db, userOf(request).accountId)
    return ok(
      rows.map((row) => ({
        origin: row.serviceOrigin,
        name: row.name,
        firstAuthorisedAt: row.firstAuthorisedAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
      })),
    )
  })

  serve(
    fastify,
    privacyEndpoints.revokeService,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '撤销应用授权（下次登录该应用需重新输入密码）', security },
    },
    async (request) => {
      const { accountId } = userOf(request)
      const now = clock.now()
      const name = await revokeService(db, accountId, request.body.origin, now)
      if (!name) throw badRequest('该应用未授权或已撤销')
      await recordSecurityChange(db, { accountId, event: 'service.revoke', ip: request.ip, at: now, detail: name })
      return ok(null, '已撤销授权')
    },
  )
}

export default routes
