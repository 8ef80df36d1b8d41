import { useRouter } from '@tarojs/taro'
import { purposeOf } from '@/features/account-security/proof-holder'
import { QuestionProofPage } from './question-proof-page'

/** 安全问题验证 (signed in, or with recover=1 for a forgotten password). */
export default function VerfityQuestion() {
  const { next, recover } = useRouter().params
  return <QuestionProofPage next={purposeOf(next)} recover={recover === '1'} current="verfityQuestion" />
}
