/**
 * The `data` parameter of a news share link (pagesA/news/midTrans): which article, in which column,
 * and who shared it. Encoded as URI-encoded JSON so that it survives being a query value of a link
 * that is itself put into other links (the host app and WeChat re-encode links they pass on).
 */
export interface NewsSharePayload {
  id: string
  columnId?: string
  title?: string
  /** Account name of the sharer (spec §3 service item `inviter`). */
  inviter?: string
}

export function encodeSharePayload(payload: NewsSharePayload): string {
  const clean: Record<string, string> = { id: String(payload.id) }
  if (payload.columnId != null && payload.columnId !== '') clean.columnId = String(payload.columnId)
  if (payload.title) clean.title = payload.title
  if (payload.inviter) clean.inviter = payload.inviter
  return encodeURIComponent(JSON.stringify(clean))
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function tryDecode(text: string): string | undefined {
  try {
    const decoded = decodeURIComponent(text)
    return decoded === text ? undefined : decoded
  } catch {
    return undefined
  }
}

const asText = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined

/**
 * Reads a payload however many times it was URI-encoded on the way (at most 3); null when it is not
 * a JSON object with an article id.
 */
export function decodeSharePayload(raw: string | null | undefined): NewsSharePayload | null {
  let text = (raw ?? '').trim()
  for (let round = 0; round < 4 && text; round += 1) {
    const parsed = tryJson(text)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const o = parsed as Record<string, unknown>
      const id = asText(o.id)
      if (!id) return null
      return {
        id,
        columnId: asText(o.columnId),
        title: asText(o.title),
        inviter: asText(o.inviter),
      }
    }
    const next = tryDecode(text)
    if (next === undefined) return null
    text = next.trim()
  }
  return null
}
