import { cache } from '@/lib/cache'
import type { PersonRef } from './types'

/** The personal to-do being written, shared by addtodo and its pickers (addExecutor, addReminderTime). */
export interface TodoDraft {
  executors: PersonRef[]
  /** ISO times. */
  reminderTimes: string[]
}

export const TODO_DRAFT_KEY = 'personalTodo_draft'

export function readTodoDraft(): TodoDraft {
  const d = cache.get<Partial<TodoDraft> | null>(TODO_DRAFT_KEY, null)
  return {
    executors: Array.isArray(d?.executors) ? d!.executors.filter((p) => p && typeof p.username === 'string') : [],
    reminderTimes: Array.isArray(d?.reminderTimes) ? d!.reminderTimes.filter((t) => typeof t === 'string') : [],
  }
}

export function writeTodoDraft(patch: Partial<TodoDraft>): TodoDraft {
  const next = { ...readTodoDraft(), ...patch }
  cache.set(TODO_DRAFT_KEY, next)
  return next
}

export function clearTodoDraft(): void {
  cache.remove(TODO_DRAFT_KEY)
}

/** Reminder times sorted, without duplicates (same minute). */
export function normaliseReminders(times: readonly string[]): string[] {
  const byMinute = new Map<number, string>()
  for (const t of times) {
    const ms = new Date(t).getTime()
    if (!Number.isNaN(ms)) byMinute.set(Math.floor(ms / 60000), new Date(Math.floor(ms / 60000) * 60000).toISOString())
  }
  return [...byMinute.entries()].sort((a, b) => a[0] - b[0]).map(([, iso]) => iso)
}
