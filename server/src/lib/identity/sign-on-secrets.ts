import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { ServerConfig } from '../../config'
import type { Database } from '../../db/client'
import { serverSecrets } from '../../db/schema/index'
import { randomToken } from '../common/secrets'

const PREFIX = 'v1:'
const keys = new WeakMap<Database, Promise<Buffer>>()

/**
 * The AES-256 key of the console's stored secrets, derived (HKDF-SHA256) from SETTINGS_KEY, else COOKIE_SECRET, else
 * the cookie secret the database keeps for every instance. Only the first two keep the secrets safe in a copy of the
 * database, so production sets SETTINGS_KEY; changing it makes the stored secrets unreadable (they count as not set).
 */
export async function settingsKey(db: Database, config: Pick<ServerConfig, 'settingsKey' | 'cookieSecret'>): Promise<Buffer> {
  let key = keys.get(db)
  if (!key) {
    key = (async () => {
      let material = config.settingsKey || config.cookieSecret
      if (!material) {
        await db
          .insert(serverSecrets)
          .values({ name: 'cookie-secret', value: randomToken(32) })
          .onConflictDoNothing()
        const rows = await db
          .select({ value: serverSecrets.value })
          .from(serverSecrets)
          .where(sql`${serverSecrets.name} = 'cookie-secret'`)
        material = rows[0]?.value ?? ''
      }
      return Buffer.from(crypto.hkdfSync('sha256', material, 'campus-portal', 'sign-on-settings', 32))
    })()
    keys.set(db, key)
  }
  return await key
}

/** `v1:` + base64url(iv ‖ tag ‖ ciphertext), AES-256-GCM with a fresh 12-byte IV. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv)
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url')
}

/** The plain secret, or undefined when it cannot be read with this key (another SETTINGS_KEY, a damaged value). */
export function decryptSecret(key: Buffer, stored: string): string | undefined {
  if (!stored.startsWith(PREFIX)) return undefined
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url')
  if (raw.length < 28) return undefined
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}
