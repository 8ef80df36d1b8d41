import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { loginHandles } from '../../db/schema/index'
import { tooManyRequests } from '../common/api-error'
import { systemClock, type Clock } from '../common/clock'
import { claimHits } from '../common/rate-counter'
import { randomToken, sha256 } from '../common/secrets'

// Starting a login stores a row; one address may start this many an hour.
const HOURLY_STARTS_PER_IP = 300

type Purpose = (typeof loginHandles.$inferSelect)['purpose']

/** Single-use, short-lived handles of a login in progress (nonce, cid); only their hash is stored. */
export class LoginHandles {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  async create(purpose: Purpose, ttlSeconds: number, data: Record<string, unknown> = {}): Promise<string> {
    const handle = randomToken(24)
    await this.db.insert(loginHandles).values({
      handleHash: sha256(handle),
      purpose,
      data,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    })
    return handle
  }

  /** A nonce for a login started from `ip`, within the hourly allowance per address. */
  async createForClient(purpose: Purpose, ttlSeconds: number, ip: string, data: Record<string, unknown> = {}): Promise<string> {
    const limit = { key: `login-start:${ip}`, windowSeconds: 3600, max: HOURLY_STARTS_PER_IP }
    if (await claimHits(this.db, [limit], this.clock.now())) {
      throw tooManyRequests('登录请求过于频繁，请稍后再试')
    }
    return await this.create(purpose, ttlSeconds, data)
  }

  private live(handle: string, purpose: Purpose) {
    return and(
      eq(loginHandles.handleHash, sha256(handle)),
      eq(loginHandles.purpose, purpose),
      isNull(loginHandles.consumedAt),
      gt(loginHandles.expiresAt, new Date()),
    )
  }

  /** The handle's data if it is still usable, without spending it. */
  async peek(handle: string, purpose: Purpose): Promise<Record<string, unknown> | undefined> {
    const rows = await this.db.select({ data: loginHandles.data }).from(loginHandles).where(this.live(handle, purpose))
    return rows[0]?.data
  }

  async update(handle: string, purpose: Purpose, data: Record<string, unknown>): Promise<boolean> {
    const rows = await this.db
      .update(loginHandles)
      .set({ data })
      .where(this.live(handle, purpose))
      .returning({ hash: loginHandles.handleHash })
    return rows.length > 0
  }

  /** Spends the handle; only one caller ever gets its data back. */
  async consume(handle: string, purpose: Purpose): Promise<Record<string, unknown> | undefined> {
    const rows = await this.db
      .update(loginHandles)
      .set({ consumedAt: new Date() })
      .where(this.live(handle, purpose))
      .returning({ data: loginHandles.data })
    return rows[0]?.data
  }
}
