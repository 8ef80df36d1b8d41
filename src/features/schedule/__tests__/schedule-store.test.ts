import { NO_REPEAT } from '../repeat'
import { ScheduleStore, type EventDraft } from '../schedule-store'

const draft = (start: string, end: string): EventDraft => ({
  calendarId: 1,
  title: '组会',
  allDay: false,
  start,
  end,
  timeZone: 'Asia/Shanghai',
  location: '',
  notes: '',
  repeat: NO_REPEAT,
  reminders: [],
  attendees: [],
})

describe('moving the start of a draft', () => {
  it('moves the end with it, keeping the length, also when the new start is before the old end', () => {
    const store = new ScheduleStore()
    store.startDraft(draft('2026-11-02 09:00', '2026-11-02 10:30'))
    store.moveStart('2026-11-02 09:30')
    expect([store.draft!.start, store.draft!.end]).toEqual(['2026-11-02 09:30', '2026-11-02 11:00'])
    store.moveStart('2026-11-03 23:00')
    expect([store.draft!.start, store.draft!.end]).toEqual(['2026-11-03 23:00', '2026-11-04 00:30'])
  })

  it('an end before the start becomes an hour after the new start', () => {
    const store = new ScheduleStore()
    store.startDraft(draft('2026-11-02 09:00', '2026-11-02 08:00'))
    store.moveStart('2026-11-02 14:00')
    expect(store.draft!.end).toBe('2026-11-02 15:00')
  })
})

describe('saved edits', () => {
  it('count up, and a split series names the event that now holds the edited occurrence', () => {
    const store = new ScheduleStore()
    store.noteEventSaved(7, 7)
    expect([store.eventSaves, store.successorOf(7)]).toEqual([1, undefined])
    store.noteEventSaved(7, 9)
    expect([store.eventSaves, store.successorOf(7)]).toEqual([2, 9])
  })
})
