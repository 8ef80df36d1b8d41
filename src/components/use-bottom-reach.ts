import { useEffect, useRef } from 'react'
import { getCurrentInstance, useReachBottom } from '@tarojs/taro'
import { BOTTOM_REACH } from './constants'

/**
 * Calls `onReach` when the page is scrolled to within `threshold` px of its bottom.
 *
 * Built on Taro's page hook `useReachBottom` on both platforms: the mini-program fires it natively and
 * Taro's H5 router fires it from the page's scroll container, both at the distance the page config
 * declares as `onReachBottomDistance` (default 50). That distance is fixed per page, so a page that wants
 * 150 says so in its `index.config.ts` (`onReachBottomDistance: BOTTOM_REACH.long`) and passes the same
 * number here; in development a mismatch is reported in the console. Only a page component (or a
 * component rendered by one) receives the event; a list inside its own ScrollView must use its
 * `onScrollToLower` instead.
 */
export function useBottomReach(threshold: number, onReach: () => void): void {
  const latest = useRef(onReach)
  latest.current = onReach
  useReachBottom(() => latest.current())

  useEffect(() => {
    if (process.env.NODE_ENV === 'production') return
    const page = getCurrentInstance()?.page as { config?: { onReachBottomDistance?: number } } | null | undefined
    if (!page?.config) return
    const declared = page.config.onReachBottomDistance ?? BOTTOM_REACH.standard
    if (declared !== threshold) {
      console.warn(
        `[useBottomReach] threshold ${threshold} differs from the page config's onReachBottomDistance ${declared}; the page config wins.`,
      )
    }
  }, [threshold])
}
