import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useDetailLoader } from '@/components/detail-page'
import { portalNow } from '@/lib/portal-time'
import { fetchMyDivisions, fetchPersonSchedule } from '@/features/division/api'
import { pickDivision } from '@/features/division/current-division'
import { weekStart, weekWindow } from '@/features/division/division-week'
import { WeekDays, WeekPager } from './week-days'
import './personDetail.scss'

/** 个人日程: one person's part in the division's events (attending or organising) for a week (params code, username, week). */
export default function DivisionPersonPage() {
  const { params } = useRouter()
  const username = params.username ? decodeURIComponent(params.username) : ''
  const [offset, setOffset] = useState(Number(params.week) || 0)
  const monday = weekStart(portalNow().toDate(), offset)
  const page = useDetailLoader(async () => {
    if (!username) return null
    const division = pickDivision(await fetchMyDivisions(), params.code)
    if (!division) return { division: undefined, person: undefined }
    return { division, person: await fetchPersonSchedule({ code: division.code, username, ...weekWindow(monday) }) }
  }, [offset, params.code, username])
  const data = page.status === 'ready' ? page.data : undefined
  const person = data?.person

  return (
    <PageShell
      title={person ? `${person.name}的日程` : '个人日程'}
      loading={page.status === 'loading'}
      skeleton={<ListSkeleton count={5} />}
      error={page.status === 'error' ? page.error : null}
      onRetry={() => void page.retry()}
    >
      {page.status === 'not-found' ? <EmptyState kind="not-found" description="找不到该人员" fullPage /> : null}
      {data && !data.division ? <EmptyState description="你还不属于任何单位的工作台" fullPage /> : null}
      {data?.division && person ? (
        <View data-testid="division-person">
          <View className="portal-card division-person__card">
            <Text className="division-person__name" data-testid="person-name">
              {person.name}（{person.username}）
            </Text>
            <Text className="division-person__meta">
              在{data.division.name}日程中参加或发起的安排，本周共 {person.occurrences.length} 项
            </Text>
          </View>
          <WeekPager monday={monday} offset={offset} onChange={setOffset} />
          <WeekDays monday={monday} occurrences={person.occurrences} />
        </View>
      ) : null}
    </PageShell>
  )
}
