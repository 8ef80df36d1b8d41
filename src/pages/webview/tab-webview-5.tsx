import { TabWebView } from '@/features/webview/tab-web-view'

export default function TabWebView5() {
  return <TabWebView index={4} />
}
