// The service catalogue in the operator console (issue 35, 服务管理员 or 全局管理员): categories, services with their
// hand-off, lifecycle, 办事指南 and evaluation moderation. The rules shared with the console: ./service-catalogue-rules.
import { Type, type Static } from 'typebox'
import { Envelope, Id, IdentityTypeCode, IsoTime, Nullable, Page, PageQuery } from './common'
import { defineEndpoint } from './endpoint'
import { adminPaths } from './paths/admin'
import { ENGINE_TYPES, MAINTENANCE_NOTICE_MAX, SERVICE_STATUSES, TOKEN_TRANS_TYPES } from './service-catalogue-rules'

export const ServiceStatusSchema = Type.Enum(SERVICE_STATUSES)
export const EngineTypeSchema = Type.Enum(ENGINE_TYPES)
export const TokenTransTypeSchema = Type.Enum(TOKEN_TRANS_TYPES)

export const ConsoleServiceCategory = Type.Object({
  code: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
  serviceCount: Type.Integer(),
})
export type ConsoleServiceCategory = Static<typeof ConsoleServiceCategory>

/** New (create, a code not taken yet) or rename (the code of an existing category). */
export const ServiceCategorySaveBody = Type.Object(
  {
    code: Type.String({ pattern: '^[a-z][a-z0-9_-]{1,31}$', description: 'lower-case code, fixed once created' }),
    name: Type.String({ minLength: 1, maxLength: 20 }),
    /** true: a new category (its code must be free, else 409); absent: rename an existing one (404 when missing). */
    create: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type ServiceCategorySaveBody = Static<typeof ServiceCategorySaveBody>

export const ServiceCategoryOrderBody = Type.Object(
  { codes: Type.Array(Type.String({ maxLength: 32 }), { minItems: 1, maxItems: 200, uniqueItems: true }) },
  { additionalProperties: false },
)
export type ServiceCategoryOrderBody = Static<typeof ServiceCategoryOrderBody>

export const ConsoleServiceRow = Type.Object({
  serviceId: Type.Integer(),
  serviceNo: Type.String(),
  serviceName: Type.String(),
  categoryCode: Type.String(),
  categoryName: Type.String(),
  serviceSource: Type.String(),
  iconUrl: Type.String(),
  status: ServiceStatusSchema,
  maintenanceNotice: Type.String(),
  forceRecommend: Type.Boolean(),
  identities: Type.Array(Type.String()),
  sort: Type.Integer(),
})
export type ConsoleServiceRow = Static<typeof ConsoleServiceRow>

export const ServiceListQuery = Type.Object({
  ...PageQuery().properties,
  /** Service name or number. */
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  categoryCode: Type.Optional(Type.String({ maxLength: 32 })),
  status: Type.Optional(ServiceStatusSchema),
})
export type ServiceListQuery = Static<typeof ServiceListQuery>

const OpenHours = Type.Object(
  {
    days: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7, uniqueItems: true }),
    from: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
    to: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
  },
  { additionalProperties: false },
)

/** Optional text: the console's client leaves empty fields out of a body, so absent means empty. */
const short = (maxLength: number) => Type.Optional(Type.String({ maxLength }))

/** Every field of a service the console edits (the 办事指南 and the status have their own calls). */
export const ServiceFields = Type.Object(
  {
    // 基本信息
    serviceName: Type.String({ minLength: 1, maxLength: 40 }),
    serviceNo: Type.String({ pattern: '^[A-Za-z0-9_-]{2,32}$', description: 'unique service number' }),
    categoryCode: Type.String({ minLength: 1, maxLength: 32 }),
    serviceType: short(40),
    serviceSource: short(60),
    desc: short(500),
    keywords: short(200),
    iconUrl: short(1000),
    runTime: short(100),
    openHours: Type.Optional(Nullable(OpenHours)),
    contactInformation: short(200),
    columnId: Type.Optional(Nullable(Id)),
    // 打开方式
    engineType: EngineTypeSchema,
    loadPath: short(1000),
    appId: short(64),
    path: short(500),
    appType: short(32),
    tokenTransType: TokenTransTypeSchema,
    attachmentUrl: short(1000),
    shareUrl: short(1000),
    thirdParty: Type.Boolean(),
    campusNetwork: Type.Boolean(),
    // 可见范围与推荐
    identities: Type.Array(IdentityTypeCode, { maxItems: 4, uniqueItems: true, description: 'empty: everyone' }),
    forceRecommend: Type.Boolean(),
    sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  },
  { additionalProperties: false },
)
export type ServiceFields = Static<typeof ServiceFields>

const text = (maxLength: number) => Type.String({ maxLength })
const GuideText = text(2000)
export const ConsoleServiceGuide = Type.Object(
  {
    conditions: Type.Array(GuideText, { maxItems: 50 }),
    materials: Type.Array(GuideText, { maxItems: 50 }),
    steps: Type.Array(Type.Object({ title: text(100), detail: GuideText }, { additionalProperties: false }), { maxItems: 50 }),
    timePlace: GuideText,
    fees: GuideText,
    faq: Type.Array(Type.Object({ question: text(200), answer: GuideText }, { additionalProperties: false }), { maxItems: 50 }),
    attachments: Type.Array(
      Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }), url: text(1000) }, { additionalProperties: false }),
      {
        maxItems: 20,
      },
    ),
    /** Service numbers shown as 相关服务. */
    related: Type.Array(Type.String({ maxLength: 32 }), { maxItems: 20, uniqueItems: true }),
  },
  { additionalProperties: false },
)
export type ConsoleServiceGuide = Static<typeof ConsoleServiceGuide>

export const ConsoleService = Type.Object({
  serviceId: Type.Integer(),
  status: ServiceStatusSchema,
  maintenanceNotice: Type.String(),
  ...Type.Required(ServiceFields).properties,
  guide: ConsoleServiceGuide,
  /** When it last changed: an edit sends it back, and a save over a newer change is refused (409). */
  updatedAt: IsoTime,
})
export type ConsoleService = Static<typeof ConsoleService>

/** The `updatedAt` the editor loaded (required with a serviceId): a newer change since answers 409. */
const LoadedAt = Type.Optional(IsoTime)

/** New (no serviceId: saved as a draft) or edit. */
export const ServiceSaveBody = Type.Object(
  { serviceId: Type.Optional(Id), updatedAt: LoadedAt, ...ServiceFields.properties },
  { additionalProperties: false },
)
export type ServiceSaveBody = Static<typeof ServiceSaveBody>

/** 发布, 维护 (notice required), 恢复, 下线: the target status. */
export const ServiceStatusBody = Type.Object(
  {
    serviceId: Id,
    status: ServiceStatusSchema,
    notice: Type.Optional(Type.String({ maxLength: MAINTENANCE_NOTICE_MAX * 2, description: 'the maintenance notice (维护中 only)' })),
  },
  { additionalProperties: false },
)
export type ServiceStatusBody = Static<typeof ServiceStatusBody>

export const ServiceGuideBody = Type.Object(
  { serviceId: Id, updatedAt: IsoTime, guide: ConsoleServiceGuide },
  { additionalProperties: false },
)
export type ServiceGuideBody = Static<typeof ServiceGuideBody>

export const ConsoleEvaluation = Type.Object({
  id: Type.Integer(),
  userName: Type.String({ description: 'the real name, also for anonymous evaluations (moderation)' }),
  anonymous: Type.Boolean(),
  stars: Type.Integer(),
  tags: Type.Array(Type.String()),
  content: Type.String(),
  images: Type.Array(Type.String()),
  updatedAt: IsoTime,
  hiddenReason: Nullable(Type.String()),
  hiddenAt: Nullable(IsoTime),
})
export type ConsoleEvaluation = Static<typeof ConsoleEvaluation>

export const EvaluationListQuery = Type.Object({
  ...PageQuery().properties,
  serviceId: Id,
  hidden: Type.Optional(Type.Boolean({ description: 'true: only hidden ones; false: only visible ones' })),
})
export type EvaluationListQuery = Static<typeof EvaluationListQuery>

export const EvaluationHideBody = Type.Object(
  { id: Id, reason: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
)
export type EvaluationHideBody = Static<typeof EvaluationHideBody>

const ServiceIdBody = Type.Object({ serviceId: Id }, { additionalProperties: false })

export const adminServiceEndpoints = {
  serviceCategoryList: defineEndpoint(adminPaths.serviceCategoryList, { response: Envelope(Type.Array(ConsoleServiceCategory)) }),
  serviceCategorySave: defineEndpoint(adminPaths.serviceCategorySave, {
    body: ServiceCategorySaveBody,
    response: Envelope(Type.Array(ConsoleServiceCategory)),
  }),
  serviceCategoryOrder: defineEndpoint(adminPaths.serviceCategoryOrder, {
    body: ServiceCategoryOrderBody,
    response: Envelope(Type.Array(ConsoleServiceCategory)),
  }),
  serviceList: defineEndpoint(adminPaths.serviceList, { query: ServiceListQuery, response: Envelope(Page(ConsoleServiceRow)) }),
  serviceDetail: defineEndpoint(adminPaths.serviceDetail, { query: Type.Object({ serviceId: Id }), response: Envelope(ConsoleService) }),
  serviceSave: defineEndpoint(adminPaths.serviceSave, { body: ServiceSaveBody, response: Envelope(ConsoleService) }),
  serviceStatus: defineEndpoint(adminPaths.serviceStatus, { body: ServiceStatusBody, response: Envelope(ConsoleService) }),
  serviceDelete: defineEndpoint(adminPaths.serviceDelete, { body: ServiceIdBody, response: Envelope(Type.Null()) }),
  serviceGuideSave: defineEndpoint(adminPaths.serviceGuideSave, { body: ServiceGuideBody, response: Envelope(ConsoleService) }),
  serviceEvaluationList: defineEndpoint(adminPaths.serviceEvaluationList, {
    query: EvaluationListQuery,
    response: Envelope(Page(ConsoleEvaluation)),
  }),
  serviceLinkRules: defineEndpoint(adminPaths.serviceLinkRules, {
    response: Envelope(Type.Object({ hosts: Type.Array(Type.String(), { description: 'hosts an address may be on' }) })),
  }),
  serviceEvaluationHide: defineEndpoint(adminPaths.serviceEvaluationHide, {
    body: EvaluationHideBody,
    response: Envelope(ConsoleEvaluation),
  }),
}
