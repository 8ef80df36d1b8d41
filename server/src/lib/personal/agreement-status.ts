import type { Database } from '../../db/client'
import type { AgreementStatus } from '@contract/personal'
import { acceptancesOf, currentAgreement } from './personal-account-repository'

/** The current policy version and whether this person still has to accept it. */
export async function agreementStatusOf(db: Database, accountId: string): Promise<AgreementStatus> {
  const [current, accepted] = await Promise.all([currentAgreement(db), acceptancesOf(db, accountId)])
  const acceptedVersion = accepted[0]?.version ?? null
  return {
    version: current.version,
    title: current.title,
    acceptedVersion,
    needsConsent: !accepted.some((a) => a.version === current.version),
  }
}
