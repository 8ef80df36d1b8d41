import type { ServiceCard } from '@contract/services'

/** Character ranges [start, end) of the name to highlight. */
export type Highlight = [number, number][]

export interface SearchHit {
  service: ServiceCard
  highlight: Highlight
  /** Lower is better: name, pinyin initials, full pinyin, keywords, provider. */
  rank: number
}

/** Where a letters-only query matches the name's pinyin: initials ("cjcx") or full syllables ("chengji"). */
function pinyinRange(spelling: readonly string[], q: string): [number, number] | null {
  const initials = spelling.map((s) => s.charAt(0)).join('')
  const at = initials.indexOf(q)
  if (at >= 0) return [at, at + q.length]
  // Full pinyin from the start of a character, possibly ending inside the last syllable ("chengj").
  for (let start = 0; start < spelling.length; start++) {
    let rest = q
    let end = start
    while (rest && end < spelling.length) {
      const syllable = spelling[end]!
      if (rest.startsWith(syllable)) rest = rest.slice(syllable.length)
      else if (syllable.startsWith(rest)) rest = ''
      else break
      end++
    }
    if (!rest && end > start) return [start, end]
  }
  return null
}

/**
 * Services matching a query by name, pinyin (initials or full), keywords or provider, best first;
 * each hit says which characters of the name matched.
 */
export function searchServices(services: readonly ServiceCard[], query: string): SearchHit[] {
  const q = query.trim().toLowerCase()
  if (!q) return []
  const letters = /^[a-z]+$/.test(q)
  const hits: SearchHit[] = []
  for (const service of services) {
    const name = service.serviceName.toLowerCase()
    const at = name.indexOf(q)
    if (at >= 0) {
      hits.push({ service, highlight: [[at, at + q.length]], rank: 0 })
      continue
    }
    const range = letters ? pinyinRange(service.nameSpelling, q) : null
    if (range) {
      hits.push({ service, highlight: [range], rank: 1 })
      continue
    }
    if (service.keywords.toLowerCase().includes(q) || (service.desc ?? '').toLowerCase().includes(q)) {
      hits.push({ service, highlight: [], rank: 2 })
      continue
    }
    if (service.serviceSource.toLowerCase().includes(q)) hits.push({ service, highlight: [], rank: 3 })
  }
  return hits.sort((a, b) => a.rank - b.rank)
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
