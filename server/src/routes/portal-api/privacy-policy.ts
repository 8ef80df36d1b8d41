import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { personalEndpoints, type PrivacyPolicy } from '@contract/personal'
import { ok } from '../../lib/common/api-error'
import { currentAgreement, policySections } from '../../lib/personal/personal-account-repository'
import { serve } from '../../serve-endpoint'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    personalEndpoints.privacyPolicy,
    { schema: { tags: ['portal-app'], summary: '隐私政策全文及各章节（当前版本）' } },
    async () => {
      const [agreement, sections] = await Promise.all([currentAgreement(fastify.db), policySections(fastify.db)])
      const text = (key: string) => (typeof sections[key] === 'string' ? (sections[key] as string) : '')
      const list = <T>(key: string) => (Array.isArray(sections[key]) ? (sections[key] as T[]) : [])
      const policy: PrivacyPolicy = {
        ...agreement,
        agreement: text('agreement'),
        privacyGuidelines: text('privacyGuidelines'),
        faceProtocol: text('faceProtocol'),
        personalInformation: list('personalInformation'),
        thirdParty: list('thirdParty'),
        privacyProtection: text('privacyProtection'),
      }
      return ok(policy)
    },
  )
}

export default routes
