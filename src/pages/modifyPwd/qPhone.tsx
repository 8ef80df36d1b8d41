import { useRouter } from '@tarojs/taro'
import { purposeOf } from '@/features/account-security/proof-holder'
import { CodeProofPage } from './code-proof-page'

/** 手机验证码验证身份（signed in, or with recover=1 for a forgotten password）. */
export default function QPhone() {
  const { next, recover } = useRouter().params
  return <CodeProofPage channel="sms" next={purposeOf(next)} recover={recover === '1'} />
}
