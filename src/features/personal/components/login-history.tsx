import { Text, View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import dayjs from 'dayjs'
import type { LoginEvent } from '@contract/personal'
import { ErrorState, Section, useListLoader } from '@/components'
import { ListSkeleton } from '@/components/list-skeleton'
import { getAuthenticationLog } from '@/features/personal/api'

/** 登录记录: time, method, device and address of each sign-in, newest first. */
export function LoginHistory() {
  const list = useListLoader<LoginEvent>((page, size) => getAuthenticationLog(page, size), { pageSize: 10, keyOf: (e) => e.id })
  return (
    <Section title="登录记录">
      {list.status === 'loading' ? <ListSkeleton count={2} rows={1} /> : null}
      {list.status === 'error' ? <ErrorState message="登录记录加载失败" onRetry={() => void list.retry()} /> : null}
      {list.isEmpty ? <View className="personal-empty">暂无登录记录</View> : null}
      {list.items.map((e) => (
        <Cell
          key={e.id}
          title={`${dayjs(e.at).format('YYYY-MM-DD HH:mm')} · ${e.method}`}
          description={<Text data-testid="login-event">{[e.device || '未知设备', e.address].filter(Boolean).join(' · ')}</Text>}
        />
      ))}
      {list.hasMore && list.status === 'ready' ? (
        <Button block fill="none" loading={list.loadingMore} onClick={() => void list.loadMore()}>
          加载更多
        </Button>
      ) : null}
    </Section>
  )
}
