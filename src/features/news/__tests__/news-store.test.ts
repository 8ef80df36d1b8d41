import { RootStore } from '@/stores/root-store'
import { newsFeature, NewsStore, type NewsApi } from '@/features/news/news-store'

function fakeApi(overrides: Partial<NewsApi> = {}): NewsApi {
  return {
    fetchColumns: jest.fn(async () => [
      { id: 2, columnCode: 'tzgg', name: '通知公告', sort: 2 },
      { id: 1, columnCode: 'xxyw', name: '学校要闻', sort: 1 },
    ]),
    addFavorite: jest.fn(async (contentId: number) => ({ contentId, isFavorite: true })),
    removeFavorite: jest.fn(async (contentId: number) => ({ contentId, isFavorite: false })),
    ...overrides,
  }
}

describe('NewsStore', () => {
  it('loads the columns once, in their order', async () => {
    const api = fakeApi()
    const store = new NewsStore(api)
    await store.loadColumns()
    await store.loadColumns()
    expect(api.fetchColumns).toHaveBeenCalledTimes(1)
    expect(store.columns.map((c) => c.columnCode)).toEqual(['xxyw', 'tzgg'])
    expect(store.columnByCode('tzgg')?.name).toBe('通知公告')
    await store.loadColumns(true)
    expect(api.fetchColumns).toHaveBeenCalledTimes(2)
  })

  it('records a failed column load', async () => {
    const store = new NewsStore(fakeApi({ fetchColumns: jest.fn(async () => Promise.reject(new Error('down'))) }))
    await store.loadColumns()
    expect(store.columnsStatus).toBe('error')
    expect((store.columnsError as Error).message).toBe('down')
  })

  it('stars and unstars, remembering the flag', async () => {
    const api = fakeApi()
    const store = new NewsStore(api)
    expect(store.isFavorite(7, false)).toBe(false)
    await expect(store.toggleFavorite(7, false)).resolves.toBe(true)
    expect(api.addFavorite).toHaveBeenCalledWith(7)
    expect(store.isFavorite(7, false)).toBe(true)
    await expect(store.toggleFavorite(7, true)).resolves.toBe(false)
    expect(api.removeFavorite).toHaveBeenCalledWith(7)
    expect(store.isFavorite(7, true)).toBe(false)
  })

  it('puts the flag back when the call fails', async () => {
    const store = new NewsStore(fakeApi({ addFavorite: jest.fn(async () => Promise.reject(new Error('请先登录'))) }))
    await expect(store.toggleFavorite(3, false)).rejects.toThrow('请先登录')
    expect(store.isFavorite(3, false)).toBe(false)
    expect(store.pendingFavorite.has(3)).toBe(false)
  })

  it('ignores a second tap while the first is in flight', async () => {
    let release!: () => void
    const api = fakeApi({
      addFavorite: jest.fn(
        () =>
          new Promise((r) => {
            release = () => r({ contentId: 5, isFavorite: true })
          }),
      ),
    })
    const store = new NewsStore(api)
    const first = store.toggleFavorite(5, false)
    expect(store.isFavorite(5, false)).toBe(true)
    await expect(store.toggleFavorite(5, true)).resolves.toBe(true)
    release()
    await first
    expect(api.addFavorite).toHaveBeenCalledTimes(1)
    expect(api.removeFavorite).not.toHaveBeenCalled()
  })
})

describe('newsFeature', () => {
  it('is made on first use, once per root store, with the client the root store is given', async () => {
    const news = fakeApi()
    const root = new RootStore({ news })
    const first = root.feature(newsFeature)
    expect(root.feature(newsFeature)).toBe(first)
    expect(new RootStore().feature(newsFeature)).not.toBe(first)
    await first.loadColumns()
    expect(news.fetchColumns).toHaveBeenCalledTimes(1)
    expect(first.columnsStatus).toBe('ready')
  })
})
