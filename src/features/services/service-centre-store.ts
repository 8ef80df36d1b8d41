import { makeAutoObservable, runInAction } from 'mobx'
import type { AsyncStatus } from '@/lib/async-status'
import type { RecommendedService, ServiceCard, ServiceCategory } from '@contract/services'
import type * as apiModule from './api'

export type ServiceCentreApi = Pick<
  typeof apiModule,
  'fetchCatalogue' | 'fetchMyServices' | 'addFavourite' | 'removeFavourite' | 'orderFavourites' | 'fetchRecommended'
>

/**
 * The service tab: the catalogue the user's identity sees, my services (favourites in the user's
 * order) and the recently used, the recommended, and the edit mode that adds, removes and reorders.
 */
export class ServiceCentreStore {
  status: AsyncStatus = 'idle'
  error: unknown = null
  categories: ServiceCategory[] = []
  services: ServiceCard[] = []
  favourites: ServiceCard[] = []
  recent: ServiceCard[] = []
  /** 推荐服务 as the server computed it (personal only while 个性化推荐 is on). */
  recommendations: RecommendedService[] = []
  editing = false
  saving = false
  /** The order when editing began, to put back if saving fails. */
  private before: ServiceCard[] = []

  constructor(private readonly api: ServiceCentreApi) {
    makeAutoObservable<ServiceCentreStore, 'api' | 'before'>(this, { api: false, before: false }, { autoBind: true })
  }

  /** `recommendedLimit`: the cards 推荐服务 shows (two rows of the grid). */
  async load(recommendedLimit = 10): Promise<void> {
    if (this.status !== 'ready') this.status = 'loading'
    this.error = null
    try {
      const [catalogue, mine, recommendations] = await Promise.all([
        this.api.fetchCatalogue(),
        this.api.fetchMyServices(),
        // 推荐服务 is an extra: the tab still works when it fails.
        this.api.fetchRecommended(recommendedLimit).catch(() => [] as RecommendedService[]),
      ])
      runInAction(() => {
        this.categories = catalogue.categories
        this.services = catalogue.services
        this.favourites = mine.favourites
        this.recent = mine.recent
        this.recommendations = recommendations
        this.status = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        this.error = error
        this.status = 'error'
      })
    }
  }

  /** The server's 推荐服务, two rows at most. */
  recommended(perRow: number): ServiceCard[] {
    return this.recommendations.slice(0, perRow * 2).map((entry) => entry.service)
  }

  byCategory(code: string): ServiceCard[] {
    return this.services.filter((s) => s.categoryCode === code)
  }

  isFavourite(serviceId: number): boolean {
    return this.favourites.some((s) => s.serviceId === serviceId)
  }

  startEditing(): void {
    this.before = [...this.favourites]
    this.editing = true
  }

  /** Adds at the end of my services; saved at once (the server appends too). */
  async add(service: ServiceCard): Promise<void> {
    if (this.isFavourite(service.serviceId)) return
    this.favourites = [...this.favourites, service]
    try {
      await this.api.addFavourite(service.serviceId)
      runInAction(() => (this.before = [...this.before, service]))
    } catch (error) {
      runInAction(() => (this.favourites = this.favourites.filter((s) => s.serviceId !== service.serviceId)))
      throw error
    }
  }

  async remove(service: ServiceCard): Promise<void> {
    const previous = this.favourites
    this.favourites = this.favourites.filter((s) => s.serviceId !== service.serviceId)
    try {
      await this.api.removeFavourite(service.serviceId)
      runInAction(() => (this.before = this.before.filter((s) => s.serviceId !== service.serviceId)))
    } catch (error) {
      runInAction(() => (this.favourites = previous))
      throw error
    }
  }

  /** Moves one of my services by `delta` places (edit mode; saved on 完成). */
  move(serviceId: number, delta: number): void {
    const from = this.favourites.findIndex((s) => s.serviceId === serviceId)
    const to = from + delta
    if (from < 0 || to < 0 || to >= this.favourites.length) return
    const next = [...this.favourites]
    const [moved] = next.splice(from, 1)
    next.splice(to, 0, moved!)
    this.favourites = next
  }

  /** 完成: saves the order when it changed; a refused save puts the old order back. */
  async finishEditing(): Promise<void> {
    const ids = this.favourites.map((s) => s.serviceId)
    const changed = ids.join() !== this.before.map((s) => s.serviceId).join()
    if (!changed) {
      this.editing = false
      return
    }
    this.saving = true
    try {
      await this.api.orderFavourites(ids)
      runInAction(() => {
        this.editing = false
        this.saving = false
      })
    } catch (error) {
      runInAction(() => {
        this.favourites = this.before
        this.saving = false
      })
      throw error
    }
  }
}
