export type ArrayFormat = 'indices' | 'brackets' | 'repeat' | 'comma'

export type QueryScalar = string | number | boolean | Date | null | undefined
export type QueryValue = QueryScalar | readonly QueryValue[] | { readonly [key: string]: QueryValue }
export type QueryParams = { readonly [key: string]: QueryValue }

export interface BuildQueryOptions {
  /** How arrays are written: `a[0]=1&a[1]=2` (default), `a[]=1&a[]=2`, `a=1&a=2` or `a=1,2`. */
  arrayFormat?: ArrayFormat
  /** Keep empty strings (a form body may clear a field); undefined and null are still dropped. */
  keepEmptyStrings?: boolean
}

export type ParsedQuery = Record<string, string | string[]>

/** Spec §5: empty strings, undefined and null are left out of a query. */
function isDropped(value: QueryValue, keepEmptyStrings = false): boolean {
  return (value === '' && !keepEmptyStrings) || value === null || value === undefined
}

function scalarText(value: QueryScalar): string {
  if (value instanceof Date) return value.toISOString()
  return String(value)
}

function encodeKey(key: string): string {
  // Brackets stay readable (`a[0]`); every other reserved character is escaped.
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']')
}

function isPlainObject(value: unknown): value is { readonly [key: string]: QueryValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

interface Writer {
  format: ArrayFormat
  keepEmptyStrings: boolean
}

function appendPairs(pairs: string[], key: string, value: QueryValue, writer: Writer): void {
  const { format, keepEmptyStrings } = writer
  if (isDropped(value, keepEmptyStrings)) return
  if (Array.isArray(value)) {
    const items = (value as readonly QueryValue[]).filter((item) => !isDropped(item, keepEmptyStrings))
    if (format === 'comma' && items.every((item) => !Array.isArray(item) && !isPlainObject(item))) {
      if (items.length > 0) {
        pairs.push(`${encodeKey(key)}=${items.map((item) => encodeURIComponent(scalarText(item as QueryScalar))).join(',')}`)
      }
      return
    }
    items.forEach((item, index) => {
      const itemKey = format === 'repeat' || format === 'comma' ? key : format === 'brackets' ? `${key}[]` : `${key}[${index}]`
      appendPairs(pairs, itemKey, item, writer)
    })
    return
  }
  if (isPlainObject(value)) {
    for (const [childKey, childValue] of Object.entries(value)) appendPairs(pairs, `${key}[${childKey}]`, childValue, writer)
    return
  }
  pairs.push(`${encodeKey(key)}=${encodeURIComponent(scalarText(value as QueryScalar))}`)
}

/** A query string without the leading `?`; nested objects use `a[b]=c`. */
export function buildQuery(params: QueryParams | null | undefined, options: BuildQueryOptions = {}): string {
  const writer: Writer = { format: options.arrayFormat ?? 'indices', keepEmptyStrings: options.keepEmptyStrings ?? false }
  const pairs: string[] = []
  for (const [key, value] of Object.entries(params ?? {})) appendPairs(pairs, key, value, writer)
  return pairs.join('&')
}

interface SplitUrl {
  base: string
  search: string
  hash: string
}

/** `base?search#hash`, where search and hash exclude their `?`/`#`. */
function splitUrl(url: string): SplitUrl {
  const hashAt = url.indexOf('#')
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url
  const hash = hashAt >= 0 ? url.slice(hashAt + 1) : ''
  const queryAt = beforeHash.indexOf('?')
  return queryAt >= 0
    ? { base: beforeHash.slice(0, queryAt), search: beforeHash.slice(queryAt + 1), hash }
    : { base: beforeHash, search: '', hash }
}

function joinUrl({ base, search, hash }: SplitUrl, hadHash: boolean): string {
  return base + (search ? `?${search}` : '') + (hadHash ? `#${hash}` : '')
}

/** Adds params to a URL's query, before any `#fragment`. */
export function appendQuery(url: string, params: QueryParams | null | undefined, options: BuildQueryOptions = {}): string {
  const extra = buildQuery(params, options)
  if (!extra) return url
  const parts = splitUrl(url)
  const existing = parts.search.replace(/&+$/, '')
  return joinUrl({ ...parts, search: existing ? `${existing}&${extra}` : extra }, url.includes('#'))
}

function safeDecode(text: string): string {
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

function addParsed(result: ParsedQuery, key: string, value: string, forceArray: boolean): void {
  const current = result[key]
  if (current === undefined) result[key] = forceArray ? [value] : value
  else result[key] = Array.isArray(current) ? [...current, value] : [current, value]
}

/**
 * Reads `?a=1&b=2`, `a=1` or a whole URL's query (a URL or path without `?` has none). Repeated keys and `a[]`/`a[0]` keys become
 * arrays; malformed escapes are kept as written.
 */
export function parseQuery(search: string | null | undefined): ParsedQuery {
  const result: ParsedQuery = {}
  if (!search) return result
  const withoutHash = search.split('#')[0]
  const queryAt = withoutHash.indexOf('?')
  if (queryAt < 0 && /^\/|:\/\//.test(withoutHash)) return result
  const query = queryAt >= 0 ? withoutHash.slice(queryAt + 1) : withoutHash
  for (const pair of query.split('&')) {
    if (!pair) continue
    const equalsAt = pair.indexOf('=')
    const rawKey = safeDecode(equalsAt >= 0 ? pair.slice(0, equalsAt) : pair)
    const value = equalsAt >= 0 ? safeDecode(pair.slice(equalsAt + 1)) : ''
    if (!rawKey) continue
    const arrayKey = /^(.+)\[\d*\]$/.exec(rawKey)
    addParsed(result, arrayKey ? arrayKey[1] : rawKey, value, Boolean(arrayKey))
  }
  return result
}

function withoutParams(query: string, names: ReadonlySet<string>): string {
  return query
    .split('&')
    .filter((pair) => {
      if (!pair) return false
      const rawKey = safeDecode(pair.split('=')[0])
      return !names.has(rawKey.replace(/\[\d*\]$/, ''))
    })
    .join('&')
}

/**
 * Removes the named params from the query and from a hash-router query (`#/path?x=1`), keeping
 * every other param, their order and the fragment.
 */
export function removeQueryParams(url: string, names: readonly string[]): string {
  const nameSet = new Set(names)
  const parts = splitUrl(url)
  let hash = parts.hash
  const hashQueryAt = hash.indexOf('?')
  if (hashQueryAt >= 0) {
    const hashQuery = withoutParams(hash.slice(hashQueryAt + 1), nameSet)
    hash = hash.slice(0, hashQueryAt) + (hashQuery ? `?${hashQuery}` : '')
  }
  return joinUrl({ base: parts.base, search: withoutParams(parts.search, nameSet), hash }, url.includes('#'))
}
