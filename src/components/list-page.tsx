import { forwardRef, useImperativeHandle, useState, type DependencyList, type ReactElement, type ReactNode, type Ref } from 'react'
import Taro, { usePageScroll } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button, PullToRefresh } from '@nutui/nutui-react-taro'
import { plain } from '@/lib/plain-words'
import { BOTTOM_REACH, DEFAULT_PAGE_SIZE, PULL_REFRESH, TEXT, TOAST_DURATION } from './constants'
import { BUTTON_ROLE } from './a11y'
import { BackTop } from './back-top'
import { EmptyState } from './empty-state'
import { errorText } from './errors'
import { ListSkeleton } from './list-skeleton'
import { PageShell } from './page-shell'
import { useBottomReach } from './use-bottom-reach'
import { useListLoader, type ListLoad, type ListLoader } from './use-list-loader'
import './components.scss'

export interface ListPageHandle {
  /** Back to the skeleton and page 1 (after a filter the page keeps outside `deps` changed). */
  reload: () => Promise<void>
  /** Page 1 again, keeping the items on screen (as pull-to-refresh does). */
  refresh: () => Promise<void>
}

export interface ListPageProps<T> {
  /** The data source: page (from 1) and page size in, `{ items, total?, hasMore? }` out. */
  load: ListLoad<T>
  renderItem: (item: T, index: number) => ReactNode
  keyOf: (item: T) => string | number
  /** The empty state: a description for the standard picture, or a whole node. */
  empty?: ReactNode
  pageSize?: number
  /** Bottom-reach distance (px); must equal the page config's `onReachBottomDistance` (see useBottomReach). */
  bottomReach?: number
  /** Pull-to-refresh on (default) or off. */
  refresh?: boolean
  refreshHeadHeight?: number
  /** How far to pull before releasing refreshes. */
  refreshOffset?: number
  /** Sticky region above the list. */
  header?: ReactNode
  /** Sticky region below the list. */
  footer?: ReactNode
  /** Reload from page 1 when any of these change. */
  deps?: DependencyList
  /** Changing this value reloads the list (an alternative to the ref's `reload()`). */
  reloadKey?: unknown
  /** Wrap each item in a white rounded card (default); `false` when items draw their own. */
  card?: boolean
  skeleton?: ReactNode
  backTop?: boolean
  title?: string
  signedOut?: boolean
  onLogin?: () => void
  /** `false` while the list sits in a hidden tab: bottom reach and pull-to-refresh then belong to another list. */
  active?: boolean
}

function ListFooter<T>({ list }: { list: ListLoader<T> }) {
  if (list.items.length === 0) return null
  let content: ReactNode
  if (list.loadingMore) content = TEXT.loading
  else if (list.loadMoreError) content = <FooterAction label={plain(TEXT.loadMoreFailed)} onClick={list.retry} />
  else if (list.hasMore) content = <FooterAction label={plain(TEXT.loadMore)} onClick={list.loadMore} />
  else content = plain(TEXT.noMore)
  return (
    <View className="portal-list__footer" role="status" aria-live="polite">
      {content}
    </View>
  )
}

function FooterAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button className="portal-list__footer-action" fill="none" size="small" onClick={onClick} {...BUTTON_ROLE}>
      {label}
    </Button>
  )
}

function ListPageInner<T>(props: ListPageProps<T>, ref: Ref<ListPageHandle>) {
  const {
    load,
    renderItem,
    keyOf,
    empty,
    pageSize = DEFAULT_PAGE_SIZE,
    bottomReach = BOTTOM_REACH.standard,
    refresh = true,
    refreshHeadHeight = PULL_REFRESH.headHeight,
    refreshOffset = PULL_REFRESH.threshold,
    header,
    footer,
    deps = [],
    reloadKey,
    card = true,
    skeleton,
    backTop = false,
    title,
    signedOut,
    onLogin,
    active = true,
  } = props
  const list = useListLoader(load, {
    pageSize,
    keyOf,
    deps: [...deps, reloadKey, signedOut],
    auto: !signedOut,
    onRefreshError: (e) => {
      Taro.showToast({ title: errorText(e, TEXT.loadFailed), icon: 'none', duration: TOAST_DURATION }).catch(() => undefined)
    },
  })
  useImperativeHandle(ref, () => ({ reload: list.reload, refresh: list.refresh }), [list.reload, list.refresh])

  useBottomReach(bottomReach, () => {
    if (active) void list.loadMore()
  })

  // PullToRefresh must only start when the page is at its top; re-render only when that flips.
  const [atTop, setAtTop] = useState(true)
  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))

  // PullToRefresh rethrows a rejected onRefresh; the loader never rejects, it records refreshError.
  const onRefresh = list.refresh

  let content: ReactNode
  if (list.isEmpty) {
    content = typeof empty === 'string' || empty == null ? <EmptyState description={empty ?? TEXT.empty} /> : empty
  } else {
    content = (
      <View className="portal-list" role="list">
        {list.items.map((item, index) => (
          <View key={keyOf(item)} className={card ? 'portal-card' : undefined} role="listitem">
            {renderItem(item, index)}
          </View>
        ))}
      </View>
    )
  }

  const body = (
    <>
      {content}
      <ListFooter list={list} />
    </>
  )

  return (
    <PageShell
      title={title}
      header={header}
      footer={footer}
      loading={list.status === 'loading'}
      skeleton={skeleton ?? <ListSkeleton />}
      error={list.status === 'error' ? (list.error ?? TEXT.loadFailed) : null}
      onRetry={list.status === 'ready' ? list.refresh : list.reload}
      signedOut={signedOut}
      onLogin={onLogin}
    >
      {refresh ? (
        <PullToRefresh
          onRefresh={onRefresh}
          headHeight={refreshHeadHeight}
          threshold={refreshOffset}
          scrollTop={atTop ? 0 : 1}
          disabled={!active}
          pullingText={plain(TEXT.pulling)}
          canReleaseText={plain(TEXT.canRelease)}
          refreshingText={plain(TEXT.refreshing)}
          completeText={plain(TEXT.refreshed)}
        >
          {body}
        </PullToRefresh>
      ) : (
        body
      )}
      {backTop ? <BackTop /> : null}
    </PageShell>
  )
}

/**
 * A whole list page: skeleton first, pull-to-refresh, bottom-reach paging with a 加载中… / 没有更多了
 * footer, empty, error-with-retry, no-network and signed-out states. The page only names its data
 * source and how to draw one item.
 */
export const ListPage = forwardRef(ListPageInner) as <T>(props: ListPageProps<T> & { ref?: Ref<ListPageHandle> }) => ReactElement | null
