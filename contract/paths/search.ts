// Where each search endpoint lives; the schemas are in ../search.ts. No TypeBox here: the client bundles this file.
export const searchPaths = {
  searchAll: { method: 'GET', base: 'portal', path: '/v1/search/all' },
  searchType: { method: 'GET', base: 'portal', path: '/v1/search/type' },
  hotKeywords: { method: 'GET', base: 'portal', path: '/v1/search/hot' },
  myHistory: { method: 'GET', base: 'portal', path: '/v1/search/history' },
  clearHistory: { method: 'POST', base: 'portal', path: '/v1/search/history/clear' },
} as const

/** The kinds of results, in the order the grouped results show them. */
export const SEARCH_TYPES = ['service', 'news', 'schedule', 'task', 'person', 'announcement'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]
export const SEARCH_TYPE_NAMES: Record<SearchType, string> = {
  service: '服务',
  news: '资讯',
  schedule: '日程',
  task: '待办',
  person: '人员',
  announcement: '公告',
}
/** Longest keyword the search accepts (characters). */
export const SEARCH_KEYWORD_MAX = 40
