import { getSystemConf } from '@/lib/portal-config-api'
import { AgreementView, type AgreementDoc } from '@/features/auth/components/agreement-view'

const loadProtocol = async (): Promise<AgreementDoc> => {
  const conf = await getSystemConf()
  return { title: `${conf.schoolName}用户服务协议`, html: conf.protocol }
}

/** 关于 → 用户协议: the protocol text of the system configuration. */
export default function AboutAgreement() {
  return <AgreementView load={loadProtocol} />
}
