// A real OpenID provider for tests (oidc-provider, a certified implementation) on a loopback port: one client,
// accounts named after the demo data, the library's own login page (devInteractions), consent taken as given for
// this first-party client. Plain JavaScript so both the server tests (tsx) and the browser tests (node) use it.
import http from 'node:http'
import * as jose from 'jose'
import Provider from 'oidc-provider'

/** The people the provider knows: the demo student and teacher, one the portal lacks, one without a username. */
export const PROVIDER_ACCOUNTS = {
  2026001: { preferred_username: '2026001', name: '张三', identity: 'student' },
  t1001: { preferred_username: 't1001', name: '李老师', identity: 'teacher' },
  x9001: { preferred_username: 'x9001', name: '新同学', identity: 'student' },
  nousername: { name: '无学号' },
}

/**
 * Starts the provider. `redirectUris` / `postLogoutRedirectUris` are the portal's registered addresses.
 * `tamperIdToken(claims)` (set on the returned object) rewrites the ID token of the next token responses and signs
 * it again with the provider's own key: a token for another audience or with another nonce, still correctly signed.
 */
export async function startOidcProvider({
  port = 0,
  clientId = 'campus-portal',
  clientSecret = 'portal-test-secret',
  redirectUris,
  postLogoutRedirectUris = [],
  accounts = PROVIDER_ACCOUNTS,
}) {
  const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await jose.exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  const server = http.createServer()
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${server.address().port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'identity'] },
    // The profile claims go into the ID token itself (the portal reads only the ID token).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    findAccount: (_ctx, sub) => (Object.hasOwn(accounts, sub) ? { accountId: sub, claims: () => ({ sub, ...accounts[sub] }) } : undefined),
    // A first-party client: the grant of openid + profile is given without a consent page.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId)
      if (grantId) return await ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId })
      grant.addOIDCScope('openid profile')
      await grant.save()
      return grant
    },
  })
  const handle = {
    issuer,
    clientId,
    clientSecret,
    provider,
    /** @type {undefined | ((claims: Record<string, unknown>) => Record<string, unknown>)} */
    tamperIdToken: undefined,
    /** Token endpoint answers so far (a replayed code is refused by the provider itself). */
    tokenResponses: [],
    async stop() {
      if (!server.listening) return
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
  provider.use(async (ctx, next) => {
    await next()
    if (ctx.path !== '/token') return
    handle.tokenResponses.push({ status: ctx.status, error: ctx.body?.error })
    if (handle.tamperIdToken && ctx.body?.id_token) {
      const claims = handle.tamperIdToken(jose.decodeJwt(ctx.body.id_token))
      ctx.body = {
        ...ctx.body,
        id_token: await new jose.SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid }).sign(privateKey),
      }
    }
  })
  server.on('request', provider.callback())
  return handle
}
