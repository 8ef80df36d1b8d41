import { endpointClient } from '@/lib/endpoint-client'
import type { SearchAllResult, searchEndpoints, SearchTimeRange, SearchTypeResult } from '@contract/search'
import { searchPaths, type SearchType } from '@contract/paths/search'

const search = endpointClient<typeof searchEndpoints>(searchPaths)

/** GET /v1/search/all: the best few of each kind (services, news, schedules, to-dos, people) and how many there are. */
export function searchAll(keyword: string): Promise<SearchAllResult> {
  return search.searchAll({ data: { keyword } })
}

export interface TypeSearchArgs {
  keyword: string
  type: SearchType
  pageNum: number
  pageSize: number
  time?: SearchTimeRange
  category?: string
  status?: string
}

/** GET /v1/search/type: one kind, paged, with time / column / status filters and the filter choices. */
export function searchType(args: TypeSearchArgs): Promise<SearchTypeResult> {
  return search.searchType({ data: { ...args } })
}

/** GET /v1/search/hot: what people search most lately. */
export function fetchHotKeywords(): Promise<string[]> {
  return search.hotKeywords()
}

/** GET /v1/search/history: my recent keywords, newest first. */
export function fetchMyHistory(): Promise<string[]> {
  return search.myHistory()
}

/** POST /v1/search/history/clear */
export function clearMyHistory(): Promise<null> {
  return search.clearHistory()
}
