/**
 * Arrow keys in NutUI's month calendar (H5), as in a date grid: ← and → move the focus a day, ↑ and ↓ a week, across
 * the months the calendar shows. Each month's grid starts with the previous month's last days as greyed filler
 * cells; they are passed over, so the focus always lands on a day of its own month. Enter then chooses the day
 * (keyboard-access.h5.ts).
 */
const STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }
const DAY = '.nut-calendar-day'

/** The calendar's days in date order, each once: per month, the cells from the one numbered 1 on. */
function daysInOrder(calendar: Element): HTMLElement[] {
  const days: HTMLElement[] = []
  for (const month of Array.from(calendar.querySelectorAll('.nut-calendar-days'))) {
    const cells = Array.from(month.querySelectorAll<HTMLElement>(DAY))
    const first = cells.findIndex((cell) => cell.querySelector('.nut-calendar-day-day')?.textContent?.trim() === '1')
    if (first >= 0) days.push(...cells.slice(first))
  }
  return days
}

/** Moves the focus for an arrow key pressed on a calendar day; true when it did. */
export function moveCalendarFocus(event: KeyboardEvent): boolean {
  const step = STEPS[event.key]
  const target = event.target
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false
  if (!(target instanceof HTMLElement) || !target.matches(DAY)) return false
  const calendar = target.closest('.nut-calendar-content') ?? target.closest('.nut-calendar')
  if (!calendar) return false
  const days = daysInOrder(calendar)
  const from = days.indexOf(target)
  const next = from >= 0 ? days[from + step] : undefined
  // At either end of the months shown the focus stays; the key still must not scroll the page.
  event.preventDefault()
  if (!next) return true
  next.focus()
  return true
}
