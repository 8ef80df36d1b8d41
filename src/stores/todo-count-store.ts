import { makeAutoObservable } from 'mobx'
import { cacheTaskNum, readCachedTaskNum, TASK_NUM_CACHE_KEY } from './message-badge-rule'
import { cache } from '@/lib/cache'

/**
 * The to-do number behind the message-centre badge. Starts from the cached `cache_taskNum` so the badge
 * is right before the first count arrives; every loaded count is written back to that cache.
 */
export class TodoCountStore {
  /** Undefined until a count was loaded once (now or in an earlier session). */
  count: number | undefined = readCachedTaskNum()

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  set(n: number) {
    const value = Math.max(0, Math.floor(n) || 0)
    cacheTaskNum(value)
    this.count = value
  }

  /** Loads the count again (after a to-do was handled); when that fails the badge keeps what it showed. */
  async refresh(load: () => Promise<{ todo: number }>): Promise<void> {
    try {
      this.set((await load()).todo)
    } catch {
      // The next refresh (the shell's, on showing a tab) corrects it.
    }
  }

  reset() {
    cache.remove(TASK_NUM_CACHE_KEY)
    this.count = undefined
  }
}
