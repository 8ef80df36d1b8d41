import { TabWebView } from '@/features/webview/tab-web-view'

export default function TabWebView3() {
  return <TabWebView index={2} />
}
