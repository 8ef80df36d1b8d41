import { useEffect, useState } from 'react'
import type { ServiceCard } from '@contract/services'
import type { SearchHit as IndexHit } from '@contract/search'
import { errorText } from '@/components/errors'
import { searchType } from '@/features/search/api'
import { keywordProblem } from '@/features/search/search-types'
import type { Highlight, SearchHit } from '@/features/services/service-search'

/** Pause after the last keystroke before asking the server (typing 成绩查询 is one search, not four). */
const TYPING_PAUSE_MS = 300
const RESULT_COUNT = 50

/** The highlighted pieces of a title as the ranges of characters (code points, as highlightParts counts) ServiceRow marks. */
export function piecesToHighlight(pieces: IndexHit['titlePieces']): Highlight {
  const ranges: Highlight = []
  let at = 0
  for (const piece of pieces) {
    const length = [...piece.text].length
    if (piece.hit) ranges.push([at, at + length])
    at += length
  }
  return ranges
}

/**
 * The search service's service results in its order, as rows of my catalogue: a service I cannot see (not in my
 * catalogue for my identity) is left out.
 */
export function hitsInCatalogue(found: IndexHit[], catalogue: readonly ServiceCard[]): SearchHit[] {
  const byId = new Map(catalogue.map((service) => [String(service.serviceId), service]))
  return found.flatMap((hit, rank) => {
    const service = byId.get(hit.id)
    return service ? [{ service, highlight: piecesToHighlight(hit.titlePieces), rank }] : []
  })
}

export type ServiceSearchState =
  | { status: 'idle' }
  | { status: 'loading'; keyword: string }
  | { status: 'done'; keyword: string; hits: SearchHit[] }
  | { status: 'refused'; keyword: string; message: string }

/** Searches services through the global search service (words, pinyin, initials, typos, synonyms) as the user types. */
export function useServiceSearch(query: string, catalogue: readonly ServiceCard[] | undefined): ServiceSearchState {
  const [state, setState] = useState<ServiceSearchState>({ status: 'idle' })
  const keyword = query.trim()
  useEffect(() => {
    if (!keyword || !catalogue) return void setState({ status: 'idle' })
    const problem = keywordProblem(keyword)
    if (problem) return void setState({ status: 'refused', keyword, message: problem })
    let live = true
    setState({ status: 'loading', keyword })
    const timer = setTimeout(() => {
      searchType({ keyword, type: 'service', pageNum: 1, pageSize: RESULT_COUNT })
        .then((result) => live && setState({ status: 'done', keyword, hits: hitsInCatalogue(result.items, catalogue) }))
        .catch((error: unknown) => live && setState({ status: 'refused', keyword, message: errorText(error, '搜索失败，请稍后重试') }))
    }, TYPING_PAUSE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [keyword, catalogue])
  return state
}
