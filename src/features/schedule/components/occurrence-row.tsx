import { Text, View } from '@tarojs/components'
import type { Occurrence } from '@contract/schedule'
import { occurrenceTime } from '@/features/schedule/month'
import './occurrence-row.scss'

/** One entry of an agenda: time in the shown zone, title, place and calendar, in the calendar's colour. */
export function OccurrenceRow({ item, zone, onOpen }: { item: Occurrence; zone: string; onOpen: (item: Occurrence) => void }) {
  return (
    <View className="occurrence-row" style={{ borderLeftColor: item.color }} onClick={() => onOpen(item)} data-testid="occurrence">
      <Text className="occurrence-row__time">{occurrenceTime(item, zone)}</Text>
      <Text className="occurrence-row__title">
        {item.title}
        {item.repeating ? <Text className="occurrence-row__repeat"> · 重复</Text> : null}
      </Text>
      <Text className="occurrence-row__meta">{[item.location, item.calendarName].filter(Boolean).join(' · ')}</Text>
    </View>
  )
}
