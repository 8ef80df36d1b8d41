import { makeAutoObservable } from 'mobx'
import dayjs from 'dayjs'
import type { EventDetail, Occurrence } from '@contract/schedule'
import { featureStore } from '@/stores/feature-store'
import { fromRrule, type RepeatSetting } from './repeat'

export interface DraftAttendee {
  username: string
  name: string
  answer?: string
}

/** The event being written in creatShedul; personSet, timeArea, notice and personDetail edit parts of it. */
export interface EventDraft {
  /** Set when editing: the event and, for one occurrence of a repeating event, its original start. */
  editing?: { id: number; recurrenceId: string | null; repeating: boolean }
  calendarId: number | null
  title: string
  allDay: boolean
  /** Wall date-times 'YYYY-MM-DD HH:mm' in `timeZone`. */
  start: string
  end: string
  timeZone: string
  location: string
  notes: string
  repeat: RepeatSetting
  reminders: number[]
  attendees: DraftAttendee[]
  /** Set for a division's event: its attendees are searched among the division's people. */
  peopleOf?: { code: string; name: string }
}

/**
 * Spec §3 global state of the schedule: the draft's repeat and end-date setting, the week/day event lists the
 * tab shows and the schedule-changed flag (set after a save, so the tab reloads when it shows again).
 */
export class ScheduleStore {
  draft: EventDraft | null = null
  changed = false
  weekEvents: Occurrence[] = []
  dayEvents: Occurrence[] = []
  weekStartsMonday = true
  showLunar = true
  /** Counts saved event edits: a detail page open under the form loads its event again when this moves. */
  eventSaves = 0
  /** An event split by 此日程及以后 → the series that now holds the edited occurrence and those after it. */
  successors = new Map<number, number>()

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  startDraft(draft: EventDraft) {
    this.draft = draft
  }

  /** A draft for editing `event` (one occurrence of it when `occurrence` is given), in wall times of its zone. */
  draftFrom(
    event: EventDetail,
    wall: (iso: string, zone: string) => string,
    occurrence?: { recurrenceId: string | null; start: string; end: string; title?: string; location?: string; notes?: string },
  ) {
    this.draft = {
      editing: { id: event.id, recurrenceId: occurrence?.recurrenceId ?? null, repeating: event.rrule !== null },
      calendarId: event.calendarId,
      title: occurrence?.title ?? event.title,
      allDay: event.allDay,
      start: wall(occurrence?.start ?? event.start, event.timeZone),
      end: wall(occurrence?.end ?? event.end, event.timeZone),
      timeZone: event.timeZone,
      location: occurrence?.location ?? event.location,
      notes: occurrence?.notes ?? event.notes,
      repeat: fromRrule(event.rrule),
      reminders: [...event.reminders],
      attendees: event.attendees.map((a) => ({ ...a })),
    }
  }

  update(patch: Partial<EventDraft>) {
    if (this.draft) this.draft = { ...this.draft, ...patch }
  }

  /** A new start moves the end with it: the event keeps its length (an end before the start becomes an hour). */
  moveStart(start: string) {
    if (!this.draft) return
    const length = dayjs(this.draft.end).diff(dayjs(this.draft.start), 'minute')
    this.update({
      start,
      end: dayjs(start)
        .add(length >= 0 ? length : 60, 'minute')
        .format('YYYY-MM-DD HH:mm'),
    })
  }

  setRepeat(repeat: RepeatSetting) {
    this.update({ repeat })
  }

  toggleReminder(minutes: number) {
    if (!this.draft) return
    const list = this.draft.reminders
    this.update({ reminders: list.includes(minutes) ? list.filter((m) => m !== minutes) : [...list, minutes].sort((a, b) => a - b) })
  }

  addAttendee(person: DraftAttendee) {
    if (this.draft && !this.draft.attendees.some((a) => a.username === person.username)) {
      this.update({ attendees: [...this.draft.attendees, person] })
    }
  }

  removeAttendee(username: string) {
    if (this.draft) this.update({ attendees: this.draft.attendees.filter((a) => a.username !== username) })
  }

  clearDraft() {
    this.draft = null
  }

  markChanged(changed = true) {
    this.changed = changed
  }

  /** After the form saved an edit of `editedId`; `savedId` is the event holding the change (another one after a split). */
  noteEventSaved(editedId: number, savedId: number | undefined) {
    if (savedId !== undefined && savedId !== editedId) this.successors.set(editedId, savedId)
    this.eventSaves += 1
  }

  /** The event that now shows what a detail page of `id` showed (itself unless it was split). */
  successorOf(id: number): number | undefined {
    return this.successors.get(id)
  }

  setViewed(week: Occurrence[], day: Occurrence[]) {
    this.weekEvents = week
    this.dayEvents = day
  }

  setPreferences(weekStartsMonday: boolean, showLunar: boolean) {
    this.weekStartsMonday = weekStartsMonday
    this.showLunar = showLunar
  }
}

/** The schedule centre's store: the event being written, the shown week/day lists, the changed flag. */
export const scheduleFeature = featureStore(() => new ScheduleStore())
