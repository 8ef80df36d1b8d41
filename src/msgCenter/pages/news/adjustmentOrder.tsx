import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { ArrowDown, ArrowUp } from '@nutui/icons-react-taro'
import { useDetailLoader } from '@/components/detail-page'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useSubmit } from '@/components/use-submit'
import { getAppInstantMessageList, saveAppOrder } from '@/features/message-center/api'
import { AppIcon } from '@/features/message-center/components/app-icon'
import type { InstantApp } from '@/features/message-center/types'
import { move } from '@/features/message-center/order'
import { SubmitButton } from '@/components/submit-button'
import '@/features/message-center/components/app-row.scss'
import { BUTTON_ROLE } from '@/components/a11y'

/** 应用排序: move apps up and down and save the order (pinned apps still come first). */
export default function AdjustmentOrderPage() {
  const loaded = useDetailLoader(async () => (await getAppInstantMessageList()).list)
  // The order being edited; the loaded one until the first move.
  const [edited, setApps] = useState<InstantApp[] | null>(null)
  const apps = edited ?? loaded.data

  const save = useSubmit(() => saveAppOrder((apps ?? []).map((a) => a.appId)), { failure: '保存失败', success: '排序已保存', then: 'back' })

  return (
    <PageShell
      loading={loaded.status === 'loading'}
      skeleton={<ListSkeleton count={5} avatar />}
      error={loaded.status === 'error' ? loaded.error : undefined}
      onRetry={() => void loaded.retry()}
      footer={
        apps?.length ? (
          <SubmitButton submit={save} block type="primary" data-testid="order-save">
            保存
          </SubmitButton>
        ) : undefined
      }
    >
      {apps && apps.length === 0 ? <EmptyState description="暂无消息应用" /> : null}
      {apps?.length ? (
        <View className="msg-apps msg-apps--flush">
          {apps.map((a, i) => (
            <View key={a.appId} className="msg-app" data-testid={`order-${a.appCode}`}>
              <View className="msg-app__icon">
                <AppIcon name={a.appName} icon={a.appIcon} />
              </View>
              <View className="msg-app__main">
                <Text className="msg-app__name">{a.appName}</Text>
                {a.isTop ? <Text className="msg-app__last">已置顶，始终排在最前</Text> : null}
              </View>
              <View
                className="msg-app__more"
                onClick={() => setApps(move(apps, i, i - 1))}
                {...BUTTON_ROLE}
                aria-label={`上移${a.appName}`}
              >
                <ArrowUp size={18} color={i === 0 ? '#DDD' : '#3A3C40'} />
              </View>
              <View
                className="msg-app__more"
                onClick={() => setApps(move(apps, i, i + 1))}
                {...BUTTON_ROLE}
                aria-label={`下移${a.appName}`}
              >
                <ArrowDown size={18} color={i === apps.length - 1 ? '#DDD' : '#3A3C40'} />
              </View>
            </View>
          ))}
        </View>
      ) : null}
    </PageShell>
  )
}
