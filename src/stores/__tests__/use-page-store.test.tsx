import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/context'
import { usePageStore } from '@/stores/use-page-store'
import { newsFeature, type NewsApi } from '@/features/news/news-store'

describe('usePageStore', () => {
  it('creates the store once from the root and disposes it on unmount', () => {
    const root = new RootStore()
    const wrapper = ({ children }: { children: ReactNode }) => <StoreProvider store={root}>{children}</StoreProvider>
    const create = jest.fn((r: RootStore) => ({ root: r }))
    const dispose = jest.fn()
    const { result, rerender, unmount } = renderHook(() => usePageStore(create, dispose), { wrapper })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    expect(first.root).toBe(root)
    expect(create).toHaveBeenCalledTimes(1)
    unmount()
    expect(dispose).toHaveBeenCalledWith(first)
  })
})

describe('RootStore API clients', () => {
  it('hands the news store the client it is given', async () => {
    const news: NewsApi = {
      fetchColumns: jest.fn(async () => [{ id: 1, sort: 1, columnCode: 'a', columnName: '要闻' }] as never),
      addFavorite: jest.fn(),
      removeFavorite: jest.fn(),
    }
    const root = new RootStore({ news })
    await root.feature(newsFeature).loadColumns()
    expect(news.fetchColumns).toHaveBeenCalledTimes(1)
    expect(root.feature(newsFeature).columnsStatus).toBe('ready')
  })
})
