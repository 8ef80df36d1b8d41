// The proof of the last verification step, handed to the page that makes the change. Kept in memory only:
// a reload or a new visit verifies again, and it never appears in an address or in storage.

export type ProofPurpose = 'password' | 'phone' | 'email' | 'questions'

interface Held {
  proof: string
  purpose: ProofPurpose
  expiresAt: number
}

let held: Held | null = null

export function holdProof(proof: string, purpose: ProofPurpose, expiresInSeconds: number, now = Date.now()): void {
  held = { proof, purpose, expiresAt: now + expiresInSeconds * 1000 }
}

/** The held proof for `purpose`, if it has not expired. */
export function heldProof(purpose: ProofPurpose, now = Date.now()): string | null {
  return held && held.purpose === purpose && held.expiresAt > now ? held.proof : null
}

export function dropProof(): void {
  held = null
}

/** What a verification page was opened for (`next` in its address); unknown values mean a password change. */
export function purposeOf(next: string | undefined): ProofPurpose {
  return next === 'phone' || next === 'email' || next === 'questions' ? next : 'password'
}
