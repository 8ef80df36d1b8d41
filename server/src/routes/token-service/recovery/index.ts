import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { recoveryEndpoints } from '@contract/account-security'
import { badRequest, ok } from '../../../lib/common/api-error'
import { accountById, accountByUsername, checkNewPassword, recoveryTarget } from '../../../lib/security/account-flows'
import { deliverCode } from '../../../lib/security/code-delivery'
import { replacePassword } from '../../../lib/security/credentials-repository'
import { createProof, proofOwner, spendProof } from '../../../lib/security/proofs'
import { questionCodesOf, standInQuestions, verifyAnswers } from '../../../lib/security/security-questions'
import { recordSecurityChange } from '../../../lib/security/security-notice'
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS, issueCode, spendCode } from '../../../lib/security/verification-codes'
import { serve } from '../../../serve-endpoint'
import { assertAccountOpen } from '../../../lib/personal/account-closure'
import { assertPortalPasswordInUse } from '../../../lib/identity/upstream/password-rule'
import { signOnSettings } from '../../../lib/identity/sign-on-settings'

const tags = ['token-service']

/*
 * Forgot password, signed out. Every answer is the same whether or not the account exists, has a phone or
 * email bound, or has security questions: a code is issued (and delivered only when there is somewhere to
 * deliver it), and stand-in questions are shown for names without questions.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, clock } = fastify
  const deliverers = { sms: fastify.smsSender, email: fastify.emailSender }

  serve(
    fastify,
    recoveryEndpoints.sendCode,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '找回密码：向账号绑定的手机或邮箱发送验证码' },
    },
    async (request) => {
      const { username, channel } = request.body
      const named = await accountByUsername(db, username)
      // A closed account has no password to recover: said plainly rather than sending a code nowhere.
      if (named) await assertAccountOpen(db, named.id)
      const code = await issueCode(db, recoveryTarget(channel, username), channel, request.ip, clock)
      const account = await accountByUsername(db, username)
      const to = channel === 'sms' ? account?.mobile : account?.email
      if (to) await deliverCode(deliverers, channel, to, code, 'recovery')
      return ok(
        { countdown: CODE_RESEND_SECONDS, expiresIn: CODE_TTL_SECONDS, to: '' },
        channel === 'sms' ? '如该账号已绑定手机号，验证码已发送至绑定的手机' : '如该账号已绑定邮箱，验证码已发送至绑定的邮箱',
      )
    },
  )

  serve(
    fastify,
    recoveryEndpoints.proveByCode,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '找回密码：以验证码验证身份' } },
    async (request) => {
      const { username, channel, code } = request.body
      await spendCode(db, recoveryTarget(channel, username), code, clock)
      // Only a delivered code can match, so the account exists here.
      const account = await accountByUsername(db, username)
      if (!account) throw badRequest('验证码错误')
      await assertAccountOpen(db, account.id)
      return ok(await createProof(db, account.id, channel, clock.now()), '验证通过')
    },
  )

  serve(fastify, recoveryEndpoints.questions, { schema: { tags, summary: '找回密码：账号的安全问题' } }, async (request) => {
    const account = await accountByUsername(db, request.query.username)
    if (account) await assertAccountOpen(db, account.id)
    const codes = account ? await questionCodesOf(db, account.id) : []
    return ok(codes.length > 0 ? codes : standInQuestions(request.query.username))
  })

  serve(fastify, recoveryEndpoints.proveByQuestions, { schema: { tags, summary: '找回密码：以安全问题验证身份' } }, async (request) => {
    const { username, answers } = request.body
    const account = await accountByUsername(db, username)
    if (account) await assertAccountOpen(db, account.id)
    const now = clock.now()
    // Locked per name, so guesses at one account from many places share one limit.
    const outcome = await verifyAnswers(db, `name:${username.trim()}`, account?.id, answers, clock)
    if (!outcome.ok) {
      if (outcome.lockedNow && account)
        await recordSecurityChange(db, { accountId: account.id, event: 'questions.locked', ip: request.ip, at: now })
      throw badRequest(outcome.message)
    }
    return ok(await createProof(db, account!.id, 'questions', now), '验证通过')
  })

  serve(
    fastify,
    recoveryEndpoints.resetPassword,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '找回密码：设置新密码（所有会话失效）' } },
    async (request) => {
      const { proof, newPassword } = request.body
      const now = clock.now()
      const accountId = await proofOwner(db, proof, now)
      await assertAccountOpen(db, accountId)
      // Only after the proof: the earlier steps answer alike for every name, so they do not tell how one signs in.
      assertPortalPasswordInUse(await signOnSettings(fastify), await accountById(db, accountId))
      await checkNewPassword(db, accountId, newPassword)
      await spendProof(db, proof, now, accountId)
      await replacePassword(db, accountId, newPassword, now)
      // Other instances forget the old version when the trigger's notice arrives; this one at once.
      fastify.idTokens.versions.forget(accountId)
      await recordSecurityChange(db, { accountId, event: 'password.reset', ip: request.ip, at: now })
      return ok(null, '密码已重置，请使用新密码登录')
    },
  )
}

export default routes
