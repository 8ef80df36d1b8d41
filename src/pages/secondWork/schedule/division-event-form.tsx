import { useMemo } from 'react'
import type { DivisionCalendar } from '@contract/division'
import { createDivisionEvent, editDivisionEvent, fetchDivisionWeek, fetchMyDivisions } from '@/features/division/api'
import { pickDivision } from '@/features/division/current-division'
import { weekStart, weekWindow } from '@/features/division/division-week'
import { EventForm, type EventFormSource } from '@/features/schedule/components/event-form'
import { portalNow } from '@/lib/portal-time'

/**
 * The division as its schedule editor writes into it: the division, the calendars its workbench shows (unpublished
 * ones included for editors) and whether the caller may write at all.
 */
export async function divisionForEditing(code: string | undefined) {
  const division = pickDivision(await fetchMyDivisions(), code)
  if (!division) return { division: undefined, calendars: [], canEdit: false }
  const week = await fetchDivisionWeek({ code: division.code, ...weekWindow(weekStart(portalNow().toDate())) })
  return { division, calendars: week.calendars, canEdit: week.canEdit }
}

/** The schedule centre's event form on the division's calendars, saving through the division's own calls. */
export function DivisionEventForm({ calendars }: { calendars: DivisionCalendar[] }) {
  const source = useMemo<EventFormSource>(
    () => ({ calendars: async () => calendars, create: createDivisionEvent, edit: editDivisionEvent }),
    [calendars],
  )
  return <EventForm source={source} />
}
