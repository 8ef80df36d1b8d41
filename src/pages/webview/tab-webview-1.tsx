import { TabWebView } from '@/features/webview/tab-web-view'

export default function TabWebView1() {
  return <TabWebView index={0} />
}
