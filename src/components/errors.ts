/** What to show the user for a failed call: the server's message when it sent one, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim()) return error
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; msg?: unknown; errMsg?: unknown; data?: { message?: unknown } }
    for (const candidate of [e.data?.message, e.message, e.msg, e.errMsg]) {
      if (typeof candidate === 'string' && candidate.trim()) return candidate
    }
  }
  return fallback
}

/** A 404 from the request layer (`status`/`statusCode`/`code` 404) or an error marked `kind: 'not-found'`. */
export function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const e = error as { status?: unknown; statusCode?: unknown; code?: unknown; kind?: unknown }
  return e.kind === 'not-found' || e.status === 404 || e.statusCode === 404 || e.code === 404
}
