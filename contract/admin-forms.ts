// 表单设计 of a form-flow service in the operator console (issue 35, 服务管理员 or 全局管理员): the fields, the
// approval chain, a draft version and 发布 (a new version; applications in flight keep theirs), the version history.
import { Type, type Static } from 'typebox'
import { Envelope, Id, IsoTime, Nullable } from './common'
import { defineEndpoint } from './endpoint'
import { FormChain } from './form-chain'
import { FormFieldDefinition } from './form-fields'
import { adminPaths } from './paths/admin'

export const FORM_VERSION_STATUS_LABEL = { draft: '草稿', published: '已发布' } as const

export const ConsoleFormVersion = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  fields: Type.Array(FormFieldDefinition),
  chain: FormChain,
  summary: Type.String(),
  publishedBy: Nullable(Type.String({ description: 'display name' })),
  publishedAt: Nullable(IsoTime),
  updatedAt: IsoTime,
  /** Applications on this version still 审批中 or 已退回. */
  inFlight: Type.Integer(),
})
export type ConsoleFormVersion = Static<typeof ConsoleFormVersion>

export const ConsoleFormDesign = Type.Object({
  serviceId: Type.Integer(),
  serviceName: Type.String(),
  /** The form's code (the service's appId; applications' type). */
  code: Type.String(),
  /** Serial number prefix of its applications. */
  prefix: Type.String(),
  /** Newest first; at most one draft, always the newest. */
  versions: Type.Array(ConsoleFormVersion),
})
export type ConsoleFormDesign = Static<typeof ConsoleFormDesign>

export const FormDesignQuery = Type.Object({ serviceId: Id })
export type FormDesignQuery = Static<typeof FormDesignQuery>

/** 保存草稿: the draft version (created when there is none). */
export const FormSaveBody = Type.Object(
  {
    serviceId: Id,
    prefix: Type.String({ pattern: '^[A-Z]{2,4}$', description: 'two to four capital letters' }),
    fields: Type.Array(FormFieldDefinition, { minItems: 1, maxItems: 40 }),
    chain: FormChain,
    summary: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
)
export type FormSaveBody = Static<typeof FormSaveBody>

export const FormPublishBody = Type.Object({ serviceId: Id }, { additionalProperties: false })
export type FormPublishBody = Static<typeof FormPublishBody>

export const FormGroupChoice = Type.Object({ code: Type.String(), name: Type.String(), memberCount: Type.Integer() })
export type FormGroupChoice = Static<typeof FormGroupChoice>

export const FormPeopleQuery = Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 40 }) })
export type FormPeopleQuery = Static<typeof FormPeopleQuery>
export const FormPersonChoice = Type.Object({ username: Type.String(), name: Type.String(), orgName: Type.String() })
export type FormPersonChoice = Static<typeof FormPersonChoice>

export const adminFormEndpoints = {
  serviceFormDesign: defineEndpoint(adminPaths.serviceFormDesign, { query: FormDesignQuery, response: Envelope(ConsoleFormDesign) }),
  serviceFormSave: defineEndpoint(adminPaths.serviceFormSave, { body: FormSaveBody, response: Envelope(ConsoleFormDesign) }),
  serviceFormPublish: defineEndpoint(adminPaths.serviceFormPublish, { body: FormPublishBody, response: Envelope(ConsoleFormDesign) }),
  serviceFormGroups: defineEndpoint(adminPaths.serviceFormGroups, { response: Envelope(Type.Array(FormGroupChoice)) }),
  /** People a step or 抄送 may name: name, username or pinyin-free number search, at most 20. */
  serviceFormPeople: defineEndpoint(adminPaths.serviceFormPeople, {
    query: FormPeopleQuery,
    response: Envelope(Type.Array(FormPersonChoice)),
  }),
}
