/**
 * Shares one request among callers that ask within `windowMs` of each other: at start the app shell and
 * the home tab both read the portal configuration, which was two identical requests each on first load.
 * A failed request is not shared with later callers.
 */
export function shareRecent<T>(load: () => Promise<T>, windowMs = 3000, now: () => number = Date.now): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null
  return () => {
    if (last && now() - last.at < windowMs) return last.value
    const entry = { at: now(), value: load() }
    last = entry
    entry.value.catch(() => {
      if (last === entry) last = null
    })
    return entry.value
  }
}
