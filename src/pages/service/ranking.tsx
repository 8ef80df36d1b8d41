import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDetailLoader } from '@/components/detail-page'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { PageShell } from '@/components/page-shell'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { fetchRanking } from '@/features/services/api'
import { ServiceRow } from '@/features/services/components/service-row'
import { openServiceCard } from '@/features/services/open-service'
import type { RankingPeriod } from '@contract/services'
import './ranking.scss'

const PERIODS = [
  { key: 'week', label: '本周' },
  { key: 'month', label: '本月' },
  { key: 'all', label: '全部' },
  { key: 'rating', label: '好评' },
] as const

/** 排行: the services most used this week / month / all time by people of the user's identity, or best rated. */
export default function ServiceRankingPage() {
  const [period, setPeriod] = useState<RankingPeriod>('week')
  const ranking = useDetailLoader(() => fetchRanking(period), [period])
  const entries = ranking.data ?? []

  return (
    <PageShell
      header={<SegmentedTabs items={PERIODS} value={period} onChange={setPeriod} variant="line" ariaLabel="排行周期" />}
      loading={ranking.status === 'loading'}
      skeleton={<ListSkeleton count={5} rows={2} />}
      error={ranking.status === 'error' ? ranking.error : undefined}
      onRetry={ranking.retry}
    >
      {ranking.status === 'ready' && entries.length === 0 && (
        <EmptyState kind="empty" description={period === 'rating' ? '还没有服务收到评价' : '这段时间还没有人使用服务'} />
      )}
      {entries.length > 0 && (
        <View className="portal-card" role="list" data-testid="ranking-list">
          {entries.map((entry, index) => (
            <ServiceRow
              key={entry.service.serviceId}
              service={entry.service}
              onTap={() => void openServiceCard(entry.service)}
              aside={
                <View className="service-ranking__aside">
                  <Text className={`service-ranking__no service-ranking__no--${Math.min(index + 1, 4)}`}>{index + 1}</Text>
                  <Text className="service-ranking__count" data-testid="ranking-count">
                    {period === 'rating' ? `${entry.service.ratingAverage.toFixed(1)} 分` : `${entry.visits} 次`}
                  </Text>
                </View>
              }
            />
          ))}
        </View>
      )}
    </PageShell>
  )
}
