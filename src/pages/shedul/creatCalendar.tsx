import { saveCalendar } from '@/features/schedule/api'
import { CalendarForm } from '@/features/schedule/components/calendar-form'
import { useStores } from '@/stores/context'

/** 新增个人日历. */
export default function CreateCalendarPage() {
  const { schedule } = useStores()
  return <CalendarForm save={saveCalendar} onSaved={() => schedule.markChanged()} />
}
