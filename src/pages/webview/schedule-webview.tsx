import { readEnv } from '@/lib/env'
import { WebViewPage } from '@/features/webview/web-view-page'

/** The `url` parameter, else the deployment's ENV_SCHEDULE_WEBVIEW_URL. */
export default function ScheduleWebview() {
  return <WebViewPage fallbackUrl={readEnv('ENV_SCHEDULE_WEBVIEW_URL')} missingText="日程中心页面地址未配置" />
}
