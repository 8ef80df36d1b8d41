import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminPeopleEndpoints } from '@contract/admin-people'
import { identityTypeNames } from '../../lib/auth/account-login'
import { accountPage } from '../../lib/admin/account-repository'
import { accountDetail, accountScopeOf, disableAccount, enableAccount, sendResetCode, unlockAccount } from '../../lib/admin/people-service'
import { ok } from '../../lib/common/api-error'
import { pageArgs, paginate } from '../../lib/paginate'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'
import type { FastifyRequest } from 'fastify'

const docs = routeDocs(['admin-people'], { security: [{ idToken: [] }] })
/** 全局管理员 for everyone; a division admin for the accounts of their division (others answer 404). */
const config = { adminRole: 'division' as const }
const scopeOf = (request: FastifyRequest) => accountScopeOf(request.consoleGrants ?? [])

/** 账号 in the operator console: search, detail, disable / enable, unlock, reset code. Every write is audited. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, clock } = fastify
  const deliverers = { sms: fastify.smsSender, email: fastify.emailSender }

  serve(
    fastify,
    adminPeopleEndpoints.accountList,
    { config, schema: docs('账号搜索（姓名、学号/工号、拼音或全拼首字母、手机号）') },
    async (request) => {
      const { keyword, identityTypeCode, status } = request.query
      const page = pageArgs(request.query)
      const { rows, total } = await accountPage(db, scopeOf(request), { keyword, identityTypeCode, status }, page)
      return ok(
        paginate(
          rows.map((row) => ({ ...row, identityTypeName: identityTypeNames[row.identityTypeCode] })),
          total,
          page,
        ),
      )
    },
  )

  serve(
    fastify,
    adminPeopleEndpoints.accountDetail,
    { config, schema: docs('账号详情（身份、组织、用户组、角色、登录记录、锁定与停用）', 404) },
    async (request) => ok(await accountDetail(db, scopeOf(request), request.query.accountId, clock)),
  )

  serve(
    fastify,
    adminPeopleEndpoints.accountDisable,
    { config, schema: docs('停用账号（须填原因；其登录凭证立即在所有实例失效）', 404, 409) },
    async (request) => {
      const { accountId, reason } = request.body
      await disableAccount(db, userOf(request), scopeOf(request), accountId, reason, clock)
      // This instance at once; the others when the token-version trigger's notice arrives.
      fastify.idTokens.versions.forget(accountId)
      return ok(await accountDetail(db, scopeOf(request), accountId, clock), '已停用')
    },
  )

  serve(fastify, adminPeopleEndpoints.accountEnable, { config, schema: docs('启用在后台停用的账号', 404, 409) }, async (request) => {
    const { accountId } = request.body
    await enableAccount(db, userOf(request), scopeOf(request), accountId)
    return ok(await accountDetail(db, scopeOf(request), accountId, clock), '已启用')
  })

  serve(fastify, adminPeopleEndpoints.accountUnlock, { config, schema: docs('解除密码错误锁定', 404, 409) }, async (request) => {
    const { accountId } = request.body
    await unlockAccount(db, userOf(request), scopeOf(request), accountId, clock)
    return ok(await accountDetail(db, scopeOf(request), accountId, clock), '已解除锁定')
  })

  serve(
    fastify,
    adminPeopleEndpoints.accountResetCode,
    { config, schema: docs('向账号绑定的手机发送找回密码验证码', 400, 404, 409) },
    async (request) => {
      const sent = await sendResetCode({ db, deliverers, clock }, userOf(request), scopeOf(request), request.body.accountId, request.ip)
      return ok(sent, `重置验证码已发送至 ${sent.to}`)
    },
  )
}

export default routes
