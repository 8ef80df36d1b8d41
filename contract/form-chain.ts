// The approval chain of a form-flow service: steps whose handlers are found when the step starts, and the
// accounts that get a copy (抄送) when the application is approved. Names and rules: ./form-chain-rules.
import { Type, type Static } from 'typebox'
import { CHAIN_ORG_ROLES } from './form-chain-rules'

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
