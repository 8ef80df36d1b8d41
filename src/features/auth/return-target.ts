import { allRoutes, findRoute, routes, type RouteDef } from '@/routes/route-table'

export type Query = Record<string, string>

/** Marker the login round trip carries so the app knows a return target was requested. */
export const RETURN_TARGET_PARAM = 'returnTarget'

/** Spec §2 "Post-login return": the pages a login may return to, each with its trigger parameter. */
export const returnEntries: readonly RouteDef[] = allRoutes.filter((r) => r.allowedParams && r.returnWhen)

export function pickAllowed(route: RouteDef, query: Query): Query {
  const out: Query = {}
  for (const name of route.allowedParams ?? []) {
    if (query[name] !== undefined && query[name] !== '') out[name] = query[name]
  }
  return out
}

/** The configured entry that applies to this address: its path matches and its parameter is present. */
export function matchReturnEntry(path: string, query: Query): RouteDef | undefined {
  const route = findRoute(path)
  if (!route || !returnEntries.includes(route)) return undefined
  return query[route.returnWhen!] !== undefined && query[route.returnWhen!] !== '' ? route : undefined
}

export interface ReturnTarget {
  path: string
  query: Query
}

/**
 * Spec §4 "After token": with returnTarget 'true' and a matching entry, return there with only the
 * allowed parameters; otherwise go home. Matching needs both the path and returnTarget.
 */
export function afterTokenTarget(path: string, query: Query): ReturnTarget {
  const entry = query[RETURN_TARGET_PARAM] === 'true' ? matchReturnEntry(path, query) : undefined
  if (!entry) return { path: routes.home.path, query: {} }
  return { path: entry.path, query: pickAllowed(entry, query) }
}

/** A hook that may substitute the page (and its parameters) a signed-out user returns to. */
export type PreLoginHandler = (target: ReturnTarget) => ReturnTarget | undefined

/**
 * Spec §4 "After token", no token: a matching entry returns to that path plus all present
 * parameters (before login every parameter is carried); a pre-login handler may substitute;
 * otherwise home.
 */
export function beforeLoginTarget(path: string, query: Query, handler?: PreLoginHandler): ReturnTarget {
  const entry = matchReturnEntry(path, query)
  const target = entry ? { path: entry.path, query: withoutMarker(query) } : { path: routes.home.path, query: {} }
  return handler?.(target) ?? target
}

function withoutMarker(query: Query): Query {
  const { [RETURN_TARGET_PARAM]: _drop, ticket: _ticket, ...rest } = query
  return rest
}
