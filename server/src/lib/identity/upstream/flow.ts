import type { FastifyReply, FastifyRequest } from 'fastify'
import type { LoginHandles } from '../../auth/login-handles'
import { constantTimeEqual } from '../../common/secrets'
import { UpstreamRefused } from './failures'

const FLOW_COOKIE = 'upstream_flow'
const FLOW_PATH = '/cas/upstream'
/** How long a person may spend at the school's sign-on page before the portal forgets the sign-in it started. */
export const FLOW_TTL_SECONDS = 600

export type UpstreamKind = 'oidc' | 'cas'

export interface FlowData {
  kind: UpstreamKind
  /** The deep link the sign-in started from (already checked against the allowed hosts). */
  service?: string
  codeVerifier?: string
  nonce?: string
  /** The mini-program's hand-off this sign-in completes (instead of a portal session in the web-view). */
  handoff?: string
}

/**
 * Starts a sign-in at the school's sign-on: what the callback must check is kept server-side (a single-use login
 * handle) and the handle, which is also the OAuth `state`, goes to this browser only, in a signed cookie.
 */
export async function beginFlow(handles: LoginHandles, request: FastifyRequest, reply: FastifyReply, data: FlowData): Promise<string> {
  const handle = await handles.create('upstream', FLOW_TTL_SECONDS, { ...data })
  reply.setCookie(FLOW_COOKIE, handle, {
    path: FLOW_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    signed: true,
    maxAge: FLOW_TTL_SECONDS,
  })
  return handle
}

/**
 * Spends the flow this browser started. `state` (OIDC) must equal the cookie's handle; a flow already spent
 * (a replayed callback) or started by another browser is refused.
 */
export async function takeFlow(
  handles: LoginHandles,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: UpstreamKind,
  state?: string,
): Promise<FlowData & { handle: string }> {
  const raw = request.cookies[FLOW_COOKIE]
  const unsigned = raw ? request.unsignCookie(raw) : undefined
  reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH })
  const handle = unsigned?.valid ? (unsigned.value ?? '') : ''
  if (!handle) throw new UpstreamRefused('浏览器没有带回登录流程（登录已超时，或回调不是由本浏览器发起的）')
  if (state !== undefined && !constantTimeEqual(handle, state)) throw new UpstreamRefused('state 与本浏览器发起的登录不一致')
  const data = await handles.consume(handle, 'upstream')
  if (!data) throw new UpstreamRefused('登录流程已使用或已过期（回调被重复提交）')
  if (data.kind !== kind) throw new UpstreamRefused('回调与发起的登录方式不一致')
  return { ...(data as unknown as FlowData), handle }
}
