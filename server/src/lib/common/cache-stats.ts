/** Hits and misses of one in-memory cache since the process started (read by /metrics). */
export class CacheStats {
  hits = 0
  misses = 0
}
