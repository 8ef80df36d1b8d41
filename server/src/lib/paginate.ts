import type { Paged, PageQuery } from '@contract/common'
import { PAGE_SIZE } from '@contract/constants'

export interface PageArgs {
  pageNum: number
  pageSize: number
  offset: number
}

/** The page asked for (schema defaults normally fill both; the fallbacks cover calls from code). */
export function pageArgs(query: PageQuery, defaultSize: number = PAGE_SIZE.list): PageArgs {
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? defaultSize
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize }
}

/** The one paging answer of every list (`Page(item)` in the contract). */
export function paginate<T>(items: T[], total: number, { pageNum, pageSize }: { pageNum: number; pageSize: number }): Paged<T> {
  return { items, total, page: pageNum, size: pageSize }
}
