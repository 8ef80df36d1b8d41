import { saveCalendar } from '@/features/schedule/api'
import { CalendarForm } from '@/features/schedule/components/calendar-form'
import { useFeatureStore } from '@/stores/context'
import { scheduleFeature } from '@/features/schedule/schedule-store'

/** 新增个人日历. */
export default function CreateCalendarPage() {
  const schedule = useFeatureStore(scheduleFeature)
  return <CalendarForm save={saveCalendar} onSaved={() => schedule.markChanged()} />
}
