import { useEffect } from 'react'
import { nav } from '@/routes/nav'
import { isInMiniProgramWebView } from '@/lib/embedding'

/**
 * Spec §2: inside a WeChat mini-program's web view the schedule tab is replaced by the
 * schedule-webview page. Call it from the schedule tab; elsewhere it does nothing.
 */
export function useMiniProgramScheduleRedirect(): boolean {
  const embedded = isInMiniProgramWebView()
  useEffect(() => {
    if (embedded) void nav.redirect('scheduleWebview')
  }, [embedded])
  return embedded
}
