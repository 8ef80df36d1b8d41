import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { View, WebView } from '@tarojs/components'
import { EmptyState, ErrorState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { PageShell } from '@/components/page-shell'
import { readToken } from '@/lib/token'
import { nav } from '@/routes/nav'
import { checkWebAddress } from './allowed-hosts'
import { currentHostPolicy, ownOrigin } from './host-policy'
import { isReachable } from './reachability'
import { withIdToken } from '@/lib/token-url'
import { decodeUrlParam } from './url-param'
import './web-view-page.scss'

export interface WebViewPageProps {
  /** Address used when the page has no `url` parameter (tab and schedule web views). */
  fallbackUrl?: string
  /** Shown when there is neither a parameter nor a fallback address. */
  missingText?: string
  /** The title bar's (and the browser tab's) text while no web page is shown: the page's own title replaces it. */
  title?: string
}

type State =
  | { kind: 'checking' }
  | { kind: 'open'; src: string }
  | { kind: 'missing' }
  | { kind: 'refused'; host?: string }
  | { kind: 'unreachable'; src: string }
  | { kind: 'error'; message: string }

/**
 * Every web view page (webview, tab-webview-1…5, news-, newtask-, schedule-webview): opens the
 * address with the id token as `tokenTransType` says, but only on this origin or a `casArry` host;
 * a refused or unreachable address gets a clear page instead of a blank frame.
 */
export function WebViewPage({ fallbackUrl, missingText = '没有要打开的页面地址', title = '网页' }: WebViewPageProps) {
  const { params } = useRouter()
  const target = decodeUrlParam(params.url) || (fallbackUrl ?? '')
  const tokenTransType = params.tokenTransType
  const [state, setState] = useState<State>({ kind: 'checking' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    const run = async () => {
      if (!target) return setState({ kind: 'missing' })
      setState({ kind: 'checking' })
      let policy
      try {
        policy = await currentHostPolicy()
      } catch {
        // Without the settings only this site's own pages can be trusted.
        policy = { allowedHosts: [], ownOrigin: ownOrigin() }
      }
      const check = checkWebAddress(target, policy)
      if (!check.ok) return live && setState({ kind: 'refused', host: check.host })
      const src = withIdToken(check.url, readToken(), tokenTransType)
      const reachable = await isReachable(check.url)
      if (live) setState(reachable ? { kind: 'open', src } : { kind: 'unreachable', src })
    }
    run().catch((e: unknown) => live && setState({ kind: 'error', message: e instanceof Error ? e.message : '页面打开失败' }))
    return () => {
      live = false
    }
  }, [target, tokenTransType, attempt])

  const retry = () => setAttempt((n) => n + 1)

  switch (state.kind) {
    case 'open':
      return (
        <View className="portal-webview">
          <WebView src={state.src} onError={() => setState({ kind: 'unreachable', src: state.src })} />
        </View>
      )
    case 'checking':
      return (
        <PageShell title={title}>
          <ListSkeleton count={2} />
        </PageShell>
      )
    case 'missing':
      return (
        <PageShell title={title}>
          <EmptyState kind="not-found" description={missingText} actionText="返回" onAction={() => void nav.back()} fullPage />
        </PageShell>
      )
    case 'refused':
      return (
        <PageShell title={title}>
          <EmptyState
            kind="error"
            title="无法打开该页面"
            description={`${state.host ? `“${state.host}”` : '该地址'}不在允许访问的范围内，为了你的账号安全已阻止打开。`}
            actionText="返回"
            onAction={() => void nav.back()}
            fullPage
          />
        </PageShell>
      )
    case 'unreachable':
      return (
        <PageShell title={title}>
          <ErrorState message="页面暂时无法访问，请检查网络后重试" onRetry={retry} fullPage />
        </PageShell>
      )
    default:
      return (
        <PageShell title={title}>
          <ErrorState message={state.message} onRetry={retry} fullPage />
        </PageShell>
      )
  }
}
