import { CacheStats } from '../common/cache-stats'

/**
 * What id-token verification keeps between requests, so that a signed-in request costs no RSA verification and no
 * query once its token has been seen (see IdTokens.verify). Both maps are bounded; the oldest tenth goes when full.
 */

function dropOldest(map: Map<string, unknown>, max: number): void {
  if (map.size < max) return
  let drop = Math.ceil(max / 10)
  for (const key of map.keys()) {
    map.delete(key)
    if (--drop === 0) break
  }
}

/** Tokens whose signature and claims verified once, with their claims, until the token's own expiry. */
export class VerifiedSignatures<T> {
  private readonly entries = new Map<string, { claims: T; expiresAt: number }>()
  readonly stats = new CacheStats()

  constructor(
    private readonly max = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): T | undefined {
    const hit = this.entries.get(token)
    if (hit && hit.expiresAt > this.now()) {
      this.stats.hits++
      return hit.claims
    }
    this.stats.misses++
    if (hit) this.entries.delete(token)
    return undefined
  }

  set(token: string, claims: T, expiresAt: number): void {
    if (expiresAt <= this.now()) return
    dropOldest(this.entries, this.max)
    this.entries.set(token, { claims, expiresAt })
  }
}

/**
 * Each account's current token version (raised to revoke every token issued before). Kept only while `enabled`: the
 * change feed is up, so every instance's change reaches `forget` (a database trigger announces it); the instance that
 * makes a change forgets at once, the others when the notice arrives. A version read while a change was heard is
 * not kept (the read may predate it).
 */
export class TokenVersions {
  private readonly versions = new Map<string, number>()
  /** A read while the feed is down (nothing can be kept) counts as a miss. */
  readonly stats = new CacheStats()
  private generation = 0
  private enabled = false

  constructor(private readonly max = 50_000) {}

  async of(accountId: string, load: () => Promise<number>): Promise<number> {
    const known = this.enabled ? this.versions.get(accountId) : undefined
    if (known !== undefined) {
      this.stats.hits++
      return known
    }
    this.stats.misses++
    if (!this.enabled) return await load()
    const generation = this.generation
    const version = await load()
    if (this.enabled && generation === this.generation) {
      dropOldest(this.versions, this.max)
      this.versions.set(accountId, version)
    }
    return version
  }

  forget(accountId: string): void {
    this.generation += 1
    this.versions.delete(accountId)
  }

  /** The change feed went online (`true`) or offline: start from empty either way, notices may have been missed. */
  reset(enabled: boolean): void {
    this.generation += 1
    this.versions.clear()
    this.enabled = enabled
  }
}
