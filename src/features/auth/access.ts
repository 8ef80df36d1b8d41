import { findRoute } from '@/routes/route-table'

/** Pages that open without a token: public ones always, share pages with noLogin=1, login pages. */
export function needsLogin(path: string, query: Record<string, string | undefined>): boolean {
  const clean = path.replace(/^\//, '')
  if (clean.startsWith('pages/login/')) return false
  const route = findRoute(clean)
  if (!route) return true
  if (route.access === 'public') return false
  if (route.access === 'noLoginParam') return query.noLogin !== '1'
  return true
}
