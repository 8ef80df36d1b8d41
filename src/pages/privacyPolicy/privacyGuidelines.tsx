import { AgreementView } from '@/features/auth/components/agreement-view'
import { usePolicySection } from '@/features/personal/use-privacy-policy'

/** 隐私政策 → 隐私保护指引: a section of the current policy version. */
export default function PolicyPrivacyGuidelinesPage() {
  return <AgreementView load={usePolicySection('privacyGuidelines', '隐私保护指引')} />
}
