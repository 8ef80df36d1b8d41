import crypto from 'node:crypto'
import { desc, sql } from 'drizzle-orm'
import { exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI, jwtVerify, SignJWT, type JWK } from 'jose'
import type { Database } from '../../db/client'
import { signingKeys, type IdentityTypeCode } from '../../db/schema/index'
import { identityTypeCodes } from '../../db/schema/accounts'
import { unauthorized } from '../common/api-error'
import { tokenVersionOf } from '../security/credentials-repository'
import { assertAccountOpen } from '../personal/account-closure'
import { TokenVersions, VerifiedSignatures } from './token-caches'

type CryptoKey = Awaited<ReturnType<typeof importSPKI>>

const ALGORITHM = 'RS256'
// Serialises key creation across instances sharing one database.
const KEY_CREATION_LOCK = 7_242_027
/** How long the console's phone preview of an unpublished article may be opened. */
export const PREVIEW_TICKET_SECONDS = 10 * 60

export interface TokenUser {
  accountId: string
  username: string
  userName: string
  identityTypeCode: IdentityTypeCode
  /** The request's address: set on console calls (/admin-api) only, so that the audit log records where a write came from. */
  ip?: string
}

export interface IdTokenOptions {
  audience: string
  issuer: string
  ttlSeconds: number
  /** Keep verified signatures and token versions between requests (AUTH_CACHE=0 turns it off, for benchmarks). */
  cache?: boolean
}

interface VerifiedClaims {
  user: TokenUser
  version: number
}

interface LoadedKey {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  publicPem: string
  jwk: JWK
}

/** Signs and verifies the RS256 id tokens with key pairs kept in the database. */
export class IdTokens {
  private keys = new Map<string, LoadedKey>()
  private current?: LoadedKey
  private lastReload = 0
  private readonly signatures = new VerifiedSignatures<VerifiedClaims>()
  /** The verified-signature cache's hits and misses (/metrics). */
  readonly signatureStats = this.signatures.stats
  /** Token versions per account; the authentication plugin turns them on while the change feed is up. */
  readonly versions = new TokenVersions()

  constructor(
    private readonly db: Database,
    readonly options: IdTokenOptions,
  ) {}

  /** Creates the first key pair if the database has none (exactly one instance wins), then loads keys. */
  async init(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${KEY_CREATION_LOCK})`)
      const existing = await tx.select({ kid: signingKeys.kid }).from(signingKeys).limit(1)
      if (existing.length > 0) return
      const pair = await generateKeyPair(ALGORITHM, { extractable: true, modulusLength: 2048 })
      await tx.insert(signingKeys).values({
        kid: crypto.randomUUID(),
        privatePem: await exportPKCS8(pair.privateKey),
        publicPem: await exportSPKI(pair.publicKey),
      })
    })
    await this.loadKeys()
  }

  private async loadKeys(): Promise<void> {
    const rows = await this.db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt))
    for (const row of rows) {
      if (this.keys.has(row.kid)) continue
      const publicKey = await importSPKI(row.publicPem, ALGORITHM, { extractable: true })
      const jwk = { ...(await exportJWK(publicKey)), kid: row.kid, alg: ALGORITHM, use: 'sig' }
      this.keys.set(row.kid, {
        kid: row.kid,
        privateKey: await importPKCS8(row.privatePem, ALGORITHM),
        publicKey,
        publicPem: row.publicPem,
        jwk,
      })
    }
    const newest = rows[0]
    if (!newest) throw new Error('no signing key in the database')
    this.current = this.keys.get(newest.kid)
  }

  private signingKey(): LoadedKey {
    if (!this.current) throw new Error('IdTokens.init() was not awaited')
    return this.current
  }

  async sign(user: TokenUser): Promise<{ idToken: string; expiresIn: number }> {
    // The last guard of every sign-in path (password, SMS, account choice, WeChat, CAS tickets): no token for a closed account.
    await assertAccountOpen(this.db, user.accountId)
    const key = this.signingKey()
    const idToken = await new SignJWT({
      ATTR_userName: user.userName,
      ATTR_identityTypeCode: user.identityTypeCode,
      ATTR_accountId: user.accountId,
      // Checked against the account's current version on every verification (password change revokes).
      ATTR_tokenVersion: await tokenVersionOf(this.db, user.accountId),
    })
      .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setSubject(user.username)
      .setIssuer(this.options.issuer)
      .setAudience(this.options.audience)
      .setIssuedAt()
      .setExpirationTime(`${this.options.ttlSeconds}s`)
      .setJti(crypto.randomUUID())
      .sign(key.privateKey)
    return { idToken, expiresIn: this.options.ttlSeconds }
  }

  /**
   * A ticket for the console's phone preview: signed with the same keys, for another audience than id tokens (so it
   * never signs anyone in), naming one article, valid PREVIEW_TICKET_SECONDS.
   */
  async signPreviewTicket(articleId: number, accountId: string): Promise<{ ticket: string; expiresAt: Date }> {
    const key = this.signingKey()
    const issuedAt = Math.floor(Date.now() / 1000)
    const ticket = await new SignJWT({ articleId })
      .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setSubject(accountId)
      .setIssuer(this.options.issuer)
      .setAudience(this.previewAudience())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + PREVIEW_TICKET_SECONDS)
      .sign(key.privateKey)
    return { ticket, expiresAt: new Date((issuedAt + PREVIEW_TICKET_SECONDS) * 1000) }
  }

  /** Whether `ticket` is a valid, unexpired preview ticket for exactly this article (a ticket without `exp` is refused). */
  async previewTicketOpens(ticket: string, articleId: number): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(ticket, async (header) => await this.publicKeyFor(header.kid), {
        algorithms: [ALGORITHM],
        audience: this.previewAudience(),
        issuer: this.options.issuer,
        requiredClaims: ['sub', 'exp', 'iat'],
        maxTokenAge: `${PREVIEW_TICKET_SECONDS}s`,
      })
      // A ticket must not outlive its purpose even when signed with a far expiry.
      const lifetime = (payload.exp as number) - (payload.iat as number)
      return payload.articleId === articleId && lifetime > 0 && lifetime <= PREVIEW_TICKET_SECONDS
    } catch {
      return false
    }
  }

  private previewAudience(): string {
    return `${this.options.audience}:article-preview`
  }

  /**
   * Returns the user of a valid token; anything else (forged, expired, other audience, other algorithm,
   * issued before the account's last password change) is a 401.
   */
  async verify(token: string): Promise<TokenUser> {
    const { user, version } = await this.verifySignature(token)
    await this.assertCurrent(user.accountId, version)
    return user
  }

  /** The revocation half of `verify`: the token must carry the account's current version. */
  private async assertCurrent(accountId: string, version: number): Promise<void> {
    if ((await this.versions.of(accountId, () => tokenVersionOf(this.db, accountId))) !== version) throw unauthorized()
  }

  /** The signature and claims half of `verify` (a token string that verified once is not verified again until it expires). */
  private async verifySignature(token: string): Promise<VerifiedClaims> {
    const cached = this.options.cache === false ? undefined : this.signatures.get(token)
    if (cached) return cached
    try {
      const { payload } = await jwtVerify(token, async (header) => await this.publicKeyFor(header.kid), {
        algorithms: [ALGORITHM],
        audience: this.options.audience,
        issuer: this.options.issuer,
        requiredClaims: ['sub', 'exp', 'iat'],
      })
      const identity = payload.ATTR_identityTypeCode as IdentityTypeCode
      if (typeof payload.ATTR_accountId !== 'string' || !identityTypeCodes.includes(identity)) throw new Error('claims')
      const user = {
        accountId: payload.ATTR_accountId,
        username: payload.sub as string,
        userName: String(payload.ATTR_userName ?? ''),
        identityTypeCode: identity,
      }
      // Tokens signed before versions existed carry none: version 0, valid until the first password change.
      const claims = { user, version: typeof payload.ATTR_tokenVersion === 'number' ? payload.ATTR_tokenVersion : 0 }
      if (this.options.cache !== false) this.signatures.set(token, claims, (payload.exp as number) * 1000)
      return claims
    } catch {
      throw unauthorized()
    }
  }

  private async publicKeyFor(kid: string | undefined): Promise<CryptoKey> {
    if (!kid) throw new Error('kid missing')
    // A key created by another instance after this one started is fetched once.
    if (!this.keys.has(kid) && Date.now() - this.lastReload > 10_000) {
      this.lastReload = Date.now()
      await this.loadKeys()
    }
    const key = this.keys.get(kid)
    if (!key) throw new Error('unknown kid')
    return key.publicKey
  }

  publicKeys(): { pem: string; jwk: JWK; keys: JWK[] } {
    const key = this.signingKey()
    return { pem: key.publicPem, jwk: key.jwk, keys: [...this.keys.values()].map((entry) => entry.jwk) }
  }
}
