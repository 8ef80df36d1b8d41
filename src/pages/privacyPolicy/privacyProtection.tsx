import { AgreementView } from '@/features/auth/components/agreement-view'
import { usePolicySection } from '@/features/personal/use-privacy-policy'

/** 隐私政策 → 未成年人个人信息保护: a section of the current policy version. */
export default function PolicyPrivacyProtectionPage() {
  return <AgreementView load={usePolicySection('privacyProtection', '未成年人个人信息保护')} />
}
