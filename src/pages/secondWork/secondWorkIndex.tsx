import { useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { Section } from '@/components/section'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { NewsItemCard } from '@/components/news-item-card'
import { useDetailLoader } from '@/components/detail-page'
import { nav } from '@/routes/nav'
import { openNewsItem } from '@/routes/open-news'
import { fetchDivisionHome, fetchDivisionWeek, fetchMyDivisions } from '@/features/division/api'
import { weekdayOf, weekStart, weekWindow } from '@/features/division/division-week'
import { OccurrenceRow } from '@/features/schedule/components/occurrence-row'
import { WeekPeople } from '@/features/division/components/week-people'
import { portalNow, portalZone } from '@/lib/portal-time'
import { canAdminister, canPublish, pickDivision, rememberDivision } from '@/features/division/current-division'
import { DivisionHeader } from '@/features/division/components/division-header'
import { QuickLinks, type QuickLink } from '@/features/division/components/quick-links'
import { Articles, Ask, Category, Clock, Edit, Notice, Search, Service, Setting } from '@nutui/icons-react-taro'
import { AnnouncementRow } from '@/features/division/components/announcement-row'
import { ServiceTiles } from '@/features/division/components/service-tiles'

/** This week's events on the home; the rest are one tap away in the week view. */
const HOME_EVENTS = 6

/** 单位工作台: the division's announcements first, then its news columns and pinned services. */
export default function SecondWorkIndexPage() {
  const { params } = useRouter()
  const [asked, setAsked] = useState(params.code)
  const home = useDetailLoader(async () => {
    const divisions = await fetchMyDivisions()
    const current = pickDivision(divisions, asked)
    if (!current) return { divisions, current, home: undefined, week: undefined }
    const [divisionHome, week] = await Promise.all([
      fetchDivisionHome(current.code),
      fetchDivisionWeek({ code: current.code, ...weekWindow(weekStart(portalNow().toDate())) }),
    ])
    return { divisions, current, home: divisionHome, week }
  }, [asked])
  // Coming back from a settings or publishing page shows what changed there.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void home.reload()
    shown.current = true
  })
  usePullDownRefresh(() => {
    void home.reload().finally(() => Taro.stopPullDownRefresh())
  })

  const data = home.status === 'ready' ? home.data : undefined
  const current = data?.current
  const code = current?.code ?? ''
  const links: QuickLink[] = current
    ? [
        { key: 'notices', label: '通知公告', icon: <Notice />, onClick: () => void nav.to('gonggaoList', { code }) },
        { key: 'news', label: '单位资讯', icon: <Articles />, onClick: () => void nav.to('secondWorkNews', { code }) },
        { key: 'schedule', label: '单位日程', icon: <Clock />, onClick: () => void nav.to('secondWorkCalendar', { code }) },
        { key: 'search', label: '搜索', icon: <Search />, onClick: () => void nav.to('secondWorkSearch', { code }) },
        ...(canPublish(current)
          ? [{ key: 'publish', label: '发布公告', icon: <Edit />, onClick: () => void nav.to('gonggaoSet', { code }) }]
          : []),
        ...(canAdminister(current)
          ? [
              { key: 'columnSet', label: '栏目设置', icon: <Category />, onClick: () => void nav.to('columnSet', { code }) },
              { key: 'serviceSet', label: '服务设置', icon: <Service />, onClick: () => void nav.to('serviceSet', { code }) },
              { key: 'calendarSet', label: '日历设置', icon: <Setting />, onClick: () => void nav.to('calendarSet', { code }) },
            ]
          : []),
        { key: 'help', label: '帮助', icon: <Ask />, onClick: () => void nav.to('secondWorkHelp') },
      ]
    : []

  return (
    <PageShell
      title={current?.name}
      flush
      loading={home.status === 'loading'}
      skeleton={<ListSkeleton count={4} />}
      error={home.status === 'error' ? home.error : null}
      onRetry={() => void home.retry()}
    >
      {data && !current ? <EmptyState description="你还不属于任何单位的工作台" fullPage /> : null}
      {data?.home && current ? (
        <View data-testid="division-home">
          <DivisionHeader
            divisions={data.divisions}
            current={current}
            onSwitch={(next) => {
              rememberDivision(next)
              setAsked(next)
            }}
          />
          <QuickLinks links={links} />
          <View className="portal-page__body">
            <Section
              title={data.home.unreadCount > 0 ? `通知公告（${data.home.unreadCount} 条未读）` : '通知公告'}
              onMore={() => void nav.to('gonggaoList', { code })}
            >
              {data.home.announcements.length === 0 ? <EmptyState description="暂无公告" /> : null}
              <View data-testid="home-notices">
                {data.home.announcements.map((item) => (
                  <AnnouncementRow key={item.id} item={item} onClick={() => void nav.to('gonggaoList', { code, id: item.id })} />
                ))}
              </View>
            </Section>
            {data.week && data.week.calendars.length ? (
              <Section title="本周日程" onMore={() => void nav.to('secondWorkCalendar', { code })}>
                <View data-testid="home-schedule">
                  <WeekPeople
                    calendars={data.week.calendars}
                    people={data.week.people}
                    onOpen={(person) => void nav.to('secondWorkPersonDetail', { code, username: person.username, week: '0' })}
                  />
                  {data.week.occurrences.length === 0 ? <EmptyState description="本周暂无日程" /> : null}
                  {data.week.occurrences.slice(0, HOME_EVENTS).map((item) => (
                    <OccurrenceRow
                      key={`${item.eventId}-${item.recurrenceId ?? ''}`}
                      item={{ ...item, location: `${weekdayOf(item.start)} ${item.location}`.trim() }}
                      zone={portalZone()}
                      onOpen={(o) =>
                        void nav.to('secondWorkShedulDetail', {
                          id: o.eventId,
                          ...(o.recurrenceId ? { recurrenceId: o.recurrenceId } : {}),
                        })
                      }
                    />
                  ))}
                </View>
              </Section>
            ) : null}
            <View data-testid="home-columns">
              {data.home.columns.map((column) => (
                <Section key={column.id} title={column.name} onMore={() => void nav.to('secondWorkNews', { code, columnId: column.id })}>
                  <View data-testid={`home-column-${column.id}`}>
                    {column.items.length === 0 ? <EmptyState description="该栏目暂无资讯" /> : null}
                    {column.items.map((item, index) => (
                      <NewsItemCard
                        key={item.id}
                        item={item}
                        divided={index < column.items.length - 1}
                        onClick={() => void openNewsItem(item)}
                      />
                    ))}
                  </View>
                </Section>
              ))}
            </View>
            {data.home.services.length ? (
              <Section title="常用服务">
                <ServiceTiles services={data.home.services} />
              </Section>
            ) : null}
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}
