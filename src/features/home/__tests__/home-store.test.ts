import { DEFAULT_SERVICES_PER_ROW, HomeStore, type HomeApi } from '@/features/home/home-store'
import type { HomeData } from '@/features/home/types'

const home: HomeData = {
  slideshow: [{ id: 1, image: 'http://x/s.png', title: 's', link: '', contentId: 1 }],
  marquee: [{ id: 9, title: '内嵌公告', link: '', contentId: null }],
  columns: [
    { id: 1, columnCode: 'xxyw', name: '学校要闻', sort: 1, articles: [] },
    { id: 2, columnCode: 'tzgg', name: '通知公告', sort: 2, articles: [{ id: 5 } as HomeData['columns'][number]['articles'][number]] },
  ],
  popups: [
    { id: 11, mediaType: 'image', image: 'http://x/p.png', videoUrl: '', title: 'p', link: '', startTime: '', endTime: '' },
    { id: 12, mediaType: 'image', image: 'http://x/q.png', videoUrl: '', title: 'q', link: '', startTime: '', endTime: '' },
  ],
  floatingBox: null,
}

function fakeApi(overrides: Partial<HomeApi> = {}): HomeApi {
  return {
    fetchHomeData: jest.fn(async () => home),
    fetchForceRecommServices: jest.fn(async () => []),
    fetchSystemConfig: jest.fn(
      async () =>
        ({
          schoolName: '示范大学',
          appTopLog: 'http://x/logo.png',
          enableMourningMode: true,
          shake: { openShake: true, shake_link: 'https://a.edu/?t={idToken}' },
        }) as never,
    ),
    fetchModuleSettings: jest.fn(async () => ({ servicesNumPerRow: 4, casArry: [] }) as never),
    ...overrides,
  }
}

describe('HomeStore', () => {
  it('loads every block', async () => {
    const store = new HomeStore(fakeApi())
    expect(store.status).toBe('loading')
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.home.slideshow).toHaveLength(1)
    expect(store.marqueeItems.map((m) => m.title)).toEqual(['内嵌公告'])
    expect(store.schoolName).toBe('示范大学')
    expect(store.mourning).toBe(true)
    expect(store.servicesPerRow).toBe(4)
    expect(store.shakeLink).toBe('https://a.edu/?t={idToken}')
    expect(store.columnsWithArticles.map((c) => c.columnCode)).toEqual(['tzgg'])
  })

  it('keeps the page when only side calls fail, with spec defaults', async () => {
    const fail = jest.fn(async () => Promise.reject(new Error('x')))
    const store = new HomeStore(fakeApi({ fetchSystemConfig: fail, fetchModuleSettings: fail, fetchForceRecommServices: fail }))
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.marqueeItems.map((m) => m.title)).toEqual(['内嵌公告'])
    expect(store.servicesPerRow).toBe(DEFAULT_SERVICES_PER_ROW)
    expect(store.mourning).toBe(false)
    expect(store.shakeLink).toBeNull()
  })

  it('shows the error when the content fails, but keeps old content on a failed refresh', async () => {
    const api = fakeApi({ fetchHomeData: jest.fn(async () => Promise.reject(new Error('down'))) })
    const store = new HomeStore(api)
    await store.load()
    expect(store.status).toBe('error')
    ;(api.fetchHomeData as jest.Mock).mockResolvedValueOnce(home)
    await store.load()
    expect(store.status).toBe('ready')
    ;(api.fetchHomeData as jest.Mock).mockRejectedValueOnce(new Error('again'))
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.refreshing).toBe(false)
  })

  it('offers the first pop-up not read before', async () => {
    const store = new HomeStore(fakeApi())
    await store.load()
    expect(store.unreadPopup({ hasRead: () => false })?.id).toBe(11)
    expect(store.unreadPopup({ hasRead: (id) => id === 11 })?.id).toBe(12)
    expect(store.unreadPopup({ hasRead: () => true })).toBeNull()
  })

  it('ignores a servicesNumPerRow out of range', async () => {
    const store = new HomeStore(fakeApi({ fetchModuleSettings: jest.fn(async () => ({ servicesNumPerRow: 0 }) as never) }))
    await store.load()
    expect(store.servicesPerRow).toBe(5)
  })
})

describe('HomeStore in 长辈模式', () => {
  const service = (serviceId: number) => ({ serviceId, serviceName: `服务${serviceId}` }) as never

  it('puts the person’s favourites, then the recently opened, before the school’s services, each once, at most nine', async () => {
    const store = new HomeStore(
      fakeApi({
        fetchForceRecommServices: jest.fn(async () => [1, 2, 3, 4, 5, 6, 7, 8].map(service)),
        fetchMyServices: jest.fn(async () => ({ favourites: [service(7), service(20)], recent: [service(20), service(2), service(30)] })),
      }),
    )
    await store.load()
    expect(store.mostUsedServices.map((s) => s.serviceId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    await store.loadMine()
    expect(store.mostUsedServices.map((s) => s.serviceId)).toEqual([7, 20, 2, 30, 1, 3, 4, 5, 6])
  })

  it('keeps the school’s services when the person’s own cannot be read', async () => {
    const store = new HomeStore(
      fakeApi({
        fetchForceRecommServices: jest.fn(async () => [1, 2].map(service)),
        fetchMyServices: jest.fn(async () => Promise.reject(new Error('offline'))),
      }),
    )
    await store.load()
    await store.loadMine()
    expect(store.mostUsedServices.map((s) => s.serviceId)).toEqual([1, 2])
  })
})
