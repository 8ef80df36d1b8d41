/**
 * Reads the `url` parameter. The address is URI-encoded before it becomes a query value (which is
 * encoded again), and routers differ in how often they decode it: decode until it reads as an
 * address (at most three times).
 */
export function decodeUrlParam(raw: string | undefined): string {
  let text = (raw ?? '').trim()
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(text) && !/^(https?:\/\/|\/)/i.test(text); i += 1) {
    try {
      text = decodeURIComponent(text).trim()
    } catch {
      break
    }
  }
  return text
}
