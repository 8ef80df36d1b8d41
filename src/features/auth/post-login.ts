import { parseQuery } from '@/lib/query'
import { nav } from '@/routes/nav'
import { findRoute, routes } from '@/routes/route-table'
import type { RootStore } from '@/stores/root-store'
import { matchReturnEntry, pickAllowed, type Query, type ReturnTarget } from './return-target'

const HOME: ReturnTarget = { path: routes.home.path, query: {} }

/**
 * Where a login made inside the app returns to (spec §2 "Post-login return"): the remembered page
 * when it is one of the configured return entries (only its allowed parameters kept), another page of
 * the app without parameters, and home otherwise. Login pages never count as a destination.
 */
export function postLoginTarget(remembered: string | undefined | null): ReturnTarget {
  if (!remembered) return HOME
  const [rawPath, search = ''] = remembered.split('?')
  const path = rawPath.replace(/^\//, '')
  const route = findRoute(path)
  if (!route || route.path.startsWith('pages/login/') || route.path === routes.entry.path) return HOME
  const query = parseQuery(search) as Query
  const entry = matchReturnEntry(route.path, query)
  if (entry) return { path: entry.path, query: pickAllowed(entry, query) }
  return { path: route.path, query: {} }
}

/** After a successful login: start the signed-in app at the remembered page (taken once) or home. */
export async function finishLogin(store: RootStore): Promise<void> {
  const target = postLoginTarget(store.loginRedirect.take())
  const route = findRoute(target.path) ?? routes.home
  await nav.relaunch(route, target.query)
}
