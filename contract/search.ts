import { Type, type Static } from 'typebox'
import { Envelope, Nullable, Page, PageQuery, Text } from './common'
import { defineEndpoint } from './endpoint'
import { SEARCH_KEYWORD_MAX, searchPaths } from './paths/search'

/** The kinds of results (SEARCH_TYPES in paths/search.ts, spelled out so the type stays a union). */
export const SearchTypeSchema = Type.Union([
  Type.Literal('service'),
  Type.Literal('news'),
  Type.Literal('schedule'),
  Type.Literal('task'),
  Type.Literal('person'),
  Type.Literal('announcement'),
])
const Keyword = Text({ minLength: 1, maxLength: SEARCH_KEYWORD_MAX, description: 'what to look for (words, pinyin or initials)' })

export const TitlePiece = Type.Object({ text: Type.String(), hit: Type.Boolean({ description: 'part of the match: show highlighted' }) })
export type TitlePiece = Static<typeof TitlePiece>

export const SearchHit = Type.Object({
  type: SearchTypeSchema,
  id: Type.String({ description: 'id in its source (service id, article id, flow:<id> / todo:<id>, account id)' }),
  title: Type.String(),
  titlePieces: Type.Array(TitlePiece),
  summary: Type.String(),
  link: Type.String({ description: 'page path or web address that opens it; empty for people' }),
  meta: Type.Record(Type.String(), Type.String()),
  category: Type.String({ description: 'column, service type, identity …' }),
  status: Type.String(),
  time: Nullable(Type.String({ description: 'ISO 8601: release, start or due time' })),
})
export type SearchHit = Static<typeof SearchHit>

export const SearchGroup = Type.Object({ type: SearchTypeSchema, name: Type.String(), total: Type.Integer(), items: Type.Array(SearchHit) })
export type SearchGroup = Static<typeof SearchGroup>

export const SearchAllQuery = Type.Object({ keyword: Keyword })
export const SearchAllResult = Type.Object({
  keyword: Type.String(),
  /** True when nothing matched as written and the results come from pinyin or typo matching. */
  approximate: Type.Boolean(),
  groups: Type.Array(SearchGroup),
  /** When nothing is found: hot keywords to try instead. */
  suggestions: Type.Array(Type.String()),
})
export type SearchAllResult = Static<typeof SearchAllResult>

export const SearchTimeRange = Type.Union([Type.Literal('week'), Type.Literal('month'), Type.Literal('year')])
export type SearchTimeRange = Static<typeof SearchTimeRange>

export const SearchTypeQuery = Type.Object({
  ...PageQuery().properties,
  keyword: Keyword,
  type: SearchTypeSchema,
  time: Type.Optional(SearchTimeRange),
  category: Type.Optional(Text({ maxLength: 64, description: 'column / service type (one of the facets)' })),
  status: Type.Optional(Text({ maxLength: 32 })),
})
export type SearchTypeQuery = Static<typeof SearchTypeQuery>

export const Facet = Type.Object({ name: Type.String(), count: Type.Integer() })
export const SearchTypeResult = Type.Object({
  ...Page(SearchHit).properties,
  approximate: Type.Boolean(),
  categories: Type.Array(Facet, { description: 'categories among the matches, before the filters' }),
  statuses: Type.Array(Facet),
})
export type SearchTypeResult = Static<typeof SearchTypeResult>

export const searchEndpoints = {
  searchAll: defineEndpoint(searchPaths.searchAll, { query: SearchAllQuery, response: Envelope(SearchAllResult) }),
  searchType: defineEndpoint(searchPaths.searchType, { query: SearchTypeQuery, response: Envelope(SearchTypeResult) }),
  hotKeywords: defineEndpoint(searchPaths.hotKeywords, { response: Envelope(Type.Array(Type.String())) }),
  myHistory: defineEndpoint(searchPaths.myHistory, { response: Envelope(Type.Array(Type.String())) }),
  clearHistory: defineEndpoint(searchPaths.clearHistory, { response: Envelope(Type.Null()) }),
}
