export const PROVIDER_ACCOUNTS: Record<string, Record<string, unknown>>

export interface TestOidcProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /** The oidc-provider instance (untyped: the package ships no types). */
  provider: unknown
  tamperIdToken: undefined | ((claims: Record<string, unknown>) => Record<string, unknown>)
  tokenResponses: Array<{ status: number; error?: string }>
  stop(): Promise<void>
}

export function startOidcProvider(options: {
  port?: number
  clientId?: string
  clientSecret?: string
  redirectUris: string[]
  postLogoutRedirectUris?: string[]
  accounts?: Record<string, Record<string, unknown>>
}): Promise<TestOidcProvider>
