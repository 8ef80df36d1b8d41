// The approval chain of a form-flow service: steps whose handlers are found when the step starts, and the
// accounts that get a copy (抄送) when the application is approved.
import { Type, type Static } from 'typebox'

/** Division roles a chain step may name; looked up from the applicant's unit upwards. */
export const CHAIN_ORG_ROLES = ['counsellor', 'admin'] as const
export type ChainOrgRole = (typeof CHAIN_ORG_ROLES)[number]
export const CHAIN_ORG_ROLE_NAMES: Record<ChainOrgRole, string> = { counsellor: '辅导员', admin: '单位管理员' }

export const ASSIGNEE_KIND_NAMES = { orgRole: '申请人所在单位的角色', person: '指定人员', group: '用户组' } as const

const Username = Type.String({ minLength: 1, maxLength: 64 })

export const ChainAssignee = Type.Union([
  Type.Object({ kind: Type.Literal('orgRole'), role: Type.Enum(CHAIN_ORG_ROLES) }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('person'), usernames: Type.Array(Username, { minItems: 1, maxItems: 20, uniqueItems: true }) },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('group'), groupCode: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
])
export type ChainAssignee = Static<typeof ChainAssignee>

export const ChainStep = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 20 }),
    assignee: ChainAssignee,
    /** any: the first approval moves on; all: every handler must approve. */
    mode: Type.Union([Type.Literal('any'), Type.Literal('all')]),
    /** Hours before a pending item is overdue; absent: the global rule. */
    overdueHours: Type.Optional(Type.Integer({ minimum: 1, maximum: 720 })),
    /** Only for applicants of these identities (absent: everyone). */
    identities: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 4, uniqueItems: true })),
  },
  { additionalProperties: false },
)
export type ChainStep = Static<typeof ChainStep>

export const FormChain = Type.Object(
  {
    steps: Type.Array(ChainStep, { minItems: 1, maxItems: 10 }),
    /** Usernames that get a 抄送 when the application is approved. */
    copyTo: Type.Array(Username, { maxItems: 20, uniqueItems: true }),
  },
  { additionalProperties: false },
)
export type FormChain = Static<typeof FormChain>

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
