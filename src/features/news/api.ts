import { endpointClient } from '@/lib/endpoint-client'
import type { cmsEndpoints } from '@contract/cms'
import { cmsPaths } from '@contract/paths/cms'
import type { CmsColumn, FavoriteItem, FavoriteState, HistoryItem, NewsDetail, NewsItem, Paged } from './types'

const cms = endpointClient<typeof cmsEndpoints>(cmsPaths)

export interface PageArgs {
  pageNum: number
  pageSize: number
}

/** GET /v1/cms/mobile/column/list: every news column. */
export function fetchColumns(): Promise<CmsColumn[]> {
  return cms.columnList()
}

/** GET /v1/cms/mobile/content/list: one column's articles (by id or code; neither = all), newest first. */
export function fetchContentList(args: PageArgs & { columnId?: number; columnCode?: string; keyword?: string }): Promise<Paged<NewsItem>> {
  return cms.contentList({ data: { ...args } })
}

/**
 * GET /v1/cms/mobile/content/detail: the article (also counts the read and, signed in, records history). With the
 * console's `preview` ticket: that one article in any state (a draft's 手机预览), not counted.
 */
export function fetchContentDetail(id: number | string, columnId?: number | string, preview?: string): Promise<NewsDetail> {
  return cms.contentDetail({
    data: { id: Number(id), columnId: columnId === undefined ? undefined : Number(columnId), preview: preview || undefined },
  })
}

/** POST /v1/cms/favorite/add */
export function addFavorite(contentId: number): Promise<FavoriteState> {
  return cms.favoriteAdd({ data: { contentId } })
}

/** POST /v1/cms/favorite/remove */
export function removeFavorite(contentId: number): Promise<FavoriteState> {
  return cms.favoriteRemove({ data: { contentId } })
}

/** GET /v1/cms/favorite/list: newest favourite first. */
export function fetchFavorites(args: PageArgs): Promise<Paged<FavoriteItem>> {
  return cms.favoriteList({ data: { ...args } })
}

/** GET /v1/cms/history/list: most recent first. */
export function fetchHistory(args: PageArgs): Promise<Paged<HistoryItem>> {
  return cms.historyList({ data: { ...args } })
}

/** POST /v1/cms/history/delete (id = historyId). */
export function deleteHistory(historyId: number): Promise<{ count: number }> {
  return cms.historyDelete({ data: { id: historyId } })
}

/** POST /v1/cms/history/clear */
export function clearHistory(): Promise<{ count: number }> {
  return cms.historyClear()
}
