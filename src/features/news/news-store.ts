import { makeAutoObservable, runInAction } from 'mobx'
import * as newsApi from './api'
import { featureStore } from '@/stores/feature-store'
import type { CmsColumn } from './types'
import type { AsyncStatus } from '@/lib/async-status'

export type NewsApi = Pick<typeof newsApi, 'fetchColumns' | 'addFavorite' | 'removeFavorite'>

declare module '@/stores/root-store' {
  interface RootApis {
    news: NewsApi
  }
}

/**
 * Columns (loaded once, shared by the news pages) and the favourite flag of articles the user has
 * toggled, so a list, the detail page and 我的收藏 agree without reloading.
 */
export class NewsStore {
  columns: CmsColumn[] = []
  columnsStatus: AsyncStatus = 'idle'
  columnsError: unknown = null
  favorite = new Map<number, boolean>()
  pendingFavorite = new Set<number>()

  constructor(private readonly api: NewsApi) {
    makeAutoObservable<NewsStore, 'api'>(this, { api: false }, { autoBind: true })
  }

  async loadColumns(force = false): Promise<void> {
    if (!force && (this.columnsStatus === 'ready' || this.columnsStatus === 'loading')) return
    this.columnsStatus = 'loading'
    try {
      const columns = await this.api.fetchColumns()
      runInAction(() => {
        this.columns = [...columns].sort((a, b) => a.sort - b.sort || a.id - b.id)
        this.columnsStatus = 'ready'
        this.columnsError = null
      })
    } catch (e) {
      runInAction(() => {
        this.columnsStatus = 'error'
        this.columnsError = e
      })
    }
  }

  columnByCode(code: string | undefined): CmsColumn | undefined {
    return code ? this.columns.find((c) => c.columnCode === code) : undefined
  }

  /** The flag as last known here, else what the server said with the article. */
  isFavorite(id: number, fromServer = false): boolean {
    return this.favorite.get(id) ?? fromServer
  }

  noteFavorite(id: number, value: boolean) {
    this.favorite.set(id, value)
  }

  /**
   * Stars or unstars optimistically; on failure the flag goes back and the error is rethrown for
   * the page to show. A second tap while one is in flight is ignored.
   */
  async toggleFavorite(id: number, current: boolean): Promise<boolean> {
    if (this.pendingFavorite.has(id)) return current
    const next = !current
    this.pendingFavorite.add(id)
    this.favorite.set(id, next)
    try {
      const state = next ? await this.api.addFavorite(id) : await this.api.removeFavorite(id)
      runInAction(() => this.favorite.set(id, state.isFavorite))
      return state.isFavorite
    } catch (e) {
      runInAction(() => this.favorite.set(id, current))
      throw e
    } finally {
      runInAction(() => this.pendingFavorite.delete(id))
    }
  }
}

/** News columns and the favourite flags every news page agrees on. */
export const newsFeature = featureStore((root) => new NewsStore(root.apis.news ?? newsApi))
