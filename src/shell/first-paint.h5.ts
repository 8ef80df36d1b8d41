import Taro from '@tarojs/taro'
import { dismissFirstPaint } from '@/lib/first-paint'
import { routes } from '@/routes/route-table'

/** Taro's H5 router announces each page it has shown (after its lifecycle ran). */
const ROUTE_SHOWN = '__afterTaroRouterChange'

/** The pages the server draws the first paint for: the home tab and the entry page that hands over to it. */
const FIRST_PAINT_PAGES = new Set(['', routes.entry.path, routes.home.path])

/**
 * The home's first paint covers the window until the home shows its content. When the first page shown is another
 * one (a launch diversion, a page the entry hands over to), it goes at once. Returns a disposer.
 */
export function dismissFirstPaintOffHome(): () => void {
  const onRoute = (change?: { toLocation?: { path?: string } }) => {
    const page = (change?.toLocation?.path ?? '').split('?', 1)[0]!.replace(/^\/+/, '')
    if (!FIRST_PAINT_PAGES.has(page)) dismissFirstPaint()
  }
  Taro.eventCenter.on(ROUTE_SHOWN, onRoute)
  return () => Taro.eventCenter.off(ROUTE_SHOWN, onRoute)
}
