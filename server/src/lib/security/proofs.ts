import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { securityProofs, type ProofMethod } from '../../db/schema/index'
import { badRequest } from '../common/api-error'
import { randomToken, sha256 } from '../common/secrets'

export const PROOF_TTL_SECONDS = 600

/** A single-use proof that the holder of `accountId` just confirmed who they are. */
export async function createProof(
  db: Database,
  accountId: string,
  method: ProofMethod,
  now: Date,
): Promise<{ proof: string; expiresIn: number }> {
  const proof = randomToken(24)
  await db.insert(securityProofs).values({
    proofHash: sha256(proof),
    accountId,
    method,
    expiresAt: new Date(now.getTime() + PROOF_TTL_SECONDS * 1000),
  })
  return { proof, expiresIn: PROOF_TTL_SECONDS }
}

/** Spends the proof; the account it proves must be `accountId` when given (a signed-in user's own). */
export async function spendProof(
  db: Database,
  proof: string,
  now: Date,
  accountId?: string,
): Promise<{ accountId: string; method: ProofMethod }> {
  const conditions = [eq(securityProofs.proofHash, sha256(proof)), isNull(securityProofs.consumedAt), gt(securityProofs.expiresAt, now)]
  if (accountId) conditions.push(eq(securityProofs.accountId, accountId))
  const [row] = await db
    .update(securityProofs)
    .set({ consumedAt: now })
    .where(and(...conditions))
    .returning({ accountId: securityProofs.accountId, method: securityProofs.method })
  if (!row) throw badRequest('身份验证已失效，请重新验证')
  return row
}

/** Checks the proof without spending it (a first step of a two-step change, e.g. sending a code to a new phone). */
export async function peekProof(db: Database, proof: string, now: Date, accountId: string): Promise<ProofMethod> {
  const [row] = await db
    .select({ method: securityProofs.method })
    .from(securityProofs)
    .where(
      and(
        eq(securityProofs.proofHash, sha256(proof)),
        eq(securityProofs.accountId, accountId),
        isNull(securityProofs.consumedAt),
        gt(securityProofs.expiresAt, now),
      ),
    )
  if (!row) throw badRequest('身份验证已失效，请重新验证')
  return row.method
}

/** The account an unspent proof belongs to (signed-out recovery, where no session names it). */
export async function proofOwner(db: Database, proof: string, now: Date): Promise<string> {
  const [row] = await db
    .select({ accountId: securityProofs.accountId })
    .from(securityProofs)
    .where(and(eq(securityProofs.proofHash, sha256(proof)), isNull(securityProofs.consumedAt), gt(securityProofs.expiresAt, now)))
  if (!row) throw badRequest('身份验证已失效，请重新验证')
  return row.accountId
}
