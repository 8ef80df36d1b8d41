import type { Paged } from '@contract/common'

export const PAGE_SIZE = 20

/** ProTable's request for a server-paged list: its `current` / `pageSize` and search fields in, `{data, total}` out. */
export function pagedRequest<Q extends object, T>(list: (query: Q & { pageNum: number; pageSize: number }) => Promise<Paged<T>>) {
  return async ({ current = 1, pageSize = PAGE_SIZE, ...filters }: { current?: number; pageSize?: number } & Record<string, unknown>) => {
    const page = await list({ ...(filters as Q), pageNum: current, pageSize })
    return { data: page.items, total: page.total, success: true }
  }
}

/** The table's pagination for a server-paged list. */
export const pagination = (defaultCurrent = 1) => ({
  pageSize: PAGE_SIZE,
  defaultCurrent,
  showSizeChanger: false,
  showTotal: (total: number) => `共 ${total} 条`,
})
