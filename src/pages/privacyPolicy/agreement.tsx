import { AgreementView } from '@/features/auth/components/agreement-view'
import { usePolicySection } from '@/features/personal/use-privacy-policy'

/** 隐私政策 → 用户协议: a section of the current policy version. */
export default function PolicyAgreementPage() {
  return <AgreementView load={usePolicySection('agreement', '用户协议')} />
}
