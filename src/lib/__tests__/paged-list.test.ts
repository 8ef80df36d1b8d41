import { PagedList } from '@/lib/paged-list'

describe('PagedList', () => {
  it('stops at the last page, drops duplicates and removes items locally', async () => {
    const pages: Record<number, number[]> = { 1: [1, 2], 2: [2, 3] }
    const list = new PagedList<number>(async (p) => ({ items: pages[p] ?? [], total: 3, hasMore: p < 2 }), { keyOf: (n) => n, pageSize: 2 })
    await list.reload()
    await list.loadMore()
    expect(list.items).toEqual([1, 2, 3])
    expect(list.hasMore).toBe(false)
    list.remove((n) => n === 2)
    expect([list.items, list.total]).toEqual([[1, 3], 2])
  })

  it('keeps loaded items when the next page fails, and retries it', async () => {
    let fail = true
    const list = new PagedList<number>(
      async (p) => {
        if (p === 2 && fail) throw new Error('网络错误')
        return { items: [p], hasMore: p < 2 }
      },
      { keyOf: (n) => n, pageSize: 1 },
    )
    await list.reload()
    await list.loadMore()
    expect([list.items, (list.loadMoreError as Error).message]).toEqual([[1], '网络错误'])
    fail = false
    await list.loadMore()
    expect(list.items).toEqual([1, 2])
  })
  it('starts idle, reloads from the skeleton and replaces the data source', async () => {
    const list = new PagedList<number>(async (p) => ({ items: [p], hasMore: false }))
    expect(list.status).toBe('idle')
    const loading = list.reload()
    expect(list.status).toBe('loading')
    await loading
    expect([list.status, list.items]).toEqual(['ready', [1]])
    await list.setFetch(async () => ({ items: [9, 8], hasMore: false }))
    expect(list.items).toEqual([9, 8])
  })
})
