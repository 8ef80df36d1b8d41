// Contract of the service centre (issue 10): catalogue per identity with run state, favourites in the user's
// order, recent, guides, evaluations, ranking, service authorisation and the scan pre-processing.
import { Type, type Static } from 'typebox'
import { ServiceItem } from './cms'
import { Envelope, Id, Nullable, Page, PageQuery, Text } from './common'
import { defineEndpoint } from './endpoint'
import { servicePaths } from './paths/services'
import { EVALUATION_TAGS } from './services-constants'

export { EVALUATION_TAGS }

export const ServiceState = Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('maintenance')])
export type ServiceState = Static<typeof ServiceState>

/** A service as the service centre shows it: the hand-off fields plus category, state and rating. */
export const ServiceCard = Type.Intersect([
  ServiceItem,
  Type.Object({
    categoryCode: Type.String(),
    forceRecommend: Type.Boolean({ description: 'recommended to everyone who sees it (listed first under 推荐服务)' }),
    keywords: Type.String({ description: 'space-separated search words' }),
    nameSpelling: Type.Array(Type.String(), { description: 'toneless pinyin of each character of serviceName (pinyin search)' }),
    state: ServiceState,
    stateText: Type.String({ description: '开放中 / 当前不在服务时间（hours）/ the maintenance notice' }),
    thirdParty: Type.Boolean({ description: 'asks for service authorisation before its first use' }),
    authorised: Type.Boolean({ description: 'the user already allowed it (always true for non-third-party services)' }),
    campusNetwork: Type.Boolean({ description: 'reachable only on the campus network (VPN off campus)' }),
    ratingAverage: Type.Number({ description: '0 when not rated yet, else 1.0–5.0 (one decimal)' }),
    ratingCount: Type.Integer(),
  }),
])
export type ServiceCard = Static<typeof ServiceCard>

export const ServiceCategory = Type.Object({ code: Type.String(), name: Type.String() })
export type ServiceCategory = Static<typeof ServiceCategory>

export const Catalogue = Type.Object({ categories: Type.Array(ServiceCategory), services: Type.Array(ServiceCard) })
export type Catalogue = Static<typeof Catalogue>

export const MyServices = Type.Object({
  favourites: Type.Array(ServiceCard, { description: 'in the order the user arranged them' }),
  recent: Type.Array(ServiceCard, { description: 'most recently opened first, at most 8' }),
})
export type MyServices = Static<typeof MyServices>

export const ServiceGuide = Type.Object({
  conditions: Type.Array(Type.String()),
  materials: Type.Array(Type.String()),
  steps: Type.Array(Type.Object({ title: Type.String(), detail: Type.String() })),
  timePlace: Type.String(),
  fees: Type.String(),
  faq: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
  attachments: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
})
export type ServiceGuide = Static<typeof ServiceGuide>

export const ServiceDetail = Type.Object({
  service: ServiceCard,
  guide: ServiceGuide,
  related: Type.Array(ServiceCard),
  myEvaluation: Nullable(
    Type.Object({
      stars: Type.Integer(),
      tags: Type.Array(Type.String()),
      content: Type.String(),
      images: Type.Array(Type.String()),
      anonymous: Type.Boolean(),
    }),
  ),
})
export type ServiceDetail = Static<typeof ServiceDetail>

export const ServiceIdQuery = Type.Object({ serviceId: Id })

export const Evaluation = Type.Object({
  id: Type.Integer(),
  userName: Type.String({ description: '匿名用户 when anonymous' }),
  stars: Type.Integer(),
  tags: Type.Array(Type.String()),
  content: Type.String(),
  images: Type.Array(Type.String(), { description: 'uploaded file ids (GET /v1/files/<id>)' }),
  updatedAt: Type.String(),
  mine: Type.Boolean(),
})
export type Evaluation = Static<typeof Evaluation>

export const EvaluateBody = Type.Object({
  serviceId: Id,
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  tags: Type.Optional(Type.Array(Type.Union(EVALUATION_TAGS.map((tag) => Type.Literal(tag))), { maxItems: 6, uniqueItems: true })),
  content: Type.Optional(Text({ maxLength: 140 })),
  /** Ids of images the user uploaded (POST /v1/files); at most 9 (spec §9 album). */
  images: Type.Optional(
    Type.Array(Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }), {
      maxItems: 9,
      uniqueItems: true,
    }),
  ),
  anonymous: Type.Optional(Type.Boolean()),
})
export type EvaluateBody = Static<typeof EvaluateBody>

export const RankingPeriod = Type.Union([Type.Literal('week'), Type.Literal('month'), Type.Literal('all'), Type.Literal('rating')])
export type RankingPeriod = Static<typeof RankingPeriod>
export const RankingEntry = Type.Object({
  service: ServiceCard,
  visits: Type.Integer({ description: 'opens in the period by users of the viewer’s identity' }),
})
export type RankingEntry = Static<typeof RankingEntry>

/** One card of 推荐服务 and why it is there (常用类别：教务 / 同身份常用; empty for force-recommended). */
export const RecommendedService = Type.Object({ service: ServiceCard, reason: Type.String() })
export type RecommendedService = Static<typeof RecommendedService>

export const Authorisation = Type.Object({
  serviceId: Type.Integer(),
  serviceName: Type.String(),
  serviceSource: Type.String(),
  grantedAt: Type.String(),
})
export type Authorisation = Static<typeof Authorisation>

/** What a scanned code leads to: a portal service, a web page on an allowed host, or plain text. */
export const ScanResult = Type.Object({
  kind: Type.Union([Type.Literal('service'), Type.Literal('web'), Type.Literal('text')]),
  serviceId: Nullable(Type.Integer()),
  url: Type.String({ description: 'the web address to open (kind web), else empty' }),
  text: Type.String({ description: 'the scanned text as it was' }),
})
export type ScanResult = Static<typeof ScanResult>

/** One entry of the user's scan log (getScanInfo): the scanned text and what the portal made of it. */
export const ScanRecord = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  kind: ScanResult.properties.kind,
  serviceId: Nullable(Type.Integer()),
  serviceName: Type.String({ description: 'the service it led to (kind service), else empty' }),
  url: Type.String(),
  scannedAt: Type.String({ description: 'ISO 8601' }),
})
export type ScanRecord = Static<typeof ScanRecord>
export const ScanInfoQuery = Type.Object({ ...PageQuery(10).properties, kind: Type.Optional(ScanResult.properties.kind) })

export const ShareCard = Type.Object({
  serviceId: Type.Integer(),
  serviceName: Type.String(),
  iconUrl: Type.String(),
  desc: Type.String(),
  serviceSource: Type.String(),
  serviceType: Type.String(),
  runTime: Type.String(),
  state: ServiceState,
  stateText: Type.String({ description: '开放中 / 当前不在服务时间（hours）/ the maintenance notice' }),
  ratingAverage: Type.Number(),
  ratingCount: Type.Integer(),
})
export type ShareCard = Static<typeof ShareCard>

export const serviceEndpoints = {
  catalogue: defineEndpoint(servicePaths.catalogue, { response: Envelope(Catalogue) }),
  detail: defineEndpoint(servicePaths.detail, { query: ServiceIdQuery, response: Envelope(ServiceDetail) }),
  mine: defineEndpoint(servicePaths.mine, { response: Envelope(MyServices) }),
  favourite: defineEndpoint(servicePaths.favourite, {
    body: ServiceIdQuery,
    response: Envelope(Type.Object({ serviceId: Type.Integer() })),
  }),
  unfavourite: defineEndpoint(servicePaths.unfavourite, {
    body: ServiceIdQuery,
    response: Envelope(Type.Object({ serviceId: Type.Integer() })),
  }),
  orderFavourites: defineEndpoint(servicePaths.orderFavourites, {
    body: Type.Object({ serviceIds: Type.Array(Id, { maxItems: 200, uniqueItems: true }) }),
    response: Envelope(Type.Object({ serviceIds: Type.Array(Type.Integer()) })),
  }),
  evaluations: defineEndpoint(servicePaths.evaluations, {
    query: Type.Intersect([ServiceIdQuery, PageQuery()]),
    response: Envelope(Type.Intersect([Page(Evaluation), Type.Object({ ratingAverage: Type.Number(), ratingCount: Type.Integer() })])),
  }),
  evaluate: defineEndpoint(servicePaths.evaluate, {
    body: EvaluateBody,
    response: Envelope(Type.Object({ ratingAverage: Type.Number(), ratingCount: Type.Integer() })),
  }),
  ranking: defineEndpoint(servicePaths.ranking, {
    query: Type.Object({ period: RankingPeriod }),
    response: Envelope(Type.Array(RankingEntry)),
  }),
  recommended: defineEndpoint(servicePaths.recommended, {
    query: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 20, description: 'cards wanted (two rows of the grid)' }) }),
    response: Envelope(Type.Array(RecommendedService)),
  }),
  authorisations: defineEndpoint(servicePaths.authorisations, { response: Envelope(Type.Array(Authorisation)) }),
  authorise: defineEndpoint(servicePaths.authorise, {
    body: ServiceIdQuery,
    response: Envelope(Type.Object({ serviceId: Type.Integer() })),
  }),
  revokeAuthorisation: defineEndpoint(servicePaths.revokeAuthorisation, {
    body: ServiceIdQuery,
    response: Envelope(Type.Object({ serviceId: Type.Integer() })),
  }),
  preProcessScanUrl: defineEndpoint(servicePaths.preProcessScanUrl, {
    body: Type.Object({ url: Text({ minLength: 1, maxLength: 2000 }) }),
    response: Envelope(ScanResult),
  }),
  getScanInfo: defineEndpoint(servicePaths.getScanInfo, { query: ScanInfoQuery, response: Envelope(Page(ScanRecord)) }),
  clearScanInfo: defineEndpoint(servicePaths.clearScanInfo, {
    response: Envelope(Type.Object({ cleared: Type.Integer({ description: 'how many of my scans were removed' }) })),
  }),
  shareCard: defineEndpoint(servicePaths.shareCard, { query: ServiceIdQuery, response: Envelope(ShareCard) }),
}
