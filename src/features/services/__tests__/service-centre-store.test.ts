import type { ServiceCard } from '@contract/services'
import { ServiceCentreStore, type ServiceCentreApi } from '@/features/services/service-centre-store'

const card = (serviceId: number, extra: Partial<ServiceCard> = {}) =>
  ({ serviceId, serviceName: `服务${serviceId}`, categoryCode: 'jwfw', forceRecommend: false, ...extra }) as ServiceCard

function fakeApi(overrides: Partial<ServiceCentreApi> = {}) {
  const calls: unknown[][] = []
  const api: ServiceCentreApi = {
    fetchCatalogue: async () => ({
      categories: [{ code: 'jwfw', name: '教务服务' }],
      services: [card(1, { forceRecommend: true }), card(2), card(3), card(4)],
    }),
    fetchMyServices: async () => ({ favourites: [card(2), card(3)], recent: [card(4)] }),
    addFavourite: async (id) => (calls.push(['add', id]), { serviceId: id }),
    removeFavourite: async (id) => (calls.push(['remove', id]), { serviceId: id }),
    orderFavourites: async (ids) => (calls.push(['order', ids]), { serviceIds: ids }),
    fetchRecommended: async (limit) =>
      [
        { service: card(1, { forceRecommend: true }), reason: '' },
        { service: card(4), reason: '常用类别：教务' },
        { service: card(3), reason: '同身份常用' },
      ].slice(0, limit),
    ...overrides,
  }
  return { api, calls }
}

describe('ServiceCentreStore', () => {
  it('loads the catalogue, my services and the server’s recommended, two rows at most', async () => {
    const store = new ServiceCentreStore(fakeApi().api)
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.favourites.map((s) => s.serviceId)).toEqual([2, 3])
    expect(store.recommended(5).map((s) => s.serviceId)).toEqual([1, 4, 3])
    expect(store.recommended(1).map((s) => s.serviceId)).toEqual([1, 4])
    expect(store.byCategory('jwfw')).toHaveLength(4)
  })

  it('keeps the tab working when 推荐服务 fails to load', async () => {
    const store = new ServiceCentreStore(
      fakeApi({
        fetchRecommended: async () => {
          throw new Error('网络异常')
        },
      }).api,
    )
    await store.load(10)
    expect(store.status).toBe('ready')
    expect(store.recommended(5)).toEqual([])
  })

  it('reorders in edit mode and saves the order once on 完成', async () => {
    const { api, calls } = fakeApi()
    const store = new ServiceCentreStore(api)
    await store.load()
    store.startEditing()
    await store.add(card(4))
    store.move(4, -2)
    store.move(4, -5) // out of range: ignored
    expect(store.favourites.map((s) => s.serviceId)).toEqual([4, 2, 3])
    await store.finishEditing()
    expect(store.editing).toBe(false)
    expect(calls).toEqual([
      ['add', 4],
      ['order', [4, 2, 3]],
    ])
  })

  it('puts the old order back when the server refuses it, and keeps a refused add out', async () => {
    const refused = new Error('排序列表须包含且只包含我的全部服务')
    const { api } = fakeApi({
      orderFavourites: async () => {
        throw refused
      },
      addFavourite: async () => {
        throw new Error('服务不存在或您无权使用')
      },
    })
    const store = new ServiceCentreStore(api)
    await store.load()
    store.startEditing()
    await expect(store.add(card(1))).rejects.toThrow('无权')
    expect(store.isFavourite(1)).toBe(false)
    store.move(3, -1)
    await expect(store.finishEditing()).rejects.toBe(refused)
    expect(store.favourites.map((s) => s.serviceId)).toEqual([2, 3])
    expect(store.editing).toBe(true)
  })
})
