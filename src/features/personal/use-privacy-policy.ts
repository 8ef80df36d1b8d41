import { useCallback } from 'react'
import type { PrivacyPolicy } from '@contract/personal'
import type { AgreementDoc } from '@/features/auth/components/agreement-view'
import { getPrivacyPolicy } from './api'

type TextSection = 'agreement' | 'privacyGuidelines' | 'faceProtocol' | 'privacyProtection'

export const versionLine = (p: PrivacyPolicy) => [`版本 ${p.version}`, p.updatedAt && `更新日期 ${p.updatedAt}`].filter(Boolean).join(' · ')

/** A loader for one text section of the current privacy policy, for `AgreementView`. */
export function usePolicySection(section: TextSection, title: string): () => Promise<AgreementDoc> {
  return useCallback(async () => {
    const policy = await getPrivacyPolicy()
    return { title, meta: versionLine(policy), html: policy[section] }
  }, [section, title])
}
