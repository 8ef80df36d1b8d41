import { act, renderHook } from '@testing-library/react'
import { useListLoader, type ListChunk } from '@/components/use-list-loader'

type Item = { id: number }

/** A data source whose answers the test releases one by one. */
function controlledSource() {
  const calls: Array<{ page: number; pageSize: number; resolve: (c: ListChunk<Item>) => void; reject: (e: unknown) => void }> = []
  const load = jest.fn(
    (page: number, pageSize: number) =>
      new Promise<ListChunk<Item>>((resolve, reject) => {
        calls.push({ page, pageSize, resolve, reject })
      }),
  )
  return { load, calls }
}

const items = (from: number, count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: from + i }))

async function answer(call: { resolve: (c: ListChunk<Item>) => void }, chunk: ListChunk<Item>) {
  await act(async () => {
    call.resolve(chunk)
  })
}

async function fail(call: { reject: (e: unknown) => void }, error: unknown) {
  await act(async () => {
    call.reject(error)
  })
}

describe('useListLoader', () => {
  it('loads page 1 on mount, showing the loading state until it arrives', async () => {
    const src = controlledSource()
    const { result } = renderHook(() => useListLoader(src.load))
    expect(result.current.status).toBe('loading')
    expect(src.load).toHaveBeenCalledTimes(1)
    expect(src.load).toHaveBeenCalledWith(1, 20)

    await answer(src.calls[0], { items: items(1, 20) })
    expect(result.current.status).toBe('ready')
    expect(result.current.items).toHaveLength(20)
    expect(result.current.page).toBe(1)
    expect(result.current.hasMore).toBe(true)
    expect(result.current.isEmpty).toBe(false)
  })

  it('reports an empty list as empty, with nothing more to load', async () => {
    const src = controlledSource()
    const { result } = renderHook(() => useListLoader(src.load))
    await answer(src.calls[0], { items: [] })
    expect(result.current.isEmpty).toBe(true)
    expect(result.current.hasMore).toBe(false)
  })

  it('appends the next page on loadMore', async () => {
    const src = controlledSource()
    const { result } = renderHook(() => useListLoader(src.load, { pageSize: 10 }))
    await answer(src.calls[0], { items: items(1, 10) })

    act(() => {
      void result.current.loadMore()
    })
    expect(result.current.loadingMore).toBe(true)
    expect(src.load).toHaveBeenLastCalledWith(2, 10)
    await answer(src.calls[1], { items: items(11, 10) })
    expect(result.current.loadingMore).toBe(false)
    expect(result.current.page).toBe(2)
    expect(result.current.items.map((i) => i.id)).toEqual(items(1, 20).map((i) => i.id))
  })

  it('never requests the same page twice at once', async () => {
    const src = controlledSource()
    const { result } = renderHook(() => useListLoader(src.load))

    // Before page 1 has arrived, loadMore and refresh do not start more requests.
    act(() => {
      void result.current.loadMore()
      void result.current.refresh()
      void result.current.reload()
    })
    expect(src.load).toHaveBeenCalledTimes(1)

    await answer(src.calls[0], { items: items(1, 20) })
    act(() => {
      void result.current.loadMore()
      void result.current.loadMore()
      void result.current.loadMore()
    })
    expect(src.load).toHaveBeenCalledTimes(2)
    expect(src.calls.map((c) => c.page)).toEqual([1, 2])

    await answer(src.calls[1], { items: items(21, 20) })
    act(() => {
      void result.current.refresh()
      void result.current.refresh()
    })
    expect(src.calls.map((c) => c.page)).toEqual([1, 2, 1])
  })

  it('stops at the end of the list: short page, hasMore false, or total reached', async () => {
    const short = controlledSource()
    const a = renderHook(() => useListLoader(short.load))
    await answer(short.calls[0], { items: items(1, 5) })
    expect(a.result.current.hasMore).toBe(false)
    await act(async () => {
      await a.result.current.loadMore()
    })
    expect(short.load).toHaveBeenCalledTimes(1)

    const flagged = controlledSource()
    const b = renderHook(() => useListLoader(flagged.load))
    await answer(flagged.calls[0], { items: items(1, 20), hasMore: false })
    expect(b.result.current.hasMore).toBe(false)

    const counted = controlledSource()
    const c = renderHook(() => useListLoader(counted.load, { pageSize: 2 }))
    await answer(counted.calls[0], { items: items(1, 2), total: 3 })
    expect(c.result.current.hasMore).toBe(true)
    act(() => {
      void c.result.current.loadMore()
    })
    await answer(counted.calls[1], { items: items(3, 1), total: 3 })
    expect(c.result.current.hasMore).toBe(false)
    expect(c.result.current.total).toBe(3)
  })

  it('shows the first-page error and recovers on retry', async () => {
    const src = controlledSource()
    const { result } = renderHook(() => useListLoader(src.load))
    const boom = new Error('服务器开小差了')
    await fail(src.calls[0], boom)
    expect(result.current.status).toBe('error')
    expect(result.current.error).toBe(boom)

    act(() => {
      void result.current.retry()
    })
    expect(result.current.status).toBe('loading')
    expect(src.calls[1].page).toBe(1)
    await answer(src.calls[1], { items: items(1, 3) })
    expect(result.current.status).toBe('ready')
    expect(result.current.error).toBeNull()
    expect(result.current.items).toHaveLength(3)
  })

  it('keeps loaded items when a next page fails, and retry asks for that page again', async () => {
    const src = controlledSource()
    const { result } = renderHook(() => useListLoader(src.load))
    await answer(src.calls[0], { items: items(1, 20) })
    act(() => {
      void result.current.loadMore()
    })
    await fail(src.calls[1], new Error('timeout'))
    expect(result.current.status).toBe('ready')
    expect(result.current.items).toHaveLength(20)
    expect(result.current.loadMoreError).toBeInstanceOf(Error)
    expect(result.current.page).toBe(1)

    act(() => {
      void result.current.retry()
    })
    expect(src.calls[2].page).toBe(2)
    await answer(src.calls[2], { items: items(21, 20) })
    expect(result.current.items).toHaveLength(40)
    expect(result.current.loadMoreError).toBeNull()
  })

  it('refresh goes back to page 1, replaces the items, and ignores a next page still on its way', async () => {
    const src = controlledSource()
    const { result } = renderHook(() => useListLoader(src.load))
    await answer(src.calls[0], { items: items(1, 20) })
    act(() => {
      void result.current.loadMore()
    })
    await answer(src.calls[1], { items: items(21, 20) })
    act(() => {
      void result.current.loadMore()
    })
    expect(src.calls[2].page).toBe(3)

    act(() => {
      void result.current.refresh()
    })
    expect(result.current.refreshing).toBe(true)
    expect(result.current.items).toHaveLength(40)
    expect(src.calls[3].page).toBe(1)

    await answer(src.calls[3], { items: items(100, 20) })
    expect(result.current.refreshing).toBe(false)
    expect(result.current.page).toBe(1)
    expect(result.current.items[0].id).toBe(100)
    expect(result.current.items).toHaveLength(20)

    // The page-3 answer of the old list arrives late and is dropped.
    await answer(src.calls[2], { items: items(41, 20) })
    expect(result.current.items).toHaveLength(20)
    expect(result.current.page).toBe(1)
  })

  it('keeps the old items when a refresh fails and reports the error', async () => {
    const src = controlledSource()
    const onRefreshError = jest.fn()
    const { result } = renderHook(() => useListLoader(src.load, { onRefreshError }))
    await answer(src.calls[0], { items: items(1, 20) })
    act(() => {
      void result.current.refresh()
    })
    const err = new Error('网络错误')
    await fail(src.calls[1], err)
    expect(result.current.items).toHaveLength(20)
    expect(result.current.refreshing).toBe(false)
    expect(result.current.refreshError).toBe(err)
    expect(onRefreshError).toHaveBeenCalledWith(err)
  })

  it('reloads from page 1 when deps change and ignores the old answer', async () => {
    const src = controlledSource()
    const { result, rerender } = renderHook(({ tab }) => useListLoader(src.load, { deps: [tab] }), {
      initialProps: { tab: 'todo' },
    })
    rerender({ tab: 'done' })
    expect(src.calls).toHaveLength(2)
    expect(src.calls[1].page).toBe(1)

    await answer(src.calls[1], { items: items(500, 2) })
    await answer(src.calls[0], { items: items(1, 20) })
    expect(result.current.items.map((i) => i.id)).toEqual([500, 501])
  })

  it('drops items already loaded when keyOf is given', async () => {
    const src = controlledSource()
    const { result } = renderHook(() => useListLoader(src.load, { pageSize: 3, keyOf: (i: Item) => i.id }))
    await answer(src.calls[0], { items: items(1, 3) })
    act(() => {
      void result.current.loadMore()
    })
    await answer(src.calls[1], { items: [{ id: 3 }, { id: 4 }, { id: 5 }] })
    expect(result.current.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5])
  })

  it('ignores answers that arrive after unmount', async () => {
    const src = controlledSource()
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result, unmount } = renderHook(() => useListLoader(src.load))
    unmount()
    await answer(src.calls[0], { items: items(1, 3) })
    expect(result.current.status).toBe('loading')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
