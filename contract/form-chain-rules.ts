// The approval chain's names and rules. No TypeBox here: the portal and the console bundle this file; the schema is
// ./form-chain.
import type { ChainStep, FormChain } from './form-chain'

export type { ChainStep, FormChain }

/** Division roles a chain step may name; looked up from the applicant's unit upwards. */
export const CHAIN_ORG_ROLES = ['counsellor', 'admin'] as const
export type ChainOrgRole = (typeof CHAIN_ORG_ROLES)[number]
export const CHAIN_ORG_ROLE_NAMES: Record<ChainOrgRole, string> = { counsellor: '辅导员', admin: '单位管理员' }

export const ASSIGNEE_KIND_NAMES = { orgRole: '申请人所在单位的角色', person: '指定人员', group: '用户组' } as const

/** The steps an applicant of `identity` goes through. */
export const stepsFor = (chain: FormChain, identity: string): ChainStep[] =>
  chain.steps.filter((step) => !step.identities || step.identities.length === 0 || step.identities.includes(identity))

/** The chain's own consistency (the designer's save). */
export function checkChain(chain: FormChain): string | null {
  const names = new Set<string>()
  for (const step of chain.steps) {
    if (names.has(step.name)) return `审批步骤“${step.name}”重名`
    names.add(step.name)
  }
  return null
}
