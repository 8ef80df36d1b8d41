import { useRouter } from '@tarojs/taro'
import { useDetailLoader } from '@/components/detail-page'
import { ListSkeleton } from '@/components/list-skeleton'
import { PageShell } from '@/components/page-shell'
import { useSubmit } from '@/components/use-submit'
import { deleteCalendar, listCalendars, saveCalendar } from '@/features/schedule/api'
import { CalendarForm } from '@/features/schedule/components/calendar-form'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import { scheduleFeature } from '@/features/schedule/schedule-store'
import { parseRouteId } from '@/lib/route-id'
import { SubmitButton } from '@/components/submit-button'

/** 编辑个人日历 (param id): name, colour, default; delete with all its events after a confirmation. */
export default function EditCalendarPage() {
  const id = parseRouteId(useRouter().params.id)
  const schedule = useFeatureStore(scheduleFeature)
  const loaded = useDetailLoader(async () => (id === null ? null : ((await listCalendars()).mine.find((c) => c.id === id) ?? null)), [id])
  const remove = useSubmit(() => deleteCalendar(id!), {
    confirm: '删除日历会同时删除其中的所有日程，且不可恢复。确定删除？',
    failure: '删除失败',
    success: '已删除',
    onSuccess: () => {
      schedule.markChanged()
      // Back past calendarDetail too: the calendar is gone.
      void nav.to('schedule')
    },
  })
  if (loaded.status !== 'ready' || !loaded.data) {
    return (
      <PageShell
        loading={loaded.status === 'loading'}
        skeleton={<ListSkeleton count={2} />}
        error={loaded.status === 'not-found' ? '日历不存在或已删除' : loaded.error}
        onRetry={loaded.retry}
      />
    )
  }
  const calendar = loaded.data
  return (
    <CalendarForm
      initial={calendar}
      save={saveCalendar}
      onSaved={() => schedule.markChanged()}
      extra={
        calendar.isDefault ? null : (
          <SubmitButton submit={remove} block fill="outline" type="danger" data-testid="calendar-delete">
            删除日历
          </SubmitButton>
        )
      }
    />
  )
}
