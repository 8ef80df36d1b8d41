import type { FastifyInstance } from 'fastify'
import { AGREEMENT_KINDS, AGREEMENT_LABELS, type AgreementKind } from '@contract/agreement-kinds'
import type { AgreementOverview, AgreementVersion } from '@contract/admin-agreements'
import { badRequest } from '../common/api-error'
import { mediaHostsFor, plainText, sanitizeRichText } from '../cms/cms-sanitize'
import type { Operator } from '../admin/audit-repository'
import { currentVersion, publishVersion, versionHistory, type AgreementVersionRow } from './agreements-repository'

export const versionAnswer = (row: AgreementVersionRow): AgreementVersion => ({
  id: row.id,
  kind: row.kind,
  version: row.version,
  title: row.title,
  content: row.content,
  publishedByName: row.publishedByName,
  publishedAt: row.publishedAt.toISOString(),
})

/** Both texts as the console shows them: the version in force and the history. */
export async function agreementOverview(fastify: FastifyInstance): Promise<AgreementOverview[]> {
  return await Promise.all(
    AGREEMENT_KINDS.map(async (kind) => {
      const [current, history] = await Promise.all([currentVersion(fastify.db, kind), versionHistory(fastify.db, kind)])
      return {
        kind,
        label: AGREEMENT_LABELS[kind],
        current: current ? versionAnswer(current) : null,
        history: history.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })),
      }
    }),
  )
}

/**
 * Publishes a new version of 用户协议 or 隐私政策: the text is sanitised with the articles' rich-text rules, the row and
 * its audit entry are written in one transaction, and the portal's caches are emptied on every instance. Every
 * signed-in person is asked to consent again on their next start or return to the app.
 */
export async function publishAgreementVersion(
  fastify: FastifyInstance,
  operator: Operator,
  input: { kind: AgreementKind; version: string; title: string; content: string },
  requestHost: string,
): Promise<AgreementVersion> {
  const title = input.title.trim()
  if (!title) throw badRequest('请填写标题')
  const content = sanitizeRichText(input.content, mediaHostsFor(requestHost, fastify.config))
  if (!plainText(content, 1)) throw badRequest('请填写正文')
  const row = await publishVersion(fastify.db, operator, { kind: input.kind, version: input.version, title, content }, fastify.clock.now())
  await fastify.contentChanged()
  return versionAnswer(row)
}
