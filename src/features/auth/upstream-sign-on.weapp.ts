import { serviceBases } from '@/lib/env'
import { buildQuery } from '@/lib/query'
import { openInWebView } from '@/routes/open-link'
import type { LoginFlow } from './login-flow'
import type { UpstreamSignOn } from './types'

/**
 * A web-view cannot hand a cookie back: the school's sign-on completes a hand-off there (its id in the address), and
 * the login page redeems it with the secret only the mini-program holds when it shows again.
 */
export async function startUpstreamSignOn(login: LoginFlow, upstream: UpstreamSignOn, _remembered: string): Promise<void> {
  const handoffId = await login.beginHandoff()
  await openInWebView(`${serviceBases().sso}${upstream.path}?${buildQuery({ handoff: handoffId })}`)
}
