import { useEffect, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import dayjs from 'dayjs'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { isNotFound } from '@/components/errors'
import { ListSkeleton } from '@/components/list-skeleton'
import { getEvent, getScheduleSettings } from '@/features/schedule/api'
import { EventForm } from '@/features/schedule/components/event-form'
import { newEventStart } from '@/features/schedule/date-range'
import { wallText } from '@/features/schedule/month'
import { NO_REPEAT } from '@/features/schedule/repeat'
import { portalNow } from '@/lib/portal-time'
import { useFeatureStore, useStores } from '@/stores/context'
import { scheduleFeature } from '@/features/schedule/schedule-store'
import { hasRouteParam, parseRouteId } from '@/lib/route-id'

/** 新建日程 (param date: the day chosen on the tab) or 编辑日程 (param id: the whole series, or the occurrence shedulDetail chose). */
function CreateSchedulePage() {
  const { params } = useRouter()
  const { timezone } = useStores()
  const schedule = useFeatureStore(scheduleFeature)
  const id = parseRouteId(params.id)
  // An id that is given but is not one (`abc`, `-1`) names no event: not found, rather than a new one.
  const badId = hasRouteParam(params.id) && id === null
  const [error, setError] = useState<unknown>(null)

  const prepare = async () => {
    if (badId) return
    setError(null)
    try {
      if (id !== null) {
        Taro.setNavigationBarTitle({ title: '编辑日程' }).catch(() => undefined)
        // shedulDetail prepared the draft for the occurrence it shows; opened directly, edit the whole series.
        if (schedule.draft?.editing?.id !== id) schedule.draftFrom(await getEvent(id), wallText)
        return
      }
      const settings = await getScheduleSettings()
      const zone = timezone.global.value
      const now = portalNow(zone)
      const start = dayjs(newEventStart(now, params.date))
      schedule.startDraft({
        calendarId: settings.defaultCalendarId,
        title: '',
        allDay: false,
        start: start.format('YYYY-MM-DD HH:mm'),
        end: start.add(1, 'hour').format('YYYY-MM-DD HH:mm'),
        timeZone: zone,
        location: '',
        notes: '',
        repeat: NO_REPEAT,
        reminders: settings.defaultReminder === null ? [] : [settings.defaultReminder],
        attendees: [],
      })
    } catch (e) {
      setError(e)
    }
  }
  useEffect(() => {
    void prepare()
  }, [id])

  if (badId || isNotFound(error))
    return (
      <PageShell>
        <EmptyState kind="not-found" description="日程不存在或已删除" fullPage />
      </PageShell>
    )
  if (!schedule.draft || error)
    return <PageShell loading={!error} skeleton={<ListSkeleton count={3} />} error={error} onRetry={() => void prepare()} />
  return <EventForm />
}

export default observer(CreateSchedulePage)
