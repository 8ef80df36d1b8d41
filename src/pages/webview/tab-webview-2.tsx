import { TabWebView } from '@/features/webview/tab-web-view'

export default function TabWebView2() {
  return <TabWebView index={1} />
}
