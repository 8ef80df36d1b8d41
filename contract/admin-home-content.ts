import { Type, type Static } from 'typebox'
import { Envelope, Id, IdentityTypeCode, IsoTime, Nullable } from './common'
import { defineEndpoint } from './endpoint'
import { HOME_CONTENT_KINDS, PORTAL_LINK_ROUTES } from './home-content-rules'
import { adminHomeContentPaths } from './paths/admin-home-content'

export const HomeContentKind = Type.Enum(HOME_CONTENT_KINDS)

/**
 * A home piece as the console edits it, whatever its kind. Floating box: `image` is its icon, `link` its address
 * (may hold `{idToken}`). Fields a kind lacks come back empty: marquee `image`, `identities` except on pop-ups.
 */
export const ConsoleHomeItem = Type.Object({
  id: Type.Integer(),
  kind: HomeContentKind,
  title: Type.String(),
  image: Type.String(),
  mediaType: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  videoUrl: Type.String(),
  link: Type.String(),
  startTime: Nullable(IsoTime),
  endTime: Nullable(IsoTime),
  identities: Type.Array(IdentityTypeCode),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  /** What the portal does with it now: shown, not yet (before its window), expired, or withdrawn (disabled). */
  state: Type.Union([Type.Literal('live'), Type.Literal('scheduled'), Type.Literal('expired'), Type.Literal('withdrawn')]),
  updatedAt: IsoTime,
})
export type ConsoleHomeItem = Static<typeof ConsoleHomeItem>

/** Create (no id; added last) or edit (id + the updatedAt the editor loaded: a newer save answers 409). */
export const HomeItemSaveBody = Type.Object(
  {
    kind: HomeContentKind,
    id: Type.Optional(Id),
    updatedAt: Type.Optional(IsoTime),
    title: Type.String({ maxLength: 100 }),
    image: Type.Optional(Type.String({ maxLength: 1000 })),
    mediaType: Type.Optional(Type.Union([Type.Literal('image'), Type.Literal('video')])),
    videoUrl: Type.Optional(Type.String({ maxLength: 1000 })),
    link: Type.Optional(Type.String({ maxLength: 1000 })),
    startTime: Type.Optional(Nullable(IsoTime)),
    endTime: Type.Optional(Nullable(IsoTime)),
    identities: Type.Optional(Type.Array(Type.String(), { maxItems: 4 })),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type HomeItemSaveBody = Static<typeof HomeItemSaveBody>

export const HomeItemRef = Type.Object({ kind: HomeContentKind, id: Id, updatedAt: IsoTime }, { additionalProperties: false })
export type HomeItemRef = Static<typeof HomeItemRef>

/** Every id of the kind, in the order the portal should show them. */
export const HomeItemOrderBody = Type.Object(
  { kind: HomeContentKind, ids: Type.Array(Id, { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
)
export type HomeItemOrderBody = Static<typeof HomeItemOrderBody>

/** What a link may be: the allowed hosts (casArry and the portal's own) and the portal pages. */
export const HomeLinkRules = Type.Object({
  hosts: Type.Array(Type.String()),
  routes: Type.Array(Type.String(), { description: `the portal pages: ${PORTAL_LINK_ROUTES.length}` }),
})
export type HomeLinkRules = Static<typeof HomeLinkRules>

export const adminHomeContentEndpoints = {
  linkRules: defineEndpoint(adminHomeContentPaths.linkRules, { response: Envelope(HomeLinkRules) }),
  list: defineEndpoint(adminHomeContentPaths.list, {
    query: Type.Object({ kind: HomeContentKind }),
    response: Envelope(Type.Array(ConsoleHomeItem)),
  }),
  save: defineEndpoint(adminHomeContentPaths.save, { body: HomeItemSaveBody, response: Envelope(ConsoleHomeItem) }),
  remove: defineEndpoint(adminHomeContentPaths.remove, { body: HomeItemRef, response: Envelope(Type.Object({ id: Type.Integer() })) }),
  order: defineEndpoint(adminHomeContentPaths.order, { body: HomeItemOrderBody, response: Envelope(Type.Array(ConsoleHomeItem)) }),
}
