// Contract of the home tab, news/content, favourites, history, recommended services, visits and the sharing SDK.
// Shared by the server (validation, docs) and the client (`import type` of the Static types). No server-only imports.
import { Type, type Static } from 'typebox'
import { Envelope, Id, Page, PageQuery } from './common'
import { INT32_MAX, PAGE_SIZE, TERMINAL_H5 } from './constants'
import { defineEndpoint } from './endpoint'
import { cmsPaths } from './paths/cms'

/* ----------------------------------------------------------------- paging */

/** CMS lists default to 10 rows a page. */
export const CmsPageQuery = PageQuery(PAGE_SIZE.cms)

/* ---------------------------------------------------------------- columns */

export const CmsColumn = Type.Object({
  id: Type.Integer(),
  columnCode: Type.String({ description: 'stable code, e.g. xxyw (学校要闻)' }),
  name: Type.String(),
  sort: Type.Integer(),
})
export type CmsColumn = Static<typeof CmsColumn>
export const ColumnListResponse = Envelope(Type.Array(CmsColumn))
export type ColumnListResponse = Static<typeof ColumnListResponse>

/* ------------------------------------------------------------------- news */

export const MediaType = Type.Union([Type.Literal('article'), Type.Literal('video'), Type.Literal('gallery')])
export type MediaType = Static<typeof MediaType>

/** One row of a news list (no body). Times are ISO 8601 strings; image URLs are absolute. */
export const NewsItem = Type.Object({
  id: Type.Integer(),
  columnId: Type.Integer(),
  columnCode: Type.String(),
  columnName: Type.String(),
  title: Type.String(),
  titleImage: Type.String({ description: 'absolute URL, or empty string when the article has no cover' }),
  summary: Type.String(),
  releaseDeptName: Type.String({ description: 'publishing department' }),
  releaseUnit: Type.String({ description: 'same as releaseDeptName (older clients read this name)' }),
  releaseStartTime: Type.String({ description: 'ISO 8601' }),
  readCount: Type.Integer(),
  url: Type.String({ description: 'external link: when non-empty open it in the web view instead of the detail page' }),
  mediaType: MediaType,
  videoUrl: Type.String({ description: 'absolute URL of the video (mediaType video), else empty' }),
})
export type NewsItem = Static<typeof NewsItem>

export const ContentListQuery = Type.Object({
  columnId: Type.Optional(Id),
  columnCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'title contains (optional)' })),
  ...CmsPageQuery.properties,
})
export type ContentListQuery = Static<typeof ContentListQuery>
export const ContentListResponse = Envelope(Page(NewsItem))
export type ContentListResponse = Static<typeof ContentListResponse>

export const ContentDetailQuery = Type.Object({
  id: Id,
  columnId: Type.Optional(Type.Integer({ minimum: 1, description: 'ignored; accepted because share links carry it', maximum: INT32_MAX })),
  preview: Type.Optional(
    Type.String({ maxLength: 4000, description: "the console's preview ticket for this article: shows it in any state, uncounted" }),
  ),
})
export type ContentDetailQuery = Static<typeof ContentDetailQuery>

export const NewsDetail = Type.Object({
  ...NewsItem.properties,
  content: Type.String({ description: 'sanitised rich-text HTML (safe to render as is)' }),
  poster: Type.String({ description: 'video poster image (mediaType video), else empty' }),
  images: Type.Array(Type.String(), { description: 'gallery images (mediaType gallery), else empty' }),
  isFavorite: Type.Boolean({ description: 'false when signed out' }),
})
export type NewsDetail = Static<typeof NewsDetail>
export const ContentDetailResponse = Envelope(NewsDetail)
export type ContentDetailResponse = Static<typeof ContentDetailResponse>

/* ------------------------------------------------------ home-page pieces */

export const Slide = Type.Object({
  id: Type.Integer(),
  image: Type.String({ description: 'absolute URL' }),
  title: Type.String(),
  link: Type.String({ description: 'news detail link (/pagesA/news/detail?id=…), absolute http(s) URL, or empty' }),
  contentId: Type.Union([Type.Integer(), Type.Null()], { description: 'the article this slide opens, if any' }),
})
export type Slide = Static<typeof Slide>
export const SlideListResponse = Envelope(Type.Array(Slide))
export type SlideListResponse = Static<typeof SlideListResponse>

export const MarqueeItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  link: Type.String({ description: 'empty, in-app path or absolute http(s) URL' }),
  contentId: Type.Union([Type.Integer(), Type.Null()]),
})
export type MarqueeItem = Static<typeof MarqueeItem>
export const MarqueeListResponse = Envelope(Type.Array(MarqueeItem))
export type MarqueeListResponse = Static<typeof MarqueeListResponse>

export const PopupMedia = Type.Object({
  id: Type.Integer({ description: 'remember it in the pop-up store once shown (read media ids)' }),
  mediaType: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  image: Type.String({ description: 'absolute URL (the poster for a video)' }),
  videoUrl: Type.String(),
  title: Type.String(),
  link: Type.String(),
  startTime: Type.String({ description: 'ISO 8601; active window start' }),
  endTime: Type.String({ description: 'ISO 8601; active window end' }),
})
export type PopupMedia = Static<typeof PopupMedia>
export const PopupListResponse = Envelope(Type.Array(PopupMedia, { description: 'only media whose window contains now' }))
export type PopupListResponse = Static<typeof PopupListResponse>

export const IDTOKEN_PLACEHOLDER = '{idToken}'
export const FloatingBox = Type.Object({
  iconUrl: Type.String(),
  visitedUrl: Type.String({ description: 'contains the placeholder {idToken}: replace it with the user token (empty when signed out)' }),
  title: Type.String(),
})
export type FloatingBox = Static<typeof FloatingBox>
export const FloatingBoxResponse = Envelope(Type.Union([FloatingBox, Type.Null()]))
export type FloatingBoxResponse = Static<typeof FloatingBoxResponse>

export const HOME_ARTICLES_PER_COLUMN = 5
export const HomeColumn = Type.Object({
  ...CmsColumn.properties,
  articles: Type.Array(NewsItem, { description: `newest ${HOME_ARTICLES_PER_COLUMN}` }),
})
export type HomeColumn = Static<typeof HomeColumn>

export const HomeData = Type.Object({
  slideshow: Type.Array(Slide),
  marquee: Type.Array(MarqueeItem),
  columns: Type.Array(HomeColumn),
  popups: Type.Array(PopupMedia),
  floatingBox: Type.Union([FloatingBox, Type.Null()]),
})
export type HomeData = Static<typeof HomeData>
export const HomeResponse = Envelope(HomeData)
export type HomeResponse = Static<typeof HomeResponse>

/* ------------------------------------------------- favourites and history */

export const ContentIdQuery = Type.Object({ contentId: Id })
export type ContentIdQuery = Static<typeof ContentIdQuery>

export const FavoriteState = Type.Object({ contentId: Type.Integer(), isFavorite: Type.Boolean() })
export type FavoriteState = Static<typeof FavoriteState>
export const FavoriteStateResponse = Envelope(FavoriteState)
export type FavoriteStateResponse = Static<typeof FavoriteStateResponse>

export const FavoriteItem = Type.Object({
  ...NewsItem.properties,
  favoriteId: Type.Integer(),
  favoritedAt: Type.String({ description: 'ISO 8601' }),
})
export type FavoriteItem = Static<typeof FavoriteItem>
export const FavoriteListResponse = Envelope(Page(FavoriteItem))
export type FavoriteListResponse = Static<typeof FavoriteListResponse>

export const HistoryItem = Type.Object({
  ...NewsItem.properties,
  historyId: Type.Integer({ description: 'pass to history/delete' }),
  viewedAt: Type.String({ description: 'ISO 8601; last time the user opened it' }),
})
export type HistoryItem = Static<typeof HistoryItem>
export const HistoryListResponse = Envelope(Page(HistoryItem))
export type HistoryListResponse = Static<typeof HistoryListResponse>

/** Calls that take no fields. */
export const EmptyBody = Type.Object({})
export const HistoryIdQuery = Type.Object({ id: Type.Integer({ minimum: 1, description: 'historyId', maximum: INT32_MAX }) })
export type HistoryIdQuery = Static<typeof HistoryIdQuery>

export const HistoryRecordResponse = Envelope(Type.Object({ historyId: Type.Integer(), viewedAt: Type.String() }))
export type HistoryRecordResponse = Static<typeof HistoryRecordResponse>
export const CountResponse = Envelope(Type.Object({ count: Type.Integer({ description: 'rows affected' }) }))
export type CountResponse = Static<typeof CountResponse>

/* ------------------------------------------------ recommended services */

export const TokenTransType = Type.Union([Type.Literal('url'), Type.Literal('header'), Type.Literal('none')])
export type TokenTransType = Static<typeof TokenTransType>

/** A service card plus the hand-off fields the shell needs to open it. */
export const ServiceItem = Type.Object({
  serviceId: Type.Integer(),
  serviceName: Type.String(),
  cardImage: Type.String({ description: 'icon, absolute URL' }),
  runTime: Type.String({ description: 'opening hours, e.g. 周一至周五 8:30-17:00' }),
  contactInformation: Type.String(),
  serviceType: Type.String({ description: 'category name, e.g. 教务服务' }),
  serviceNo: Type.String(),
  serviceSource: Type.String({ description: 'providing department' }),
  // hand-off fields
  loadPath: Type.String({ description: 'where to open it: absolute http(s) URL (web view) or in-app page path' }),
  engineType: Type.String({ description: "'h5' | 'weapp' | 'native'" }),
  appId: Type.String({ description: 'mini-program appid when engineType is weapp, else empty' }),
  collect: Type.Boolean({ description: 'favourited by the signed-in user (false when signed out)' }),
  iconUrl: Type.String({ description: 'absolute URL (same image as cardImage)' }),
  path: Type.String({ description: 'mini-program page path when engineType is weapp, else empty' }),
  title: Type.String(),
  tokenTransType: TokenTransType,
  attachmentUrl: Type.String(),
  appType: Type.String(),
  desc: Type.String(),
  columnId: Type.Union([Type.Integer(), Type.Null()]),
  shareUrl: Type.String({ description: 'absolute link of the share landing (serviceShare), empty if not shareable' }),
})
export type ServiceItem = Static<typeof ServiceItem>
export const ForceRecommServiceResponse = Envelope(Type.Array(ServiceItem))
export type ForceRecommServiceResponse = Static<typeof ForceRecommServiceResponse>

/* ------------------------------------------------ publishing (admins only) */

export const ArticleStatus = Type.Union([Type.Literal('published'), Type.Literal('draft'), Type.Literal('offline')])
export type ArticleStatus = Static<typeof ArticleStatus>
/** Create (no id) or update (id) an article. `content` is sanitised before it is stored. */
export const ArticleSaveBody = Type.Object({
  id: Type.Optional(Id),
  columnId: Id,
  title: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ maxLength: 200000, description: 'rich-text HTML (sanitised on the way in)' }),
  summary: Type.Optional(Type.String({ maxLength: 300, description: 'default: the first 80 characters of the text' })),
  titleImage: Type.Optional(Type.String({ maxLength: 1000 })),
  releaseDeptName: Type.String({ minLength: 1, maxLength: 100 }),
  releaseStartTime: Type.Optional(Type.String({ format: 'date-time', description: 'default now' })),
  url: Type.Optional(Type.String({ maxLength: 1000 })),
  mediaType: Type.Optional(MediaType),
  videoUrl: Type.Optional(Type.String({ maxLength: 1000 })),
  poster: Type.Optional(Type.String({ maxLength: 1000 })),
  status: Type.Optional(ArticleStatus),
})
export type ArticleSaveBody = Static<typeof ArticleSaveBody>
export const ArticleSaveResponse = Envelope(Type.Object({ ...NewsDetail.properties, status: ArticleStatus }))
export type ArticleSaveResponse = Static<typeof ArticleSaveResponse>

/* ------------------------------------------------------------------ visits */

export const VisitType = Type.Union([Type.Literal('page'), Type.Literal('service'), Type.Literal('content')])
export type VisitType = Static<typeof VisitType>
export const SystemVisitSaveBody = Type.Object({
  visitType: Type.Optional(VisitType),
  pageUrl: Type.String({ minLength: 1, maxLength: 1000, description: 'page path or URL being visited' }),
  targetId: Type.Optional(Type.String({ maxLength: 64, description: 'serviceId or contentId' })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  terminal: Type.Optional(Type.Integer({ minimum: 1, maximum: 9, default: TERMINAL_H5 })),
})
export type SystemVisitSaveBody = Static<typeof SystemVisitSaveBody>
export const SystemVisitSaveResponse = Envelope(Type.Object({ id: Type.Integer() }))
export type SystemVisitSaveResponse = Static<typeof SystemVisitSaveResponse>

/* ------------------------------------------------------------- sharing SDK */

export const WechatJssdkQuery = Type.Object({
  url: Type.String({ minLength: 8, maxLength: 2000, description: 'current page URL; the fragment (#…) is ignored' }),
})
export type WechatJssdkQuery = Static<typeof WechatJssdkQuery>
export const WechatJssdkConfig = Type.Object({
  appid: Type.String(),
  timestamp: Type.Integer({ description: 'seconds' }),
  nonceStr: Type.String(),
  signature: Type.String({ description: 'sha1 hex of jsapi_ticket=…&noncestr=…&timestamp=…&url=…' }),
})
export type WechatJssdkConfig = Static<typeof WechatJssdkConfig>
export const WechatJssdkResponse = Envelope(WechatJssdkConfig)
export type WechatJssdkResponse = Static<typeof WechatJssdkResponse>

/* --------------------------------------------------------- image resizing */

export const IMAGE_SIZE_MAX = 2000
/** Default sizes the client asks for (spec §7/§9). */
export const IMAGE_SIZE_DEFAULT = '250x200'
export const IMAGE_SIZE_ICON = '200x200'

/** Every cms endpoint: path and schemas (the server registers from these; the client's api.ts calls them). */
export const cmsEndpoints = {
  saveArticle: defineEndpoint(cmsPaths.saveArticle, { body: ArticleSaveBody, response: ArticleSaveResponse }),
  home: defineEndpoint(cmsPaths.home, { response: HomeResponse }),
  columnList: defineEndpoint(cmsPaths.columnList, { response: ColumnListResponse }),
  contentList: defineEndpoint(cmsPaths.contentList, { query: ContentListQuery, response: ContentListResponse }),
  contentDetail: defineEndpoint(cmsPaths.contentDetail, { query: ContentDetailQuery, response: ContentDetailResponse }),
  slideshowList: defineEndpoint(cmsPaths.slideshowList, { response: SlideListResponse }),
  marqueeListGet: defineEndpoint(cmsPaths.marqueeListGet, { response: MarqueeListResponse }),
  popupList: defineEndpoint(cmsPaths.popupList, { response: PopupListResponse }),
  floatingBoxGet: defineEndpoint(cmsPaths.floatingBoxGet, { response: FloatingBoxResponse }),
  favoriteAdd: defineEndpoint(cmsPaths.favoriteAdd, { body: ContentIdQuery, response: FavoriteStateResponse }),
  favoriteRemove: defineEndpoint(cmsPaths.favoriteRemove, { body: ContentIdQuery, response: FavoriteStateResponse }),
  favoriteList: defineEndpoint(cmsPaths.favoriteList, { query: CmsPageQuery, response: FavoriteListResponse }),
  historyRecord: defineEndpoint(cmsPaths.historyRecord, { body: ContentIdQuery, response: HistoryRecordResponse }),
  historyList: defineEndpoint(cmsPaths.historyList, { query: CmsPageQuery, response: HistoryListResponse }),
  historyDelete: defineEndpoint(cmsPaths.historyDelete, { body: HistoryIdQuery, response: CountResponse }),
  historyClear: defineEndpoint(cmsPaths.historyClear, { body: EmptyBody, response: CountResponse }),
  findForceRecommService: defineEndpoint(cmsPaths.findForceRecommService, { response: ForceRecommServiceResponse }),
  systemVisitSave: defineEndpoint(cmsPaths.systemVisitSave, { body: SystemVisitSaveBody, response: SystemVisitSaveResponse }),
  getWechatJSSDK: defineEndpoint(cmsPaths.getWechatJSSDK, { query: WechatJssdkQuery, response: WechatJssdkResponse }),
}
