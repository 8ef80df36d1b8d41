import { BASES } from '@contract/bases'
import { HAS_SAME_ORIGIN } from './platform'

/** The reference server's address, used by the mini-program when ENV_SERVER_ORIGIN is not set. */
export const DEFAULT_SERVER_ORIGIN = 'http://127.0.0.1:8080'

/** Service prefixes of the reference server (the contract's BASES); the same-origin defaults. */
export const DEFAULT_BASE_PATHS = BASES

export interface ServiceBases {
  sso: string
  tokenService: string
  portal: string
  /** Content management; the portal API serves it unless ENV_CMS_BASE says otherwise. */
  cms: string
  messageCenter: string
  flow: string
  personal: string
}

export interface RequestTimeouts {
  request: number
  connect: number
  upload: number
  download: number
}

export const DEFAULT_TIMEOUTS: Readonly<RequestTimeouts> = {
  request: 60000,
  connect: 60000,
  upload: 20000,
  download: 60000,
}

/**
 * Spec §5: a deployment value counts only if it is a non-empty string that is not an unfilled
 * `ENV_` placeholder. Whitespace-only strings count as empty.
 */
export function isEnvSet(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !value.includes('ENV_')
}

/** A build-time deployment value (trimmed), or undefined when it is not set. */
export function readEnv(key: string): string | undefined {
  const env: Record<string, unknown> | undefined = typeof PORTAL_ENV !== 'undefined' ? PORTAL_ENV : undefined
  const value = env?.[key]
  return isEnvSet(value) ? value.trim() : undefined
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/**
 * Where each service lives. Unset values fall back to the reference server's prefixes: relative in
 * a browser, behind ENV_SERVER_ORIGIN (or DEFAULT_SERVER_ORIGIN) in the mini-program.
 */
export function serviceBases(hasSameOrigin: boolean = HAS_SAME_ORIGIN): ServiceBases {
  const origin = hasSameOrigin ? '' : withoutTrailingSlash(readEnv('ENV_SERVER_ORIGIN') ?? DEFAULT_SERVER_ORIGIN)
  const pick = (key: string, path: string) => withoutTrailingSlash(readEnv(key) ?? origin + path)
  const portal = pick('ENV_PORTAL_BASE', DEFAULT_BASE_PATHS.portal)
  return {
    sso: pick('ENV_SSO_BASE', DEFAULT_BASE_PATHS.sso),
    tokenService: pick('ENV_TOKEN_SERVICE_BASE', DEFAULT_BASE_PATHS.tokenService),
    portal,
    cms: withoutTrailingSlash(readEnv('ENV_CMS_BASE') ?? portal),
    messageCenter: pick('ENV_MESSAGE_CENTER_BASE', DEFAULT_BASE_PATHS.messageCenter),
    flow: pick('ENV_FLOW_BASE', DEFAULT_BASE_PATHS.flow),
    personal: pick('ENV_PERSONAL_BASE', DEFAULT_BASE_PATHS.personal),
  }
}

/** Spec §9 timeouts in ms; a positive numeric ENV_REQUEST_TIMEOUT replaces the request timeout. */
export function requestTimeouts(): RequestTimeouts {
  const override = Number(readEnv('ENV_REQUEST_TIMEOUT'))
  const request = Number.isFinite(override) && override > 0 ? Math.floor(override) : DEFAULT_TIMEOUTS.request
  return { ...DEFAULT_TIMEOUTS, request }
}
