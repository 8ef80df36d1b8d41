import { requestData } from '../../lib/request'
import { serviceBases } from '../../lib/env'
import type { CmsColumn, FavoriteItem, FavoriteState, HistoryItem, NewsDetail, NewsItem, PagedOf } from './types'

const cms = () => `${serviceBases().cms}/v1/cms`

export interface PageArgs {
  pageNum: number
  pageSize: number
}

/** GET /v1/cms/mobile/column/list: every news column. */
export function fetchColumns(): Promise<CmsColumn[]> {
  return requestData<CmsColumn[]>({ url: `${cms()}/mobile/column/list` })
}

/** GET /v1/cms/mobile/content/list: one column's articles (by id or code; neither = all), newest first. */
export function fetchContentList(args: PageArgs & { columnId?: number; columnCode?: string; keyword?: string }): Promise<PagedOf<NewsItem>> {
  return requestData<PagedOf<NewsItem>>({ url: `${cms()}/mobile/content/list`, data: { ...args } })
}

/** GET /v1/cms/mobile/content/detail: the article (also counts the read and, signed in, records history). */
export function fetchContentDetail(id: number | string, columnId?: number | string): Promise<NewsDetail> {
  return requestData<NewsDetail>({ url: `${cms()}/mobile/content/detail`, data: { id, columnId } })
}

/** POST /v1/cms/favorite/add */
export function addFavorite(contentId: number): Promise<FavoriteState> {
  return requestData<FavoriteState>({ url: `${cms()}/favorite/add`, method: 'POST', data: { contentId } })
}

/** POST /v1/cms/favorite/remove */
export function removeFavorite(contentId: number): Promise<FavoriteState> {
  return requestData<FavoriteState>({ url: `${cms()}/favorite/remove`, method: 'POST', data: { contentId } })
}

/** GET /v1/cms/favorite/list: newest favourite first. */
export function fetchFavorites(args: PageArgs): Promise<PagedOf<FavoriteItem>> {
  return requestData<PagedOf<FavoriteItem>>({ url: `${cms()}/favorite/list`, data: { ...args } })
}

/** GET /v1/cms/history/list: most recent first. */
export function fetchHistory(args: PageArgs): Promise<PagedOf<HistoryItem>> {
  return requestData<PagedOf<HistoryItem>>({ url: `${cms()}/history/list`, data: { ...args } })
}

/** POST /v1/cms/history/delete (id = historyId). */
export function deleteHistory(historyId: number): Promise<{ count: number }> {
  return requestData<{ count: number }>({ url: `${cms()}/history/delete`, method: 'POST', data: { id: historyId } })
}

/** POST /v1/cms/history/clear */
export function clearHistory(): Promise<{ count: number }> {
  return requestData<{ count: number }>({ url: `${cms()}/history/clear`, method: 'POST' })
}
