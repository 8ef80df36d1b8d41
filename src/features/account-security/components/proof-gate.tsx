import type { ReactNode } from 'react'
import { EmptyState } from '@/components/empty-state'
import { nav } from '@/routes/nav'
import { heldProof, type ProofPurpose } from '@/features/account-security/proof-holder'

/**
 * Shows `children(proof)` when the person verified who they are for `purpose` within the last 10 minutes;
 * otherwise says so and leads to the verification (a reload or a direct link lands here).
 */
export function ProofGate({
  purpose,
  recover,
  children,
}: {
  purpose: ProofPurpose
  recover?: boolean
  children: (proof: string) => ReactNode
}) {
  const proof = heldProof(purpose)
  if (proof) return <>{children(proof)}</>
  return (
    <EmptyState
      kind="error"
      title="请先验证身份"
      description="为保护账号安全，修改前需要验证身份，验证结果10分钟内有效。"
      actionText="去验证"
      onAction={() =>
        void (recover ? nav.redirect('qPhone', { next: purpose, recover: 1 }) : nav.redirect('verfityPwd', { next: purpose }))
      }
    />
  )
}
