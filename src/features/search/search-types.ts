import { SEARCH_KEYWORD_MAX, SEARCH_TYPE_NAMES, SEARCH_TYPES, type SearchType } from '@contract/paths/search'
import type { RouteName } from '@/routes/route-table'

export { SEARCH_TYPE_NAMES, SEARCH_TYPES, type SearchType }

/** The page of one kind's results: the spec's per-type pages, and singleSearch (with its type) for people and 公告. */
export const TYPE_PAGES: Record<SearchType, RouteName> = {
  service: 'searchService',
  news: 'searchNews',
  schedule: 'searchSchedule',
  task: 'searchTask',
  person: 'singleSearch',
  announcement: 'singleSearch',
}

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value)
}

/** Shortcuts on the entry page: search one kind straight away. */
export const CATEGORY_SHORTCUTS: Array<{ type: SearchType; label: string }> = [
  { type: 'service', label: '找服务' },
  { type: 'news', label: '看资讯' },
  { type: 'schedule', label: '查日程' },
  { type: 'task', label: '查待办' },
  { type: 'person', label: '找人' },
]

export const TIME_FILTERS = [
  { key: '', label: '不限时间' },
  { key: 'week', label: '一周内' },
  { key: 'month', label: '一月内' },
  { key: 'year', label: '一年内' },
] as const

/** What the keyword box refuses before asking the server (the same limit as the server's). */
export function keywordProblem(keyword: string): string | null {
  const text = keyword.trim()
  if (!text) return '请输入搜索内容'
  if (!/[\p{L}\p{N}]/u.test(text)) return '请输入要搜索的文字或拼音'
  if ([...text].length > SEARCH_KEYWORD_MAX) return `搜索内容不能超过${SEARCH_KEYWORD_MAX}个字`
  return null
}

/** A page parameter as text: Taro may hand it over still encoded; a stray % must not break the page. */
export function paramText(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
