import { readEnv } from '@/lib/env'
import { WebViewPage } from '@/features/webview/web-view-page'

/** The `url` parameter, else the deployment's ENV_NEWTASK_WEBVIEW_URL. */
export default function NewtaskWebview() {
  return <WebViewPage fallbackUrl={readEnv('ENV_NEWTASK_WEBVIEW_URL')} missingText="消息中心页面地址未配置" />
}
