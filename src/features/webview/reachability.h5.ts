/**
 * An iframe reports no error for an unreachable cross-origin page, so the address is tried first: a
 * no-cors request resolves (opaque) for any server that answers and rejects only when nothing does.
 */
export async function isReachable(url: string, timeoutMs = 8000): Promise<boolean> {
  if (typeof fetch !== 'function') return true
  const controller = typeof AbortController === 'function' ? new AbortController() : undefined
  const timer = setTimeout(() => controller?.abort(), timeoutMs)
  try {
    await fetch(url, { method: 'GET', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: controller?.signal })
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
