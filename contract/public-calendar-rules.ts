// Public calendars (公共日历: 校历, 考试周 …) in the operator console; plain values (the console bundles this file).

/** draft: only the console sees it; published: listed in the schedule centre, subscribable; withdrawn: hidden again. */
export const CALENDAR_STATES = ['draft', 'published', 'withdrawn'] as const
export type CalendarState = (typeof CALENDAR_STATES)[number]

export const CALENDAR_STATE_LABELS: Record<CalendarState, string> = {
  draft: '草稿',
  published: '已发布',
  withdrawn: '已撤回',
}
