import type { CasUpstreamConfig } from '../../../config'
import { isNetworkFailure, UpstreamRefused, UpstreamUnavailable, withDeadline } from './failures'

export const casLoginUrl = (settings: CasUpstreamConfig, service: string, renew = false): string =>
  `${settings.url}/login?service=${encodeURIComponent(service)}${renew ? '&renew=true' : ''}`

export const casLogoutUrl = (settings: CasUpstreamConfig, service: string): string =>
  `${settings.url}/logout?service=${encodeURIComponent(service)}`

const unescapeXml = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&')

const TAG = (name: string) => `<(?:[\\w-]+:)?${name}\\b[^>]*>`
const END = (name: string) => `</(?:[\\w-]+:)?${name}>`

export type CasValidation =
  | { ok: true; user: string; attributes: Record<string, string[]> }
  | { ok: false; code: string; description: string }

/** Reads a CAS 3.0 serviceValidate answer (XML): the user and its attributes, or the failure's code. */
export function parseServiceResponse(xml: string): CasValidation {
  const failure = new RegExp(`${TAG('authenticationFailure')}([\\s\\S]*?)${END('authenticationFailure')}`).exec(xml)
  if (failure) {
    const code = /code\s*=\s*"([^"]*)"/.exec(failure[0])?.[1] ?? 'UNKNOWN'
    return { ok: false, code, description: unescapeXml((failure[1] ?? '').trim()) }
  }
  const success = new RegExp(`${TAG('authenticationSuccess')}([\\s\\S]*?)${END('authenticationSuccess')}`).exec(xml)?.[1]
  const user = success && new RegExp(`${TAG('user')}([^<]*)${END('user')}`).exec(success)?.[1]?.trim()
  if (!success || !user) return { ok: false, code: 'INVALID_RESPONSE', description: '学校 CAS 的应答无法识别' }
  const attributes: Record<string, string[]> = {}
  const block = new RegExp(`${TAG('attributes')}([\\s\\S]*?)${END('attributes')}`).exec(success)?.[1] ?? ''
  for (const match of block.matchAll(/<(?:[\w-]+:)?([\w.-]+)\b[^>]*>([^<]*)<\/(?:[\w-]+:)?\1>/g)) {
    const name = match[1] as string
    ;(attributes[name] ??= []).push(unescapeXml((match[2] ?? '').trim()))
  }
  return { ok: true, user: unescapeXml(user), attributes }
}

/** The SessionIndex (the service ticket) of a SAML single-logout request the school's CAS POSTs. */
export function sessionIndexOf(logoutRequest: string): string | undefined {
  return new RegExp(`${TAG('SessionIndex')}([^<]+)${END('SessionIndex')}`).exec(logoutRequest)?.[1]?.trim() || undefined
}

/** Validates the upstream ticket at `<UPSTREAM_CAS_URL>/p3/serviceValidate` within the stated timeout. */
export async function validateUpstreamTicket(
  settings: CasUpstreamConfig,
  timeoutMs: number,
  ticket: string,
  service: string,
): Promise<{ user: string; attributes: Record<string, string[]> }> {
  const url = `${settings.url}/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`
  const body = await withDeadline(timeoutMs, '学校 CAS', async () => {
    let response: Response
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/xml' } })
    } catch (error) {
      if (isNetworkFailure(error)) throw new UpstreamUnavailable('无法连接学校 CAS')
      throw error
    }
    if (response.status >= 500) throw new UpstreamUnavailable(`学校 CAS 返回 ${response.status}`)
    return await response.text()
  })
  const result = parseServiceResponse(body)
  if (!result.ok) throw new UpstreamRefused(`学校 CAS 拒绝了票据：${result.code} ${result.description}`)
  return result
}
