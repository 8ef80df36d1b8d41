import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { useDetailLoader } from '@/components/detail-page'
import { ListSkeleton } from '@/components/list-skeleton'
import { PageShell } from '@/components/page-shell'
import { useSubmit } from '@/components/use-submit'
import { listCalendars, listOccurrences, listPublicCalendars, subscribeCalendar } from '@/features/schedule/api'
import { OccurrenceRow } from '@/features/schedule/components/occurrence-row'
import { portalNow } from '@/lib/portal-time'
import { nav } from '@/routes/nav'
import { useFeatureStore, useStores } from '@/stores/context'
import { scheduleFeature } from '@/features/schedule/schedule-store'
import { parseRouteId } from '@/lib/route-id'
import { SubmitButton } from '@/components/submit-button'
import './calendarDetail.scss'

const AHEAD_DAYS = 60

/** 日历详情 (param id): a calendar with its coming events; edit or delete my own, subscribe or leave a public one. */
function CalendarDetailPage() {
  const id = parseRouteId(useRouter().params.id)
  const { timezone } = useStores()
  const schedule = useFeatureStore(scheduleFeature)
  const zone = timezone.global.value
  const loaded = useDetailLoader(async () => {
    if (id === null) return null
    const [{ mine, subscribed }, publicOnes] = await Promise.all([listCalendars(), listPublicCalendars()])
    const own = mine.find((c) => c.id === id)
    const open = publicOnes.find((c) => c.id === id)
    const calendar = own ?? open ?? subscribed.find((c) => c.id === id)
    if (!calendar) return null
    const from = portalNow(zone).startOf('day')
    const visible = own !== undefined || subscribed.some((c) => c.id === id)
    const coming = visible
      ? (await listOccurrences(from.toISOString(), from.add(AHEAD_DAYS, 'day').toISOString())).filter((o) => o.calendarId === id)
      : []
    return { calendar, own: own !== undefined, subscribed: subscribed.some((c) => c.id === id), coming, ownerName: open?.ownerName }
  }, [id])
  useDidShow(() => void loaded.reload())
  const toggle = useSubmit((on: boolean) => subscribeCalendar(id!, on), {
    failure: '操作失败',
    success: (_r, on) => (on ? '已订阅' : '已取消订阅'),
    onSuccess: () => {
      schedule.markChanged()
      void loaded.reload()
    },
  })

  if (loaded.status !== 'ready' || !loaded.data) {
    return (
      <PageShell
        loading={loaded.status === 'loading'}
        skeleton={<ListSkeleton count={3} />}
        error={loaded.status === 'not-found' ? '日历不存在或已删除' : loaded.error}
        onRetry={loaded.retry}
      />
    )
  }
  const { calendar, own, subscribed, coming, ownerName } = loaded.data
  const footer = own ? (
    <View className="portal-footer-bar">
      <Button type="primary" block onClick={() => void nav.to('editCalendar', { id: String(id) })} data-testid="calendar-edit">
        编辑日历
      </Button>
    </View>
  ) : (
    <View className="portal-footer-bar">
      <SubmitButton submit={toggle} args={[!subscribed]} type="primary" block fill={subscribed ? 'outline' : 'solid'}>
        {subscribed ? '取消订阅' : '订阅'}
      </SubmitButton>
    </View>
  )
  return (
    <PageShell footer={footer}>
      <Cell.Group>
        <Cell
          title={calendar.name}
          description={calendar.description || (own ? '个人日历' : '')}
          style={{ borderLeft: `4px solid ${calendar.color}` }}
          extra={calendar.isDefault ? '默认' : calendar.readOnly ? '只读' : ''}
        />
        {ownerName ? <Cell title="发布者" extra={ownerName} /> : null}
      </Cell.Group>
      <View className="calendar-detail__coming">
        <Text className="calendar-detail__coming-title">近 {AHEAD_DAYS} 天</Text>
        {coming.length ? (
          coming.map((o) => (
            <OccurrenceRow
              key={`${o.eventId}-${o.start}`}
              item={o}
              zone={zone}
              onOpen={(item) =>
                void nav.to('shedulDetail', { id: String(item.eventId), ...(item.recurrenceId ? { recurrenceId: item.recurrenceId } : {}) })
              }
            />
          ))
        ) : (
          <Text className="calendar-detail__none">{own || subscribed ? '近期没有日程' : '订阅后，日程会显示在日程中心'}</Text>
        )}
      </View>
    </PageShell>
  )
}

export default observer(CalendarDetailPage)
