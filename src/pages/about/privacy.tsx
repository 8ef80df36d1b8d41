import { getPrivacyAgreement } from '@/lib/portal-config-api'
import { AgreementView, type AgreementDoc } from '@/features/auth/components/agreement-view'

const loadPrivacy = async (): Promise<AgreementDoc> => {
  const p = await getPrivacyAgreement()
  const meta = [p.version && `版本 ${p.version}`, p.updatedAt && `更新日期 ${p.updatedAt}`].filter(Boolean).join(' · ')
  return { title: p.title || '隐私政策', meta, html: p.content }
}

/** 关于 → 隐私政策: the current privacy agreement. */
export default function AboutPrivacy() {
  return <AgreementView load={loadPrivacy} />
}
