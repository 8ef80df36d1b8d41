import type { FastifyRequest } from 'fastify'
import type { UpstreamSignOns } from '@contract/auth'
import { BASES } from '@contract/bases'
import type { IdentityConfig, ServerConfig } from '../../../config'
import type { Database } from '../../../db/client'
import { signOnSettings } from '../sign-on-settings'
import { publicOrigin } from '../../portal/portal-settings'
import type { UpstreamOrigin } from '../../../sso/sessions'
import { casLogoutUrl } from './cas'
import type { UpstreamKind } from './flow'
import { oidcSignOutUrl } from './oidc'

export const UPSTREAM_BASE = '/cas/upstream'
export const UPSTREAM_LABEL = '统一身份认证登录'

/** Where the school's sign-on sends the browser back: register these at the provider / CAS server. */
export const upstreamPaths = {
  oidcCallback: `${UPSTREAM_BASE}/oidc/callback`,
  casCallback: `${UPSTREAM_BASE}/cas/callback`,
  signedOut: `${UPSTREAM_BASE}/signed-out`,
} as const

export const portalOrigin = (request: FastifyRequest, config: Pick<ServerConfig, 'publicOrigin'>): string =>
  publicOrigin(request, config.publicOrigin)

/** The school's sign-on a fresh visit goes straight to: the one students (else teachers) use, if it is connected. */
export function preferredUpstream(identity: IdentityConfig): UpstreamKind | undefined {
  for (const code of ['student', 'teacher'] as const) {
    const method = identity.methods[code]
    if (method === 'oidc' && identity.oidc) return 'oidc'
    if (method === 'cas' && identity.cas) return 'cas'
  }
  return undefined
}

/** The 统一身份认证登录 links of the login page (one per connected upstream), keeping the deep link. */
export function upstreamLinks(
  identity: IdentityConfig,
  service: string | undefined,
  options: { only?: UpstreamKind; renew?: boolean } = {},
): Array<{ href: string; label: string }> {
  const { only, renew } = options
  const query = new URLSearchParams({ ...(service ? { service } : {}), ...(renew ? { renew: '1' } : {}) }).toString()
  const kinds = (['oidc', 'cas'] as const).filter((kind) => identity[kind] && (!only || only === kind))
  return kinds.map((kind) => ({
    href: `${UPSTREAM_BASE}/${kind}${query ? `?${query}` : ''}`,
    label: kinds.length > 1 ? `${UPSTREAM_LABEL}（${kind === 'oidc' ? 'OpenID' : 'CAS'}）` : UPSTREAM_LABEL,
  }))
}

/**
 * Where to continue signing out when the ended session came from the school's sign-on (its end-session endpoint or
 * its CAS logout), returning to `/cas/upstream/signed-out` with the service; undefined when there is nowhere to go.
 */
export async function upstreamSignOut(
  request: FastifyRequest,
  owner: { db: Database; config: ServerConfig },
  upstream: UpstreamOrigin,
  service: string | undefined,
): Promise<string | undefined> {
  const back = `${portalOrigin(request, owner.config)}${upstreamPaths.signedOut}`
  const { oidc, cas, upstreamTimeoutMs } = await signOnSettings(owner)
  if (upstream.kind === 'oidc' && oidc) return (await oidcSignOutUrl(oidc, upstreamTimeoutMs, upstream.idToken, back, service))?.href
  if (upstream.kind === 'cas' && cas) return casLogoutUrl(cas, service ? `${back}?state=${encodeURIComponent(service)}` : back)
  return undefined
}

/**
 * What the client's login pages may offer as 统一身份认证登录 (GET /login/upstreams): the connected upstreams, the
 * identities that must use each and the one a fresh /cas/login goes to; never a secret. Paths are on the sso base.
 */
export function availableUpstreams(identity: IdentityConfig): UpstreamSignOns {
  const links = upstreamLinks(identity, undefined)
  const upstreams = links.map((link) => {
    const kind = link.href.slice(UPSTREAM_BASE.length + 1) as UpstreamKind
    const identities = (Object.keys(identity.methods) as Array<keyof IdentityConfig['methods']>).filter(
      (code) => identity.methods[code] === kind,
    )
    return { kind, label: link.label, path: link.href.slice(BASES.sso.length), identities }
  })
  const preferred = preferredUpstream(identity)
  return { available: upstreams.length > 0, ...(preferred ? { preferred } : {}), upstreams }
}
