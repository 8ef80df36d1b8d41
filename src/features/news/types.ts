/** The CMS contract, shared with the server (types only: nothing of the server is bundled). */
export type {
  CmsColumn,
  NewsItem,
  NewsDetail,
  Slide,
  MarqueeItem,
  PopupMedia,
  FloatingBox,
  HomeColumn,
  HomeData,
  FavoriteItem,
  FavoriteState,
  HistoryItem,
  ServiceItem,
  TokenTransType,
  ContentListQuery,
  SystemVisitSaveBody,
  WechatJssdkConfig,
} from '@contract/cms'
export type { Paged } from '@contract/common'
