import type { ScheduleListItem } from '@contract/message-center'
import type { Occurrence } from '@contract/schedule'

/** An entry added from a message or a task (the message centre's schedule) shown among the events, read-only. */
export function fromMessageEntry(e: ScheduleListItem): Occurrence {
  return {
    eventId: 0,
    recurrenceId: null,
    title: e.title,
    start: e.startTime,
    end: e.endTime,
    allDay: false,
    timeZone: 'Asia/Shanghai',
    location: e.place,
    calendarId: e.calendarId,
    calendarName: e.calendarName,
    color: e.calendarColor || '#ED663F',
    repeating: false,
    readOnly: true,
  }
}
