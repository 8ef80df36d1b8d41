import type { Database } from '../../db/client'
import { AGREEMENT_KINDS, AGREEMENT_LABELS } from '@contract/agreement-kinds'
import type { AgreementStatus, AgreementTextStatus } from '@contract/personal'
import { acceptancesOf, currentVersions } from './agreements-repository'

/**
 * The versions in force of 用户协议 and 隐私政策 and whether this person still has to accept either. The top-level
 * fields are the privacy policy's (what clients read before the user agreement had versions).
 */
export async function agreementStatusOf(db: Database, accountId: string): Promise<AgreementStatus> {
  const [current, accepted] = await Promise.all([currentVersions(db), acceptancesOf(db, accountId)])
  const texts: AgreementTextStatus[] = AGREEMENT_KINDS.flatMap((kind) => {
    const row = current[kind]
    if (!row) return []
    const mine = accepted.filter((a) => a.kind === kind)
    return [
      {
        kind,
        label: AGREEMENT_LABELS[kind],
        version: row.version,
        title: row.title,
        acceptedVersion: mine[0]?.version ?? null,
        needsConsent: !mine.some((a) => a.version === row.version),
      },
    ]
  })
  const privacy = texts.find((text) => text.kind === 'privacy')
  return {
    version: privacy?.version ?? '',
    title: privacy?.title ?? '',
    acceptedVersion: privacy?.acceptedVersion ?? null,
    needsConsent: texts.some((text) => text.needsConsent),
    texts,
  }
}
