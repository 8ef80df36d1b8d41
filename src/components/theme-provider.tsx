import type { ReactNode } from 'react'
import { ConfigProvider } from '@nutui/nutui-react-taro'
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import '../styles/theme.scss'

/**
 * Wrap the app once (in app.tsx). The colours live in styles/theme.scss as NutUI custom properties on
 * `:root, page`, so popups rendered outside this tree get them too; this provider supplies the Chinese
 * locale for NutUI's own texts (取消/确认, 下拉刷新 …).
 */
export function ThemeProvider({ children }: { children?: ReactNode }) {
  return <ConfigProvider locale={zhCN}>{children}</ConfigProvider>
}
