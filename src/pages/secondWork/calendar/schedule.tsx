import { useRef, useState } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useDetailLoader } from '@/components/detail-page'
import { nav } from '@/routes/nav'
import { portalNow } from '@/lib/portal-time'
import { fetchDivisionWeek, fetchMyDivisions } from '@/features/division/api'
import { pickDivision } from '@/features/division/current-division'
import { weekStart, weekWindow } from '@/features/division/division-week'
import { WeekPeople } from '@/features/division/components/week-people'
import { WeekDays, WeekPager } from '@/pages/secondWork/schedule/week-days'
import './schedule.scss'

/** 单位日程: the division's week — who it names (a name opens 个人日程), leaders' and the division's events day by day. */
export default function DivisionWeekPage() {
  const { params } = useRouter()
  const [offset, setOffset] = useState(Number(params.week) || 0)
  const monday = weekStart(portalNow().toDate(), offset)
  const week = useDetailLoader(async () => {
    const current = pickDivision(await fetchMyDivisions(), params.code)
    if (!current) return { current: undefined, week: undefined }
    return { current, week: await fetchDivisionWeek({ code: current.code, ...weekWindow(monday) }) }
  }, [offset, params.code])
  // Back from 新建日程 or a deleted event's detail: show the week as it is now.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void week.reload()
    shown.current = true
  })
  const data = week.status === 'ready' ? week.data : undefined
  const current = data?.current

  return (
    <PageShell
      title={current ? `${current.name} · 单位日程` : '单位日程'}
      loading={week.status === 'loading'}
      skeleton={<ListSkeleton count={5} />}
      error={week.status === 'error' ? week.error : null}
      onRetry={() => void week.retry()}
    >
      {data && !current ? <EmptyState description="你还不属于任何单位的工作台" fullPage /> : null}
      {current && data?.week ? (
        <View data-testid="division-week">
          <WeekPager monday={monday} offset={offset} onChange={setOffset} />
          {data.week.calendars.length === 0 ? <EmptyState description="本单位还没有向成员公开的日历" /> : null}
          <View className="division-week__calendars-bar">
            <View className="division-week__calendars" data-testid="week-calendars">
              {data.week.calendars.map((c) => (
                <Text key={c.id} style={{ color: c.color }}>
                  ● {c.name}
                </Text>
              ))}
            </View>
            {data.week.canEdit ? (
              <Button
                size="small"
                type="primary"
                onClick={() =>
                  void nav.to('secondWorkCreatShedul', {
                    code: current.code,
                    ...(offset ? { date: monday.format('YYYY-MM-DD') } : {}),
                  })
                }
                data-testid="division-event-new"
              >
                新建
              </Button>
            ) : null}
          </View>
          <WeekPeople
            calendars={data.week.calendars}
            people={data.week.people}
            onOpen={(person) =>
              void nav.to('secondWorkPersonDetail', { code: current.code, username: person.username, week: String(offset) })
            }
          />
          <WeekDays monday={monday} occurrences={data.week.occurrences} />
        </View>
      ) : null}
    </PageShell>
  )
}
