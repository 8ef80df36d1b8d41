import type { ServiceCard } from '@contract/services'

/** Character ranges [start, end) of the name to highlight. */
export type Highlight = [number, number][]

/** A service found by the search service, with the characters of its name that matched. */
export interface SearchHit {
  service: ServiceCard
  highlight: Highlight
  /** Its place in the search service's ranking (lower is better). */
  rank: number
}

/** The name cut into plain and highlighted parts. */
export function highlightParts(name: string, highlight: Highlight): { text: string; hit: boolean }[] {
  const chars = Array.from(name)
  const parts: { text: string; hit: boolean }[] = []
  chars.forEach((ch, i) => {
    const hit = highlight.some(([start, end]) => i >= start && i < end)
    const last = parts[parts.length - 1]
    if (last && last.hit === hit) last.text += ch
    else parts.push({ text: ch, hit })
  })
  return parts
}
