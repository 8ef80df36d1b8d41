import { cache } from '@/lib/cache'

const KEY = 'service_search_history'
const MAX = 10

/** The user's last searches in the service centre, newest first (kept on the device). */
export const searchHistory = {
  read: (): string[] => cache.get<string[]>(KEY, []).filter((item) => typeof item === 'string'),
  add(keyword: string): string[] {
    const word = keyword.trim()
    if (!word) return searchHistory.read()
    const next = [word, ...searchHistory.read().filter((item) => item !== word)].slice(0, MAX)
    cache.set(KEY, next)
    return next
  },
  clear(): void {
    cache.remove(KEY)
  },
}
