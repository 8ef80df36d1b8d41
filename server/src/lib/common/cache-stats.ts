/** Hits and misses of one in-memory cache since the process started (read by /metrics). */
export class CacheStats {
  hits = 0
  misses = 0
  /** Kept answers confirmed by a cheaper read instead of being made again (the month view's fingerprint check). */
  revalidated = 0
}
