import type { ReactNode } from 'react'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'

/**
 * Read once when the console opens, not followed live: antd wraps its tree in a new motion provider the first time
 * motion turns off, which would mount the whole console afresh and drop a form being filled in.
 */
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The console's Ant Design settings: the portal's orange, Chinese texts, and no animation for someone whose system
 * asks for reduced motion. Without motion antd also skips the transitions whose rare stalls leave a button's
 * collapsed loading icon behind (its name then reads 「loading 查询」 to a screen reader).
 */
export function ConsoleTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#ED663F', borderRadius: 6, motion: !reducedMotion } }}>
      {children}
    </ConfigProvider>
  )
}
