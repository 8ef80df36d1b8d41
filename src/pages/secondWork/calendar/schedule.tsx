import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { PageShell } from '@/components/page-shell'
import { Section } from '@/components/section'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useDetailLoader } from '@/components/detail-page'
import { nav } from '@/routes/nav'
import { portalNow, portalZone } from '@/lib/portal-time'
import { fetchDivisionWeek, fetchMyDivisions } from '@/features/division/api'
import { pickDivision } from '@/features/division/current-division'
import { daysOfWeek, weekStart, weekWindow } from '@/features/division/division-week'
import { OccurrenceRow } from '@/features/schedule/components/occurrence-row'

/** 单位日程: the division's week — leaders' and the division's events, day by day; earlier and later weeks. */
export default function DivisionWeekPage() {
  const { params } = useRouter()
  const [offset, setOffset] = useState(Number(params.week) || 0)
  const monday = weekStart(portalNow().toDate(), offset)
  const week = useDetailLoader(async () => {
    const current = pickDivision(await fetchMyDivisions(), params.code)
    if (!current) return { current: undefined, week: undefined }
    return { current, week: await fetchDivisionWeek({ code: current.code, ...weekWindow(monday) }) }
  }, [offset, params.code])
  const data = week.status === 'ready' ? week.data : undefined
  const days = data?.week ? daysOfWeek(monday, data.week.occurrences) : []

  return (
    <PageShell
      title={data?.current ? `${data.current.name} · 单位日程` : '单位日程'}
      loading={week.status === 'loading'}
      skeleton={<ListSkeleton count={5} />}
      error={week.status === 'error' ? week.error : null}
      onRetry={() => void week.retry()}
    >
      {data && !data.current ? <EmptyState description="你还不属于任何单位的工作台" fullPage /> : null}
      {data?.week ? (
        <View data-testid="division-week">
          <View
            className="portal-card"
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '8px 12px' }}
          >
            <Button size="small" fill="outline" onClick={() => setOffset(offset - 1)} data-testid="week-prev">
              上一周
            </Button>
            <Text data-testid="week-range">
              {monday.format('M月D日')} – {monday.add(6, 'day').format('M月D日')}
            </Text>
            <Button size="small" fill="outline" onClick={() => setOffset(offset + 1)} data-testid="week-next">
              下一周
            </Button>
          </View>
          {data.week.calendars.length === 0 ? <EmptyState description="本单位还没有向成员公开的日历" /> : null}
          <View style={{ display: 'flex', flexWrap: 'wrap', gap: '8px', padding: '8px 12px' }} data-testid="week-calendars">
            {data.week.calendars.map((c) => (
              <Text key={c.id} style={{ color: c.color }}>
                ● {c.name}
              </Text>
            ))}
          </View>
          {days.map((day) => (
            <Section key={day.key} title={day.label}>
              <View data-testid={`week-day-${day.key}`}>
                {day.items.length === 0 ? <Text style={{ color: '#999', padding: '4px 12px', display: 'block' }}>无安排</Text> : null}
                {day.items.map((item) => (
                  <OccurrenceRow
                    key={`${item.eventId}-${item.recurrenceId ?? ''}`}
                    item={item}
                    zone={portalZone()}
                    onOpen={(o) => void nav.to('secondWorkShedulDetail', { id: o.eventId })}
                  />
                ))}
              </View>
            </Section>
          ))}
        </View>
      ) : null}
    </PageShell>
  )
}
