import { serviceBases } from '@/lib/env'
import { buildQuery } from '@/lib/query'
import type { LoginFlow } from './login-flow'
import { postLoginTarget } from './post-login'
import { RETURN_TARGET_PARAM } from './return-target'
import type { UpstreamSignOn } from './types'

/**
 * The address the school's sign-on returns to with a ticket: the page the post-login rules pick, marked with
 * returnTarget so the ticket handling keeps it (configured entries, their allowed parameters) or goes home.
 */
export function upstreamReturnAddress(origin: string, remembered: string): string {
  const target = postLoginTarget(remembered)
  return `${origin}/${target.path}?${buildQuery({ ...target.query, [RETURN_TARGET_PARAM]: 'true' })}`
}

/** The browser goes to `/cas/upstream/<kind>?service=…`; it comes back signed in through the usual ticket handling. */
export async function startUpstreamSignOn(login: LoginFlow, upstream: UpstreamSignOn, remembered: string): Promise<void> {
  if (!login.agreed) throw new Error('请先阅读并同意《用户协议》和《隐私政策》')
  const service = upstreamReturnAddress(window.location.origin, remembered)
  window.location.assign(`${serviceBases().sso}${upstream.path}?${buildQuery({ service })}`)
}
