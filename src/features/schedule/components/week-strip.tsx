import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import './week-strip.scss'

const NAMES = ['日', '一', '二', '三', '四', '五', '六']

/** Seven day cells (weekday, date, colour dots); the selected one highlighted, today marked. */
export function WeekStrip({
  days,
  selected,
  today,
  dots,
  onSelect,
}: {
  days: string[]
  selected: string
  today: string
  dots: Map<string, string[]>
  onSelect: (day: string) => void
}) {
  return (
    <View className="week-strip" data-testid="week-strip">
      {days.map((day) => {
        const d = dayjs(day)
        const cls = ['week-strip__day', day === selected ? 'week-strip__day--on' : '', day === today ? 'week-strip__day--today' : ''].join(
          ' ',
        )
        return (
          <View key={day} className={cls} onClick={() => onSelect(day)} data-day={day}>
            <Text className="week-strip__name">{NAMES[d.day()]}</Text>
            <Text className="week-strip__date">{d.date()}</Text>
            <View className="week-strip__dots">
              {(dots.get(day) ?? []).map((color) => (
                <View key={color} className="week-strip__dot" style={{ background: color }} />
              ))}
            </View>
          </View>
        )
      })}
    </View>
  )
}
