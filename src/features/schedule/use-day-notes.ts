import { useEffect, useState } from 'react'
import type { DayNote } from '@contract/schedule'
import { getDayNotes } from './api'

const NONE = new Map<string, DayNote>()

/**
 * The month calendar's notes for [start, end], from the server (the lunar and holiday tables stay out of the
 * mini-program's main package). Empty while off, loading or failed: the calendar then shows dates only.
 */
export function useDayNotes(start: string, end: string, enabled: boolean): Map<string, DayNote> {
  const [notes, setNotes] = useState(NONE)
  useEffect(() => {
    if (!enabled) {
      setNotes(NONE)
      return
    }
    let current = true
    getDayNotes(start, end).then(
      (list) => current && setNotes(new Map(list.map((note) => [note.day, note]))),
      () => current && setNotes(NONE),
    )
    return () => {
      current = false
    }
  }, [start, end, enabled])
  return notes
}
