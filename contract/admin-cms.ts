import { Type, type Static } from 'typebox'
import { Envelope, Id, IsoTime, Nullable, Page, PageQuery } from './common'
import { ArticleStatus, MediaType } from './cms'
import { defineEndpoint } from './endpoint'
import { adminPaths } from './paths/admin'

export const ConsoleColumn = Type.Object({
  id: Type.Integer(),
  columnCode: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  articleCount: Type.Integer(),
})
export type ConsoleColumn = Static<typeof ConsoleColumn>

/** Create (no id: columnCode required) or rename / show / hide (id). */
export const ColumnSaveBody = Type.Object({
  id: Type.Optional(Id),
  columnCode: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_-]{1,31}$', description: 'lower-case code, fixed once created' })),
  name: Type.String({ minLength: 1, maxLength: 20 }),
  enabled: Type.Optional(Type.Boolean()),
})
export type ColumnSaveBody = Static<typeof ColumnSaveBody>

/** Every column id in the order the portal should show them. */
export const ColumnOrderBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 200 }) })
export type ColumnOrderBody = Static<typeof ColumnOrderBody>

/** A short-lived ticket that lets the portal's article page show one article in any state (手机预览 of a draft). */
export const PreviewTicket = Type.Object({
  ticket: Type.String({ description: 'pass as `preview` to the content-detail call of this article only' }),
  expiresAt: IsoTime,
})
export type PreviewTicket = Static<typeof PreviewTicket>

export const ConsoleArticleRow = Type.Object({
  id: Type.Integer(),
  columnId: Type.Integer(),
  columnName: Type.String(),
  title: Type.String(),
  status: ArticleStatus,
  releaseDeptName: Type.String(),
  releaseStartTime: IsoTime,
  /** Scheduled withdrawal: the portal stops showing the article then (null: never). */
  offlineTime: Nullable(IsoTime),
  readCount: Type.Integer(),
  updatedAt: IsoTime,
  /** 图文, 视频, or 图集 (an article the portal side made; the console keeps its media as they are). */
  mediaType: MediaType,
})
export type ConsoleArticleRow = Static<typeof ConsoleArticleRow>

export const ConsoleArticle = Type.Object({
  ...ConsoleArticleRow.properties,
  summary: Type.String(),
  content: Type.String({ description: 'rich-text HTML as stored (sanitised)' }),
  titleImage: Type.String({ description: 'cover image: an upload (/portal-api/v1/files/…) or empty' }),
  videoUrl: Type.String({ description: 'a 视频 article: its video (an upload or an address on an allowed host), else empty' }),
  poster: Type.String({ description: 'a 视频 article: its poster, empty for the cover' }),
})
export type ConsoleArticle = Static<typeof ConsoleArticle>

export const ArticleListQuery = Type.Object({
  ...PageQuery().properties,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  columnId: Type.Optional(Id),
  status: Type.Optional(ArticleStatus),
  /** Release date range, YYYY-MM-DD, both inclusive. */
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
})
export type ArticleListQuery = Static<typeof ArticleListQuery>

/** Create (no id; saved as a draft) or edit (id + the updatedAt the editor loaded: a newer save answers 409). */
export const ConsoleArticleSaveBody = Type.Object({
  id: Type.Optional(Id),
  updatedAt: Type.Optional(IsoTime),
  columnId: Id,
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ maxLength: 200000, description: 'rich-text HTML (sanitised on the way in)' }),
  summary: Type.Optional(Type.String({ maxLength: 300 })),
  releaseDeptName: Type.String({ minLength: 1, maxLength: 100 }),
  /** Scheduled release: a published article shows from this time (kept when later than the publish). */
  releaseStartTime: Type.Optional(IsoTime),
  offlineTime: Type.Optional(Nullable(IsoTime)),
  titleImage: Type.Optional(Type.String({ maxLength: 1000 })),
  /** 图文 clears the video and poster; absent leaves all three as they are (a 图集 article keeps its images). */
  mediaType: Type.Optional(Type.Union([Type.Literal('article'), Type.Literal('video')])),
  videoUrl: Type.Optional(Type.String({ maxLength: 1000 })),
  poster: Type.Optional(Type.String({ maxLength: 1000 })),
})
export type ConsoleArticleSaveBody = Static<typeof ConsoleArticleSaveBody>

/** Publish (published), withdraw (offline) or back to draft; updatedAt as for a save. */
export const ArticleStatusBody = Type.Object({ id: Id, status: ArticleStatus, updatedAt: IsoTime })
export type ArticleStatusBody = Static<typeof ArticleStatusBody>

export const adminCmsEndpoints = {
  columnList: defineEndpoint(adminPaths.columnList, { response: Envelope(Type.Array(ConsoleColumn)) }),
  columnSave: defineEndpoint(adminPaths.columnSave, { body: ColumnSaveBody, response: Envelope(ConsoleColumn) }),
  columnOrder: defineEndpoint(adminPaths.columnOrder, { body: ColumnOrderBody, response: Envelope(Type.Array(ConsoleColumn)) }),
  articleList: defineEndpoint(adminPaths.articleList, { query: ArticleListQuery, response: Envelope(Page(ConsoleArticleRow)) }),
  articleDetail: defineEndpoint(adminPaths.articleDetail, { query: Type.Object({ id: Id }), response: Envelope(ConsoleArticle) }),
  articleSave: defineEndpoint(adminPaths.articleSave, { body: ConsoleArticleSaveBody, response: Envelope(ConsoleArticle) }),
  articleStatus: defineEndpoint(adminPaths.articleStatus, { body: ArticleStatusBody, response: Envelope(ConsoleArticle) }),
  articlePreviewTicket: defineEndpoint(adminPaths.articlePreviewTicket, {
    body: Type.Object({ id: Id }),
    response: Envelope(PreviewTicket),
  }),
}
