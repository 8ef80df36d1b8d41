import crypto from 'node:crypto'

export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url')

/** Stored form of tickets, codes and handles: knowing the database never yields a usable secret. */
export const sha256 = (value: string): string => crypto.createHash('sha256').update(value).digest('hex')

export function randomDigits(length: number): string {
  let digits = ''
  for (let i = 0; i < length; i++) digits += crypto.randomInt(0, 10).toString()
  return digits
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}
