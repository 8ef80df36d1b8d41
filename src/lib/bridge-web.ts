/** Pure helpers of the browser bridge fallback. */
import type { ServiceHandOff } from './bridge-types'

const BADGE_PREFIX = /^\(\d+\)\s/

/** The first http(s) address of a service hand-off, in the order loadPath, path, shareUrl. */
export function serviceWebAddress(service: ServiceHandOff): string | undefined {
  return [service.loadPath, service.path, service.shareUrl]
    .find((address) => typeof address === 'string' && /^https?:\/\//i.test(address.trim()))
    ?.trim()
}

/** `(n) title`, or the bare title for 0. */
export function titleWithBadge(title: string, count: number): string {
  const bare = title.replace(BADGE_PREFIX, '')
  return count > 0 ? `(${count}) ${bare}` : bare
}
