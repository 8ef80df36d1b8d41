import { AgreementView } from '@/features/auth/components/agreement-view'
import { usePolicySection } from '@/features/personal/use-privacy-policy'

/** 隐私政策 → 人脸识别协议: a section of the current policy version. */
export default function PolicyFaceProtocolPage() {
  return <AgreementView load={usePolicySection('faceProtocol', '人脸识别协议')} />
}
