import { useCallback } from 'react'
import type { PrivacyPolicy } from '@contract/personal'
import { getPrivacyPolicy } from './api'

/** What an agreement view shows (the auth feature's AgreementDoc has the same shape). */
export interface PolicyDoc {
  title: string
  meta?: string
  html: string
}

type TextSection = 'agreement' | 'privacyGuidelines' | 'faceProtocol' | 'privacyProtection'

export const versionLine = (p: PrivacyPolicy) => [`版本 ${p.version}`, p.updatedAt && `更新日期 ${p.updatedAt}`].filter(Boolean).join(' · ')

/** A loader for one text section of the current privacy policy, for `AgreementView`. */
export function usePolicySection(section: TextSection, title: string): () => Promise<PolicyDoc> {
  return useCallback(async () => {
    const policy = await getPrivacyPolicy()
    return { title, meta: versionLine(policy), html: policy[section] }
  }, [section, title])
}
