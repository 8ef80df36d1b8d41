import type { ListLoad } from '@/components/use-list-loader'
import { fetchContentList } from './api'
import type { NewsItem } from './types'

/** The ListPage data source of a column (by code or id; neither = every column). */
export function columnListLoad(column: { columnCode?: string; columnId?: number }): ListLoad<NewsItem> {
  return async (page, pageSize) => {
    const res = await fetchContentList({ ...column, pageNum: page, pageSize })
    return { items: res.items, total: res.total }
  }
}
