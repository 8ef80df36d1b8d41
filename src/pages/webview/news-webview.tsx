import { readEnv } from '@/lib/env'
import { WebViewPage } from '@/features/webview/web-view-page'

/** The `url` parameter, else the deployment's ENV_NEWS_WEBVIEW_URL. */
export default function NewsWebview() {
  return <WebViewPage fallbackUrl={readEnv('ENV_NEWS_WEBVIEW_URL')} missingText="资讯页面地址未配置" />
}
