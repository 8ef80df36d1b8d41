import { useRouter } from '@tarojs/taro'
import { paramText } from '@/features/message-center/params'
import { ScheduleForm } from '@/features/schedule/components/schedule-form'
import { createSchedule, getPersonalCalendarList } from '@/features/schedule/api'
import { parseRouteId } from '@/lib/route-id'

const SCHEDULE_API = { createSchedule, getPersonalCalendarList }

/** 添加到日程 from a task; its back button reads 取消. */
export default function TaskAddSchedulePage() {
  const { params } = useRouter()
  return (
    <ScheduleForm
      source={{ type: 'task', id: parseRouteId(params.id) ?? 0, title: paramText(params.title) }}
      showCancel
      api={SCHEDULE_API}
    />
  )
}
