import { useEffect, useRef } from 'react'
import { Text, View } from '@tarojs/components'
import { Calendar } from '@nutui/nutui-react-taro'
import type { CalendarDay } from '@nutui/nutui-react-taro/dist/es/types/spec/calendar/base'
import type { DayNote } from '@contract/schedule'
import './month-calendar.scss'

const pad = (n: number | string) => String(n).padStart(2, '0')
const keyOf = (d: CalendarDay) => (d.year && d.month ? `${d.year}-${pad(d.month)}-${pad(d.day)}` : '')

export interface MonthCalendarProps {
  /** YYYY-MM-DD */
  selected: string
  startDate: string
  endDate: string
  dots: Map<string, string[]>
  /** Lunar day / festival / solar term and 休/班 by day (empty when the lunar calendar is off or not loaded yet). */
  notes: Map<string, DayNote>
  weekStartsMonday: boolean
  onSelect: (day: string) => void
}

/** Spec §9: NutUI Calendar, single mode, 3 months, rows 56 high; under each date the calendars' colour dots (and lunar/调休). */
export function MonthCalendar({ selected, startDate, endDate, dots, notes, weekStartsMonday, onSelect }: MonthCalendarProps) {
  const returnFocus = useRef(false)
  // A day chosen from the keyboard (H5) mounts the calendar afresh, which drops the focus: give it to the chosen day.
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || !returnFocus.current) return
    returnFocus.current = false
    // After the keyboard shell (a mutation observer) made the new days focusable.
    const timer = setTimeout(() => document.querySelector<HTMLElement>('.month-calendar .nut-calendar-day-active')?.focus(), 0)
    return () => clearTimeout(timer)
  }, [selected])
  return (
    <View className="month-calendar portal-dense-text" data-testid="month-calendar">
      {/* NutUI's Calendar keeps its own selection: a new `selected` (今天, another view) mounts it afresh on that day. */}
      <Calendar
        key={selected}
        popup={false}
        type="single"
        defaultValue={selected}
        startDate={startDate}
        endDate={endDate}
        showTitle={false}
        firstDayOfWeek={weekStartsMonday ? 1 : 0}
        onDayClick={(data) => {
          const picked = (data as unknown as string[])[3]
          if (!picked) return
          const day = picked.replace(/\//g, '-')
          if (process.env.TARO_ENV === 'h5') returnFocus.current = day !== selected && !!document.activeElement?.closest('.month-calendar')
          onSelect(day)
        }}
        renderDayBottom={(d) => {
          // The greyed days of the months either side fill the first and last week: no dots or lunar text under them.
          const key = d.type === 'prev' || d.type === 'next' ? '' : keyOf(d)
          if (!key) return ''
          const note = notes.get(key)
          const colours = dots.get(key) ?? []
          return (
            <View className="month-calendar__under" data-day={key}>
              {/* The dots say it to the eye; a screen reader hears it with the day (「30 廿二 有日程」). */}
              {colours.length > 0 ? <Text className="portal-sr-only">有日程</Text> : null}
              {note ? <Text className="month-calendar__lunar">{note.text}</Text> : null}
              <View className="month-calendar__dots">
                {colours.map((color) => (
                  <View key={color} className="month-calendar__dot" style={{ background: color }} />
                ))}
              </View>
              {note?.badge ? (
                <Text className={`month-calendar__badge month-calendar__badge--${note.badge === '休' ? 'off' : 'work'}`}>{note.badge}</Text>
              ) : null}
            </View>
          )
        }}
      />
    </View>
  )
}
