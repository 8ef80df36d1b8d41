import { makeAutoObservable } from 'mobx'
import { cacheTaskNum, readCachedTaskNum, TASK_NUM_CACHE_KEY } from '@/features/message-center/badge-rule'
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

  reset() {
    cache.remove(TASK_NUM_CACHE_KEY)
    this.count = undefined
  }
}
