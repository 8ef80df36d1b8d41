import { useRouter } from '@tarojs/taro'
import { paramText } from '@/features/message-center/params'
import { ScheduleForm } from '@/features/schedule/components/schedule-form'
import { createSchedule, getPersonalCalendarList } from '@/features/schedule/api'
import { parseRouteId } from '@/lib/route-id'

const SCHEDULE_API = { createSchedule, getPersonalCalendarList }

/** 添加到日程 from a message (消息详情). */
export default function NewsAddSchedulePage() {
  const { params } = useRouter()
  return (
    <ScheduleForm
      source={{ type: 'message', id: parseRouteId(params.id) ?? 0, title: paramText(params.title) }}
      showCancel={false}
      api={SCHEDULE_API}
    />
  )
}
