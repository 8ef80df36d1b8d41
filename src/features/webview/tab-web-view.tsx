import { observer } from 'mobx-react'
import { useStores } from '@/stores/context'
import { WebViewPage } from './web-view-page'

/** tab-webview-N: the external address configured for tab N (its `externalUrl`), unless a `url` is given. */
export const TabWebView = observer(function TabWebView({ index }: { index: number }) {
  const { tabBar } = useStores()
  return <WebViewPage fallbackUrl={tabBar.tabs[index]?.externalUrl} missingText="该标签未配置外部页面" />
})
