import { CodeProofPage } from './code-proof-page'

/** 验证原邮箱: a code to the bound email before binding a new one (other proofs below when it is lost). */
export default function OldEmail() {
  return <CodeProofPage channel="email" next="email" recover={false} />
}
