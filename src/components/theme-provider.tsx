import type { ReactNode } from 'react'
import '@/styles/theme.scss'

/**
 * Wrap the app once (in app.tsx). The colours live in styles/theme.scss as NutUI custom properties on
 * `:root, page`, so popups rendered outside this tree get them too. NutUI's own texts (取消/确认,
 * 下拉刷新 …) are Chinese by default, so no ConfigProvider is needed — and none is wanted: its element
 * would sit between Taro's H5 router and its pages, where the router's `.taro_router > .taro_page`
 * rules (page stacking, transitions, hiding covered pages) must match.
 */
export function ThemeProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
