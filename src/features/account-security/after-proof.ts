import type { Proof } from '@contract/account-security'
import { nav } from '@/routes/nav'
import { holdProof, type ProofPurpose } from './proof-holder'

/** Keeps the proof and replaces the verification page with the page that makes the change. */
export async function continueWithProof(proof: Proof, purpose: ProofPurpose, recover = false): Promise<void> {
  holdProof(proof.proof, purpose, proof.expiresIn)
  if (purpose === 'phone') await nav.redirect('newPhone')
  else if (purpose === 'email') await nav.redirect('modifyEmail')
  else if (purpose === 'questions') await nav.redirect('modifyQuestion')
  else if (recover) await nav.redirect('modifyPwd', { recover: 1 })
  else await nav.redirect('modifyPwd')
}
