import { useRef } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import dayjs from 'dayjs'
import type { DivisionEventDetail } from '@contract/division'
import type { EditEventBody } from '@contract/schedule'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useDetailLoader } from '@/components/detail-page'
import { useSubmit } from '@/components/use-submit'
import { confirm } from '@/lib/confirm'
import { formatPortalTime, portalNow } from '@/lib/portal-time'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import { deleteDivisionEvent, fetchDivisionEvent, fetchDivisionWeek } from '@/features/division/api'
import { weekStart } from '@/features/division/division-week'
import { askScope } from '@/features/schedule/components/event-form'
import { describeRepeat, fromRrule } from '@/features/schedule/repeat'
import { remindersText } from '@/features/schedule/reminder-options'
import { wallText } from '@/features/schedule/month'
import { scheduleFeature } from '@/features/schedule/schedule-store'
import { parseRouteId } from '@/lib/route-id'
import './shedulDetail.scss'

const ANSWERS: Record<string, string> = { pending: '待回复', accepted: '已接受', declined: '已拒绝' }
const DAY = 86_400_000

/** The occurrence a repeating event's link points at (a moved one included); the event's own times otherwise. */
async function occurrenceOf(
  event: DivisionEventDetail,
  recurrenceId: string | undefined,
): Promise<{ start: string; end: string; title?: string; location?: string }> {
  if (!recurrenceId || !event.rrule) return { start: event.start, end: event.end }
  const at = new Date(recurrenceId).getTime()
  const near = await fetchDivisionWeek({
    code: event.orgCode,
    from: new Date(at - DAY).toISOString(),
    to: new Date(at + DAY).toISOString(),
  })
  const found = near.occurrences.find((o) => o.eventId === event.id && o.recurrenceId === new Date(at).toISOString())
  const length = new Date(event.end).getTime() - new Date(event.start).getTime()
  // A changed occurrence keeps its own title and place.
  if (found) return { start: found.start, end: found.end, title: found.title, location: found.location }
  return { start: new Date(at).toISOString(), end: new Date(at + length).toISOString() }
}

/** Weeks from this week to the one holding `at` (personDetail's week parameter). */
const weekOffsetOf = (at: string) => Math.round(weekStart(at).diff(weekStart(portalNow().toDate()), 'day') / 7)

/** 日程详情 of a division event (params id, recurrenceId for one occurrence): when, where, who; editors edit and delete. */
function DivisionEventDetailPage() {
  const { params } = useRouter()
  const id = parseRouteId(params.id)
  const recurrenceId = params.recurrenceId ? decodeURIComponent(params.recurrenceId) : undefined
  const schedule = useFeatureStore(scheduleFeature)
  const detail = useDetailLoader(async () => {
    if (id === null) return null
    const event = await fetchDivisionEvent(id)
    return { event, occurrence: await occurrenceOf(event, recurrenceId) }
  }, [id, recurrenceId])
  // Back from 编辑日程: show the saved event.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void detail.reload()
    shown.current = true
  })
  const remove = useSubmit(
    (event: DivisionEventDetail, scope: EditEventBody['scope']) =>
      deleteDivisionEvent(event.id, scope, scope === 'all' ? undefined : recurrenceId),
    { failure: '删除失败', success: '已删除', then: 'back' },
  )
  const data = detail.status === 'ready' ? detail.data : undefined
  const event = data?.event
  const occurrence = data?.occurrence

  const edit = (e: DivisionEventDetail) => {
    schedule.draftFrom(
      { ...e, title: occurrence?.title ?? e.title, location: occurrence?.location ?? e.location },
      wallText,
      recurrenceId && occurrence ? { recurrenceId, start: occurrence.start, end: occurrence.end } : undefined,
    )
    void nav.to('secondWorkEditSchedul', { id: e.id })
  }
  const askRemove = async (e: DivisionEventDetail) => {
    const scope = e.rrule && recurrenceId ? await askScope() : (await confirm('删除后不可恢复，确定删除该日程？')) ? 'all' : undefined
    if (scope) await remove.run(e, scope)
  }

  return (
    <PageShell
      title="日程详情"
      loading={detail.status === 'loading'}
      skeleton={<ListSkeleton count={4} />}
      error={detail.status === 'error' ? detail.error : null}
      onRetry={() => void detail.retry()}
      footer={
        event?.canEdit ? (
          <View className="division-event__actions">
            <Button
              className="division-event__action"
              type="danger"
              fill="outline"
              disabled={remove.busy}
              onClick={() => void askRemove(event)}
              data-testid="event-delete"
            >
              删除
            </Button>
            <Button
              className="division-event__action"
              type="primary"
              disabled={remove.busy}
              onClick={() => edit(event)}
              data-testid="event-edit"
            >
              编辑
            </Button>
          </View>
        ) : undefined
      }
    >
      {detail.status === 'not-found' ? <EmptyState kind="not-found" description="日程不存在或已删除" fullPage /> : null}
      {event && occurrence ? (
        <View data-testid="division-event">
          <View className="portal-card division-event__card" style={{ borderLeft: `4px solid ${event.color}` }}>
            <Text className="division-event__title" data-testid="event-title">
              {occurrence.title ?? event.title}
            </Text>
            <Text className="division-event__time">
              {event.allDay
                ? `${formatPortalTime(occurrence.start, 'YYYY年M月D日')} 全天`
                : `${formatPortalTime(occurrence.start, 'YYYY年M月D日 HH:mm')} – ${formatPortalTime(occurrence.end, 'HH:mm')}`}
            </Text>
          </View>
          <Cell.Group>
            <Cell title="日历" extra={event.calendarName} />
            <Cell title="重复" extra={describeRepeat(fromRrule(event.rrule), dayjs(wallText(event.start, event.timeZone)))} />
            <Cell title="提醒" extra={remindersText(event.reminders)} />
            {(occurrence.location ?? event.location) ? <Cell title="地点" extra={occurrence.location ?? event.location} /> : null}
            <Cell title="组织者" extra={event.organiser} />
            {event.notes ? <Cell title="备注" description={event.notes} /> : null}
          </Cell.Group>
          {event.attendees.length ? (
            <Cell.Group title="参与人（点按查看其本周日程）">
              {event.attendees.map((a) => (
                // NutUI's Cell passes no extra attributes to the page: the wrapper carries the test id.
                <View key={a.username} data-testid={`attendee-${a.username}`}>
                  <Cell
                    title={`${a.name}（${a.username}）`}
                    extra={ANSWERS[a.answer]}
                    clickable
                    onClick={() =>
                      void nav.to('secondWorkPersonDetail', {
                        code: event.orgCode,
                        username: a.username,
                        week: String(weekOffsetOf(occurrence.start)),
                      })
                    }
                  />
                </View>
              ))}
            </Cell.Group>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(DivisionEventDetailPage)
