import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import dayjs from 'dayjs'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useDetailLoader } from '@/components/detail-page'
import { newEventStart } from '@/features/schedule/date-range'
import { NO_REPEAT } from '@/features/schedule/repeat'
import { portalNow } from '@/lib/portal-time'
import { useFeatureStore, useStores } from '@/stores/context'
import { DivisionEventForm, divisionForEditing } from './division-event-form'
import { scheduleFeature } from '@/features/schedule/schedule-store'

/** 新建日程 in a division's calendar (param code; date: the day to start on), for its schedule editors. */
function CreateDivisionEventPage() {
  const { params } = useRouter()
  const { timezone } = useStores()
  const schedule = useFeatureStore(scheduleFeature)
  const page = useDetailLoader(async () => {
    const found = await divisionForEditing(params.code)
    if (found.division && found.canEdit) {
      const zone = timezone.global.value
      const now = portalNow(zone)
      const start = dayjs(newEventStart(now, params.date))
      schedule.startDraft({
        calendarId: found.calendars[0]?.id ?? null,
        title: '',
        allDay: false,
        start: start.format('YYYY-MM-DD HH:mm'),
        end: start.add(1, 'hour').format('YYYY-MM-DD HH:mm'),
        timeZone: zone,
        location: '',
        notes: '',
        repeat: NO_REPEAT,
        reminders: [15],
        attendees: [],
        peopleOf: { code: found.division.code, name: found.division.name },
      })
    }
    return found
  }, [params.code])

  const data = page.status === 'ready' ? page.data : undefined
  if (data && !data.canEdit) {
    return (
      <PageShell>
        <EmptyState kind="not-found" description="仅本单位的日程编辑可以新建日程" fullPage />
      </PageShell>
    )
  }
  if (!data || !schedule.draft) {
    return (
      <PageShell
        loading={page.status === 'loading' || page.status === 'ready'}
        skeleton={<ListSkeleton count={3} />}
        error={page.status === 'error' ? page.error : null}
        onRetry={() => void page.retry()}
      />
    )
  }
  return <DivisionEventForm calendars={data.calendars} />
}

export default observer(CreateDivisionEventPage)
