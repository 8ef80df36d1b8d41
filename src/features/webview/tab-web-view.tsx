import { observer } from 'mobx-react'
import { useStores } from '@/stores/context'
import { WebViewPage } from './web-view-page'

/** tab-webview-N: the external address configured for tab N (its `externalUrl`), unless a `url` is given. */
export const TabWebView = observer(function TabWebView({ index }: { index: number }) {
  const { tabBar } = useStores()
  const tab = tabBar.tabs[index]
  return <WebViewPage fallbackUrl={tab?.externalUrl} missingText="该标签未配置外部页面" title={tab?.text || undefined} />
})
