import { TabWebView } from '@/features/webview/tab-web-view'

export default function TabWebView4() {
  return <TabWebView index={3} />
}
