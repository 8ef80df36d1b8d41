import Taro from '@tarojs/taro'
import { urlOf } from '@/routes/nav'
import { buildQuery } from '@/lib/query'

export interface PageNotFoundEvent {
  path: string
  query?: Record<string, unknown>
}

/**
 * App `onPageNotFound`: an address with no page (mistyped, outdated, or a spec page not built yet)
 * used to leave a blank grey screen in H5. It is replaced by the not-found page, which names it.
 */
export function showNotFound(event: PageNotFoundEvent): void {
  const path = '/' + String(event.path ?? '').replace(/^\//, '')
  const query = buildQuery((event.query ?? {}) as Record<string, string>)
  void Promise.resolve(Taro.redirectTo({ url: urlOf('notFound', { path: query ? `${path}?${query}` : path }) })).catch(() =>
    Taro.reLaunch({ url: urlOf('notFound', { path }) }),
  )
}
