import { Button, Cell } from '@nutui/nutui-react-taro'
import type { LoginRecord } from '@contract/account-security'
import { ErrorState, useListLoader } from '@/components'
import { ListSkeleton } from '@/components/list-skeleton'
import { securityLog } from '@/features/account-security/api'
import { formatPortalTime } from '@/lib/portal-time'

/** 最近登录与安全记录: the whole log, ten at a time with 加载更多 (it grows with every sign-in). */
export function SecurityLog({ reloadKey }: { reloadKey: number }) {
  const list = useListLoader<LoginRecord>((page, size) => securityLog(page, size), { pageSize: 10, deps: [reloadKey] })
  if (list.status === 'loading') return <ListSkeleton count={2} rows={1} />
  if (list.status === 'error') return <ErrorState message="安全记录加载失败" onRetry={() => void list.retry()} />
  if (list.isEmpty) return <Cell title="暂无记录" />
  return (
    <Cell.Group>
      {list.items.map((entry, i) => (
        <Cell
          key={`${entry.time}-${i}`}
          title={entry.label}
          description={[entry.detail, entry.ip ? `IP ${entry.ip}` : ''].filter(Boolean).join(' · ') || undefined}
          extra={formatPortalTime(entry.time)}
          className="auth-log-entry"
        />
      ))}
      {list.hasMore ? (
        <Button block fill="none" loading={list.loadingMore} onClick={() => void list.loadMore()} data-testid="security-log-more">
          加载更多
        </Button>
      ) : null}
    </Cell.Group>
  )
}
