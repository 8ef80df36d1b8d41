import { WebViewPage } from '@/features/webview/web-view-page'

export default function WebViewScreen() {
  return <WebViewPage />
}
