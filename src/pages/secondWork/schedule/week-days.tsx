import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { Dayjs } from 'dayjs'
import type { Occurrence } from '@contract/schedule'
import { Section } from '@/components/section'
import { nav } from '@/routes/nav'
import { portalZone } from '@/lib/portal-time'
import { daysOfWeek } from '@/features/division/division-week'
import { OccurrenceRow } from '@/features/schedule/components/occurrence-row'
import './week-days.scss'

/** 上一周 · the week's dates · 下一周 (the division's week view and a person's week). */
export function WeekPager({ monday, offset, onChange }: { monday: Dayjs; offset: number; onChange: (offset: number) => void }) {
  return (
    <View className="portal-card week-days__head">
      <Button size="small" fill="outline" onClick={() => onChange(offset - 1)} data-testid="week-prev">
        上一周
      </Button>
      <Text data-testid="week-range">
        {monday.format('M月D日')} – {monday.add(6, 'day').format('M月D日')}
      </Text>
      <Button size="small" fill="outline" onClick={() => onChange(offset + 1)} data-testid="week-next">
        下一周
      </Button>
    </View>
  )
}

/** The week day by day; an entry opens the division's 日程详情 (of that occurrence, for a repeating event). */
export function WeekDays({ monday, occurrences }: { monday: Dayjs; occurrences: Occurrence[] }) {
  return (
    <>
      {daysOfWeek(monday, occurrences).map((day) => (
        <Section key={day.key} title={day.label}>
          <View data-testid={`week-day-${day.key}`}>
            {day.items.length === 0 ? <Text className="week-days__empty">无安排</Text> : null}
            {day.items.map((item) => (
              <OccurrenceRow
                key={`${item.eventId}-${item.recurrenceId ?? ''}`}
                item={item}
                zone={portalZone()}
                onOpen={(o) =>
                  void nav.to('secondWorkShedulDetail', { id: o.eventId, ...(o.recurrenceId ? { recurrenceId: o.recurrenceId } : {}) })
                }
              />
            ))}
          </View>
        </Section>
      ))}
    </>
  )
}
