import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { DetailPage } from '@/components/detail-page'
import { useSubmit } from '@/components/use-submit'
import { answerInvitation, deleteEvent, getEvent, listOccurrences } from '@/features/schedule/api'
import { askScope } from '@/features/schedule/components/event-form'
import { EventDetailView } from '@/features/schedule/components/event-detail-view'
import { wallText } from '@/features/schedule/month'
import { addToCalendar } from '@/lib/bridge'
import { confirm } from '@/lib/confirm'
import { nav } from '@/routes/nav'
import { useFeatureStore, useStores } from '@/stores/context'
import type { EditScope } from '@/features/schedule/api'
import type { EventDetail } from '@contract/schedule'
import { scheduleFeature } from '@/features/schedule/schedule-store'
import { parseRouteId } from '@/lib/route-id'

const DAY = 86_400_000

/** The occurrence a repeating event's link points at (moved ones included); the event's own times otherwise. */
async function occurrenceOf(event: EventDetail, recurrenceId: string | undefined) {
  if (!recurrenceId || !event.rrule) return { start: event.start, end: event.end }
  const at = new Date(recurrenceId).getTime()
  const near = await listOccurrences(new Date(at - DAY).toISOString(), new Date(at + DAY).toISOString())
  const found = near.find((o) => o.eventId === event.id && o.recurrenceId === new Date(at).toISOString())
  const length = new Date(event.end).getTime() - new Date(event.start).getTime()
  return found ?? { start: new Date(at).toISOString(), end: new Date(at + length).toISOString() }
}

/** 日程详情 (params id, recurrenceId for one occurrence of a repeating event). */
function ScheduleDetailPage() {
  const { params } = useRouter()
  const id = parseRouteId(params.id)
  const recurrenceId = params.recurrenceId ? decodeURIComponent(params.recurrenceId) : undefined
  const { timezone } = useStores()
  const schedule = useFeatureStore(scheduleFeature)
  const [answering, setAnswering] = useState(false)

  const remove = useSubmit(
    (event: EventDetail, scope: EditScope) => deleteEvent(event.id, scope, scope === 'all' ? undefined : recurrenceId),
    {
      failure: '删除失败',
      success: '已删除',
      onSuccess: () => schedule.markChanged(),
      then: 'back',
    },
  )
  // The mini-program's addPhoneCalendar, the host app's bridge event, or an .ics download in a browser.
  const toPhone = useSubmit(
    (event: EventDetail, occurrence: { start: string; end: string }) =>
      addToCalendar({
        title: event.title,
        start: new Date(occurrence.start),
        end: new Date(occurrence.end),
        location: event.location || undefined,
        notes: event.notes || undefined,
      }),
    { failure: '添加到手机日历失败', success: (outcome) => (outcome.supported ? '已添加到手机日历' : '当前环境不支持添加到手机日历') },
  )
  const answer = useSubmit((event: EventDetail, a: 'accepted' | 'declined') => answerInvitation(event.id, a), {
    failure: '回复失败',
    success: (_r, _e, a) => (a === 'accepted' ? '已接受邀请' : '已拒绝邀请'),
    onSuccess: () => schedule.markChanged(),
  })

  return (
    <DetailPage
      load={async () => {
        if (id === null) return null
        const event = await getEvent(id)
        return { event, occurrence: await occurrenceOf(event, recurrenceId) }
      }}
      deps={[id, recurrenceId]}
      notFoundText="日程不存在或已删除"
      render={({ event, occurrence }, reload) => (
        <EventDetailView
          event={event}
          occurrence={occurrence}
          zone={timezone.global.value}
          zoneLabel={timezone.nameOf(event.timeZone)}
          busy={remove.busy || answering}
          actions={{
            edit: () => {
              schedule.draftFrom(event, wallText, recurrenceId ? { recurrenceId, ...occurrence } : undefined)
              void nav.to('creatShedul', { id: String(event.id) })
            },
            remove: async () => {
              const scope =
                event.rrule && recurrenceId ? await askScope() : (await confirm('删除后不可恢复，确定删除该日程？')) ? 'all' : undefined
              if (scope) await remove.run(event, scope)
            },
            toPhone: () => void toPhone.run(event, occurrence),
            answer: async (a) => {
              setAnswering(true)
              if (await answer.run(event, a)) await reload()
              setAnswering(false)
            },
          }}
        />
      )}
    />
  )
}

export default observer(ScheduleDetailPage)
