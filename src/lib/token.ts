/** Everything about the id token: where it is kept (per platform) and what it says. */
export { TOKEN_NAME, readToken, saveToken, clearToken } from './token-store'
export { IDENTITIES, decodeTokenPayload, isTokenValid, tokenExpiresAtMs, tokenIdentity, tokenSubject, tokenUserName } from './token-payload'
export type { Identity, TokenPayload } from './token-payload'
