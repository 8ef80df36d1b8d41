import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import dayjs from 'dayjs'
import { DetailPage } from '@/components/detail-page'
import { useSubmit } from '@/components/use-submit'
import { answerInvitation, declineFromOrganiser, deleteEvent, getEvent, getEventIcs } from '@/features/schedule/api'
import { askScope } from '@/features/schedule/components/event-form'
import { EventDetailView } from '@/features/schedule/components/event-detail-view'
import { wallText } from '@/features/schedule/month'
import { phoneRepeatOf } from '@/features/schedule/repeat'
import { addToCalendar } from '@/lib/bridge'
import { confirm } from '@/lib/confirm'
import { nav } from '@/routes/nav'
import { useFeatureStore, useStores } from '@/stores/context'
import type { EditScope } from '@/features/schedule/api'
import type { EventDetail } from '@contract/schedule'
import { scheduleFeature } from '@/features/schedule/schedule-store'
import { parseRouteId } from '@/lib/route-id'

type Occurrence = Pick<EventDetail, 'start' | 'end' | 'title' | 'location' | 'notes'>

/** The occurrence the link points at (as edited, when edited alone); a single event's own fields otherwise. */
const occurrenceOf = (event: EventDetail): Occurrence => event.occurrence ?? event

/** 日程详情 (params id, recurrenceId for one occurrence of a repeating event). */
function ScheduleDetailPage() {
  const { params } = useRouter()
  const { timezone } = useStores()
  const schedule = useFeatureStore(scheduleFeature)
  // Edited 此日程及以后 from here, the occurrence now starts a series of its own: show that one.
  const linkedId = parseRouteId(params.id)
  const successor = linkedId === null ? undefined : schedule.successorOf(linkedId)
  const id = successor ?? linkedId
  const recurrenceId = params.recurrenceId && successor === undefined ? decodeURIComponent(params.recurrenceId) : undefined
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
  // The mini-program's addPhoneCalendar, the host app's bridge event, or an .ics download in a browser: the whole
  // series as the feed writes it (repeat rule, zone, reminders), not one occurrence in UTC.
  const toPhone = useSubmit(
    async (event: EventDetail, occurrence: Occurrence) => {
      const { ics } = await getEventIcs(event.id)
      // A phone calendar repeats a simple rule itself (from the first start); anything else is this occurrence.
      const repeat = phoneRepeatOf(event.rrule, dayjs(wallText(event.start, event.timeZone)))
      const shown = repeat ? event : occurrence
      return addToCalendar({
        title: shown.title,
        start: new Date(shown.start),
        end: new Date(shown.end),
        location: shown.location || undefined,
        notes: shown.notes || undefined,
        ics,
        repeat,
        reminderMinutes: event.reminders[0],
      })
    },
    { failure: '添加到手机日历失败', success: (outcome) => (outcome.supported ? '已添加到手机日历' : '当前环境不支持添加到手机日历') },
  )
  const answer = useSubmit((event: EventDetail, a: 'accepted' | 'declined') => answerInvitation(event.id, a), {
    failure: '回复失败',
    success: (_r, _e, a) => (a === 'accepted' ? '已接受邀请' : '已拒绝邀请'),
    onSuccess: () => schedule.markChanged(),
  })
  const declineAll = useSubmit((event: EventDetail) => declineFromOrganiser(event.id), {
    confirm: (event) => `拒绝${event.organiser}发来的全部未回复邀请？`,
    failure: '操作失败',
    success: (result) => (result.declined > 0 ? `已拒绝 ${result.declined} 个邀请` : '没有未回复的邀请'),
    onSuccess: () => schedule.markChanged(),
  })

  return (
    <DetailPage
      load={async () => {
        if (id === null) return null
        const event = await getEvent(id, recurrenceId)
        return { event, occurrence: occurrenceOf(event) }
      }}
      // Loaded again when an edit was saved (the form sits on top of this page and goes back to it).
      deps={[id, recurrenceId, schedule.eventSaves]}
      notFoundText="日程不存在或已删除"
      render={({ event, occurrence }, reload) => (
        <EventDetailView
          event={event}
          occurrence={occurrence}
          zone={timezone.global.value}
          zoneLabel={timezone.nameOf(event.timeZone, new Date(occurrence.start))}
          busy={remove.busy || answering}
          actions={{
            edit: () => {
              schedule.draftFrom(event, wallText, event.occurrence)
              void nav.to('creatShedul', { id: String(event.id) })
            },
            remove: async () => {
              const scope =
                event.rrule && recurrenceId ? await askScope() : (await confirm('删除后不可恢复，确定删除该日程？')) ? 'all' : undefined
              if (scope) await remove.run(event, scope)
            },
            toPhone: () => void toPhone.run(event, occurrence),
            declineAll: async () => {
              setAnswering(true)
              if (await declineAll.run(event)) await reload()
              setAnswering(false)
            },
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
