import { hash, verify } from '@node-rs/argon2'

// The package's Algorithm enum is type-only (a const enum); 2 is its Argon2id member.
const ARGON2ID = 2
// OWASP minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export async function hashPassword(password: string): Promise<string> {
  return await hash(password, OPTIONS)
}

// Verified against when the username is unknown, so both cases cost the same time.
let dummyHash: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('no-such-account')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return await verify(passwordHash, password).catch(() => false)
}
