import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { accountSecurityEndpoints } from '@contract/account-security'
import { badRequest, ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { issueLogin } from '../../../lib/auth/account-login'
import { checkPassword } from '../../../lib/auth/password-check'
import { AUTH_EVENTS, authEventCount, recentAuthEvents } from '../../../lib/security/auth-log'
import { pageArgs, paginate } from '../../../lib/paginate'
import { passwordChangedAt, replacePassword } from '../../../lib/security/credentials-repository'
import { deliverCode } from '../../../lib/security/code-delivery'
import { maskEmail, maskMobile } from '../../../lib/security/masks'
import { createProof, peekProof, spendProof } from '../../../lib/security/proofs'
import { questionCodesOf, setQuestions, verifyAnswers } from '../../../lib/security/security-questions'
import { recordSecurityChange } from '../../../lib/security/security-notice'
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS, issueCode, spendCode } from '../../../lib/security/verification-codes'
import { accountById, bindContact, bindTarget, checkNewContact, proofTarget, checkNewPassword } from '../../../lib/security/account-flows'
import { serve } from '../../../serve-endpoint'
import { signOnSettings } from '../../../lib/identity/sign-on-settings'
import { assertPortalPasswordInUse, portalPasswordInUse } from '../../../lib/identity/upstream/password-rule'

const RECENT_EVENTS = 10

const logRecord = (row: Awaited<ReturnType<typeof recentAuthEvents>>[number]) => ({
  event: row.event,
  label: AUTH_EVENTS[row.event as keyof typeof AUTH_EVENTS] ?? row.event,
  detail: row.detail,
  ip: row.ip,
  time: row.createdAt.toISOString(),
})
const tags = ['portal-account-security']
const security = [{ idToken: [] }]

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, clock } = fastify
  const deliverers = { sms: fastify.smsSender, email: fastify.emailSender }

  serve(fastify, accountSecurityEndpoints.overview, { schema: { tags, summary: '账号安全概览', security } }, async (request) => {
    const account = await accountById(db, userOf(request).accountId)
    const [changedAt, questionCodes, recent] = await Promise.all([
      passwordChangedAt(db, account.id),
      questionCodesOf(db, account.id),
      recentAuthEvents(db, account.id, RECENT_EVENTS),
    ])
    return ok({
      username: account.username,
      mobile: maskMobile(account.mobile),
      email: maskEmail(account.email),
      passwordChangedAt: changedAt?.toISOString() ?? null,
      questionCodes,
      recent: recent.map(logRecord),
      passwordManagedBySchool: !portalPasswordInUse(await signOnSettings(fastify), account),
    })
  })

  serve(fastify, accountSecurityEndpoints.log, { schema: { tags, summary: '登录与安全记录（分页）', security } }, async (request) => {
    const { accountId } = userOf(request)
    const page = pageArgs(request.query)
    const [rows, total] = await Promise.all([recentAuthEvents(db, accountId, page.pageSize, page.offset), authEventCount(db, accountId)])
    return ok(paginate(rows.map(logRecord), total, page))
  })

  serve(
    fastify,
    accountSecurityEndpoints.myQuestions,
    { schema: { tags, summary: '我的安全问题（不含答案）', security } },
    async (request) => ok(await questionCodesOf(db, userOf(request).accountId)),
  )

  serve(
    fastify,
    accountSecurityEndpoints.proveByPassword,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '以当前密码验证身份', security } },
    async (request) => {
      const user = userOf(request)
      // The sign-in limits apply: the same failure counters per account and per address.
      const account = await checkPassword(db, await signOnSettings(fastify), user.username, request.body.password, request.ip, clock)
      return ok(await createProof(db, account.id, 'password', clock.now()), '验证通过')
    },
  )

  serve(
    fastify,
    accountSecurityEndpoints.sendProofCode,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '向已绑定的手机或邮箱发送验证码', security } },
    async (request) => {
      const { channel } = request.body
      const account = await accountById(db, userOf(request).accountId)
      const to = channel === 'sms' ? account.mobile : account.email
      if (!to) throw badRequest(channel === 'sms' ? '账号未绑定手机号，请选择其他验证方式' : '账号未绑定邮箱，请选择其他验证方式')
      const code = await issueCode(db, proofTarget(channel, account.id), channel, request.ip, clock)
      await deliverCode(deliverers, channel, to, code, 'proof')
      return ok(
        { countdown: CODE_RESEND_SECONDS, expiresIn: CODE_TTL_SECONDS, to: channel === 'sms' ? maskMobile(to) : maskEmail(to) },
        '验证码已发送',
      )
    },
  )

  serve(
    fastify,
    accountSecurityEndpoints.proveByCode,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '以手机或邮箱验证码验证身份', security } },
    async (request) => {
      const { channel, code } = request.body
      const { accountId } = userOf(request)
      await spendCode(db, proofTarget(channel, accountId), code, clock)
      return ok(await createProof(db, accountId, channel, clock.now()), '验证通过')
    },
  )

  serve(
    fastify,
    accountSecurityEndpoints.proveByQuestions,
    { schema: { tags, summary: '以安全问题验证身份', security } },
    async (request) => {
      const { accountId } = userOf(request)
      const now = clock.now()
      const outcome = await verifyAnswers(db, `account:${accountId}`, accountId, request.body.answers, clock)
      if (!outcome.ok) {
        if (outcome.lockedNow) await recordSecurityChange(db, { accountId, event: 'questions.locked', ip: request.ip, at: now })
        throw badRequest(outcome.message)
      }
      return ok(await createProof(db, accountId, 'questions', now), '验证通过')
    },
  )

  serve(
    fastify,
    accountSecurityEndpoints.changePassword,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '修改密码（其他会话全部失效）', security } },
    async (request) => {
      const { accountId } = userOf(request)
      const now = clock.now()
      assertPortalPasswordInUse(await signOnSettings(fastify), await accountById(db, accountId))
      await peekProof(db, request.body.proof, now, accountId)
      await checkNewPassword(db, accountId, request.body.newPassword)
      const { method } = await spendProof(db, request.body.proof, now, accountId)
      await replacePassword(db, accountId, request.body.newPassword, now)
      // Other instances forget the old version when the trigger's notice arrives; this one at once.
      fastify.idTokens.versions.forget(accountId)
      await recordSecurityChange(db, {
        accountId,
        event: 'password.change',
        ip: request.ip,
        at: now,
        detail: `验证方式：${METHOD_NAMES[method]}`,
      })
      // This device stays signed in with a token of the new version; every other token stopped working.
      return ok(await issueLogin(fastify.idTokens, await accountById(db, accountId)), '密码已修改')
    },
  )

  serve(fastify, accountSecurityEndpoints.setQuestions, { schema: { tags, summary: '设置或修改安全问题', security } }, async (request) => {
    const { accountId } = userOf(request)
    const now = clock.now()
    await peekProof(db, request.body.proof, now, accountId)
    await setQuestions(db, accountId, request.body.items, now)
    await spendProof(db, request.body.proof, now, accountId)
    await recordSecurityChange(db, { accountId, event: 'questions.set', ip: request.ip, at: now })
    return ok(null, '安全问题已保存')
  })

  serve(
    fastify,
    accountSecurityEndpoints.sendBindCode,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '向新手机号或新邮箱发送验证码', security } },
    async (request) => {
      const { accountId } = userOf(request)
      const { channel, proof, target } = request.body
      await peekProof(db, proof, clock.now(), accountId)
      const value = await checkNewContact(db, accountId, channel, target)
      const code = await issueCode(db, bindTarget(channel, accountId, value), channel, request.ip, clock)
      await deliverCode(deliverers, channel, value, code, 'bind')
      return ok(
        { countdown: CODE_RESEND_SECONDS, expiresIn: CODE_TTL_SECONDS, to: channel === 'sms' ? maskMobile(value) : maskEmail(value) },
        '验证码已发送',
      )
    },
  )

  serve(
    fastify,
    accountSecurityEndpoints.bindContact,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '绑定新手机号或新邮箱', security } },
    async (request) => {
      const { accountId } = userOf(request)
      const { channel, proof, target, code } = request.body
      const now = clock.now()
      await peekProof(db, proof, now, accountId)
      const value = await checkNewContact(db, accountId, channel, target)
      await spendCode(db, bindTarget(channel, accountId, value), code, clock)
      await spendProof(db, proof, now, accountId)
      const before = await accountById(db, accountId)
      await bindContact(db, accountId, channel, value)
      await recordSecurityChange(db, {
        accountId,
        event: channel === 'sms' ? 'mobile.change' : 'email.change',
        ip: request.ip,
        at: now,
        detail:
          channel === 'sms'
            ? `${maskMobile(before.mobile) || '未绑定'} → ${maskMobile(value)}`
            : `${maskEmail(before.email) || '未绑定'} → ${maskEmail(value)}`,
      })
      return ok(null, channel === 'sms' ? '手机号已更换' : '邮箱已更换')
    },
  )
}

const METHOD_NAMES = { password: '当前密码', sms: '手机验证码', email: '邮箱验证码', questions: '安全问题' } as const

export default routes
