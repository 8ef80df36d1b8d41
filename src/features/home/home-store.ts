import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type * as homeApi from './api'
import type { AsyncStatus } from '@/lib/async-status'
import type { HomeData, MarqueeItem, ModuleSettings, ServiceItem, SystemConfig } from './types'
import type { PopupStore } from '@/stores/popup-store'
import type { PopupMedia } from '@contract/cms'
import type { MyServices } from '@contract/services'

export type HomeApi = Pick<typeof homeApi, 'fetchHomeData' | 'fetchForceRecommServices' | 'fetchSystemConfig' | 'fetchModuleSettings'> &
  Partial<Pick<typeof homeApi, 'fetchMyServices'>>

/** 长辈模式's home: this many services, three to a row. */
export const ELDER_SERVICE_COUNT = 9

/** Spec §9 module default: 5 services per row. */
export const DEFAULT_SERVICES_PER_ROW = 5

const EMPTY_HOME: HomeData = { slideshow: [], marquee: [], columns: [], popups: [], floatingBox: null }

/**
 * Everything the home tab shows. The content call decides the page state (it carries the marquee too, the
 * same list as /v2/cms/marqueeList/get); the other calls only add to it (a failed service list leaves its
 * block out, not the page).
 */
export class HomeStore {
  status: AsyncStatus = 'loading'
  error: unknown = null
  refreshing = false
  home: HomeData = EMPTY_HOME
  services: ServiceItem[] = []
  systemConfig: SystemConfig | null = null
  moduleSettings: ModuleSettings | null = null
  /** The person's favourites and recently opened services (asked for by 长辈模式's home only). */
  mine: MyServices | null = null
  private generation = 0

  constructor(private readonly api: HomeApi) {
    // The server's answers are replaced whole, never changed in place: kept as they are (observableRef), not
    // converted into observable copies article by article (the largest part of drawing the home's data).
    makeAutoObservable<HomeStore, 'api' | 'generation'>(
      this,
      {
        api: false,
        generation: false,
        home: observableRef,
        services: observableRef,
        systemConfig: observableRef,
        moduleSettings: observableRef,
        mine: observableRef,
      },
      { autoBind: true },
    )
  }

  /** First load (skeleton) or, with items on screen, a refresh (pull-down). */
  async load(): Promise<void> {
    const gen = ++this.generation
    if (this.status === 'ready') this.refreshing = true
    else this.status = 'loading'
    const [home, services, system, settings] = await Promise.allSettled([
      this.api.fetchHomeData(),
      this.api.fetchForceRecommServices(),
      this.api.fetchSystemConfig(),
      this.api.fetchModuleSettings(),
    ])
    if (gen !== this.generation) return
    runInAction(() => {
      this.refreshing = false
      if (services.status === 'fulfilled') this.services = services.value
      if (system.status === 'fulfilled') this.systemConfig = system.value
      if (settings.status === 'fulfilled') this.moduleSettings = settings.value
      if (home.status === 'fulfilled') {
        this.home = home.value
        this.status = 'ready'
        this.error = null
      } else if (this.status !== 'ready') {
        this.status = 'error'
        this.error = home.reason
      }
    })
  }

  /** 长辈模式: the person's favourites and recently opened services; a failure leaves the school's list alone. */
  async loadMine(): Promise<void> {
    if (!this.api.fetchMyServices) return
    try {
      const mine = await this.api.fetchMyServices()
      runInAction(() => (this.mine = mine))
    } catch {
      // The home shows the school's recommended services only.
    }
  }

  /**
   * 长辈模式's services: the person's own first (favourites in their order, then the most recently opened), then the
   * school's recommended ones, each once, at most ELDER_SERVICE_COUNT.
   */
  get mostUsedServices(): ServiceItem[] {
    const seen = new Set<number>()
    const ordered: ServiceItem[] = []
    for (const service of [...(this.mine?.favourites ?? []), ...(this.mine?.recent ?? []), ...this.services]) {
      if (seen.has(service.serviceId)) continue
      seen.add(service.serviceId)
      ordered.push(service)
    }
    return ordered.slice(0, ELDER_SERVICE_COUNT)
  }

  get schoolName(): string {
    return this.systemConfig?.schoolName ?? ''
  }

  get logo(): string {
    return this.systemConfig?.appTopLog ?? ''
  }

  get mourning(): boolean {
    return this.systemConfig?.enableMourningMode === true
  }

  get shakeLink(): string | null {
    const shake = this.systemConfig?.shake
    return shake?.openShake && shake.shake_link ? shake.shake_link : null
  }

  get servicesPerRow(): number {
    const n = Number(this.moduleSettings?.servicesNumPerRow)
    return Number.isInteger(n) && n >= 1 && n <= 8 ? n : DEFAULT_SERVICES_PER_ROW
  }

  get marqueeItems(): MarqueeItem[] {
    return this.home.marquee
  }

  get columnsWithArticles() {
    return this.home.columns.filter((c) => c.articles.length > 0)
  }

  /** The first active pop-up the user has not seen (null when every one was read). */
  unreadPopup(popup: Pick<PopupStore, 'hasRead'>): PopupMedia | null {
    return this.home.popups.find((p) => !popup.hasRead(p.id)) ?? null
  }
}
