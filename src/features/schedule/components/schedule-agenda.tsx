import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import type { Occurrence } from '@contract/schedule'
import { occurrencesOn } from '@/features/schedule/month'
import { OccurrenceRow } from './occurrence-row'

const NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']
export const dayTitle = (day: string, today: string) => {
  const d = dayjs(day)
  const base = `${d.month() + 1}月${d.date()}日 ${NAMES[d.day()]}`
  return day === today ? `今天 · ${base}` : base
}

/** The entries of the given days, day by day (one day for the month and day views, seven for the week view). */
export function ScheduleAgenda(props: {
  days: string[]
  today: string
  items: readonly Occurrence[]
  zone: string
  onOpen: (o: Occurrence) => void
}) {
  const { days, today, items, zone, onOpen } = props
  return (
    <View className="schedule-agenda" data-testid="agenda">
      {days.map((day) => {
        const list = occurrencesOn(items, day, zone)
        if (days.length > 1 && !list.length) return null
        return (
          <View key={day} className="schedule-agenda__day">
            <Text className="schedule-agenda__date">{dayTitle(day, today)}</Text>
            {list.length ? (
              list.map((o) => (
                <OccurrenceRow key={`${o.eventId}-${o.recurrenceId ?? ''}-${o.start}`} item={o} zone={zone} onOpen={onOpen} />
              ))
            ) : (
              <Text className="schedule-agenda__none">这一天没有日程</Text>
            )}
          </View>
        )
      })}
    </View>
  )
}
