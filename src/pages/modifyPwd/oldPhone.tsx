import { CodeProofPage } from './code-proof-page'

/** 验证原手机号: a code to the bound phone before binding a new one (other proofs below for a lost phone). */
export default function OldPhone() {
  return <CodeProofPage channel="sms" next="phone" recover={false} />
}
