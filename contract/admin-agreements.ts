import { Type, type Static } from 'typebox'
import { AGREEMENT_CONTENT_MAX, AGREEMENT_TITLE_MAX, AGREEMENT_VERSION_MAX } from './agreement-kinds'
import { Envelope, Id, IsoTime, Nullable } from './common'
import { defineEndpoint } from './endpoint'
import { adminAgreementPaths } from './paths/admin-agreements'
import { AgreementKindSchema } from './personal'

/** One published version of 用户协议 or 隐私政策, without its text. */
export const AgreementVersionSummary = Type.Object({
  id: Type.Integer(),
  kind: AgreementKindSchema,
  version: Type.String(),
  title: Type.String(),
  publishedByName: Type.String(),
  publishedAt: IsoTime,
})
export type AgreementVersionSummary = Static<typeof AgreementVersionSummary>

export const AgreementVersion = Type.Object({
  ...AgreementVersionSummary.properties,
  content: Type.String({ description: 'sanitised HTML' }),
})
export type AgreementVersion = Static<typeof AgreementVersion>

/** A text in the console: the version in force (with its text) and every version, newest first. */
export const AgreementOverview = Type.Object({
  kind: AgreementKindSchema,
  label: Type.String(),
  current: Nullable(AgreementVersion),
  history: Type.Array(AgreementVersionSummary),
})
export type AgreementOverview = Static<typeof AgreementOverview>

export const AgreementPublishBody = Type.Object(
  {
    kind: AgreementKindSchema,
    version: Type.String({
      maxLength: AGREEMENT_VERSION_MAX,
      description: 'the new label: not empty, not the one in force, never used before',
    }),
    title: Type.String({ maxLength: AGREEMENT_TITLE_MAX }),
    content: Type.String({ maxLength: AGREEMENT_CONTENT_MAX, description: 'rich-text HTML, sanitised by the server' }),
  },
  { additionalProperties: false },
)
export type AgreementPublishBody = Static<typeof AgreementPublishBody>

/** 协议与隐私 (全局管理员): publishing a version makes every signed-in person consent again. */
export const adminAgreementEndpoints = {
  agreementOverview: defineEndpoint(adminAgreementPaths.agreementOverview, { response: Envelope(Type.Array(AgreementOverview)) }),
  agreementVersion: defineEndpoint(adminAgreementPaths.agreementVersion, {
    query: Type.Object({ id: Id }),
    response: Envelope(AgreementVersion),
  }),
  agreementPublish: defineEndpoint(adminAgreementPaths.agreementPublish, {
    body: AgreementPublishBody,
    response: Envelope(AgreementVersion),
  }),
}
