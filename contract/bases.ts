/** URL prefix of every service base served by the reference server; the client's defaults must match. */
export const BASES = {
  sso: '/cas',
  tokenService: '/token-service',
  portal: '/portal-api',
  cms: '/portal-api',
  messageCenter: '/message-center',
  flow: '/flow',
  personal: '/personal',
  /** The operator console's API (`admin/`): every call re-checks the caller's console role. */
  admin: '/admin-api',
} as const

export type BaseName = keyof typeof BASES

/** Distinct API prefixes: unknown paths under them get a JSON 404 instead of the H5 page. */
export const API_PREFIXES: readonly string[] = [...new Set(Object.values(BASES)), '/docs']
