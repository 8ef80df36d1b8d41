import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import type { DivisionCalendar, WeekPerson } from '@contract/division'
import './week-people.scss'

/**
 * The week's people by calendar (领导日程: the leaders; 单位日程: the staff its events name); a name opens that person's
 * 个人日程. Calendars whose events this week name nobody are left out.
 */
export function WeekPeople({
  calendars,
  people,
  onOpen,
}: {
  calendars: DivisionCalendar[]
  people: WeekPerson[]
  onOpen: (person: WeekPerson) => void
}) {
  const rows = calendars
    .map((calendar) => ({ calendar, named: people.filter((person) => person.calendarIds.includes(calendar.id)) }))
    .filter((row) => row.named.length > 0)
  if (rows.length === 0) return null
  return (
    <View className="dv-people" data-testid="week-people">
      {rows.map(({ calendar, named }) => (
        <View key={calendar.id} className="dv-people__row" data-testid={`week-people-${calendar.id}`}>
          <Text className="dv-people__label" style={{ color: calendar.color }}>
            {calendar.name.replace(/日程$/, '')}
          </Text>
          <View className="dv-people__names">
            {named.map((person) => (
              <Text
                key={person.username}
                className="dv-people__name"
                onClick={() => onOpen(person)}
                aria-label={`查看${person.name}的日程`}
                data-testid={`person-${person.username}`}
                {...BUTTON_ROLE}
              >
                {person.name}
              </Text>
            ))}
          </View>
        </View>
      ))}
    </View>
  )
}
