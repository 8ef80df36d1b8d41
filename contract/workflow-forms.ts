// The application types, their statuses and forms (spec §3, §7): what a form-flow service asks for. A form's fields are
// data (form_definition_versions); their kinds and checks are in ./form-fields, the approval chain in ./form-chain.
import { Type, type Static } from 'typebox'
import { Envelope, Id } from './common'
import { CIRCULATE_LEVELS, FIRST_LEVELS, INITAL_LEVELS, INT32_MAX } from './constants'
import { FORM_IMAGES_MAX } from './form-field-rules'
import { FormFieldDefinition } from './form-fields'

export { FORM_IMAGES_MAX, FormFieldDefinition }

// levels (spec §3 task settings)
export const FirstLevel = Type.Enum(FIRST_LEVELS)
export type FirstLevel = Static<typeof FirstLevel>
/** Sub-levels of myRequest. */
export const InitalLevel = Type.Enum(INITAL_LEVELS)
export type InitalLevel = Static<typeof InitalLevel>
/** Circulation: toMe = 传阅给我的, Meto = 我传阅的. */
export const CirculateLevel = Type.Enum(CIRCULATE_LEVELS)
export type CirculateLevel = Static<typeof CirculateLevel>

/** The code of a form definition: leave, reimbursement, roomBooking, enrolmentProof or one an operator designed. */
export const ApplicationType = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' })
export type ApplicationType = Static<typeof ApplicationType>

/** draft → progress → finish | break; progress → hang (returned to the initiator) → progress (resubmitted). */
export const ApplicationStatus = Type.Union([
  Type.Literal('draft'),
  Type.Literal('progress'),
  Type.Literal('finish'),
  Type.Literal('break'),
  Type.Literal('hang'),
])
export type ApplicationStatus = Static<typeof ApplicationStatus>

export const HandleAction = Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('transfer'), Type.Literal('return')])
export type HandleAction = Static<typeof HandleAction>

export const Attachment = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  url: Type.String({ minLength: 1, maxLength: 500 }),
  size: Type.Integer({ minimum: 0, description: 'bytes', maximum: INT32_MAX }),
})
export type Attachment = Static<typeof Attachment>

export const FormDefinition = Type.Object({
  type: ApplicationType,
  name: Type.String({ description: '请假申请 / 报销申请 / 会议室预约' }),
  fields: Type.Array(FormFieldDefinition),
  /** Approval steps for the signed-in user (names only). */
  steps: Type.Array(Type.String()),
  /** The published version new applications start on. */
  version: Type.Integer(),
})
export type FormDefinition = Static<typeof FormDefinition>
export const FormDefinitionListResponse = Envelope(Type.Array(FormDefinition))
export type FormDefinitionListResponse = Static<typeof FormDefinitionListResponse>

// start / drafts
/** start (JSON body): `form` must match the fields of the type's published version (or the draft's version).
 * With draftId, the draft (or a returned application) becomes the submitted application. */
export const StartApplicationBody = Type.Object({
  type: ApplicationType,
  form: Type.Record(Type.String(), Type.Unknown()),
  attachments: Type.Optional(Type.Array(Attachment, { maxItems: 52 })),
  draftId: Type.Optional(Id),
})
export type StartApplicationBody = Static<typeof StartApplicationBody>
/** saveDraft (JSON body): any subset of the form's fields; with draftId, updates that draft. */
export const SaveDraftBody = StartApplicationBody
export type SaveDraftBody = Static<typeof SaveDraftBody>
export const ApplicationRef = Type.Object({ id: Type.Integer(), serialNo: Type.String(), status: ApplicationStatus })
export type ApplicationRef = Static<typeof ApplicationRef>
export const ApplicationRefResponse = Envelope(ApplicationRef)
export type ApplicationRefResponse = Static<typeof ApplicationRefResponse>
export const ApplicationIdBody = Type.Object({ id: Id })
export type ApplicationIdBody = Static<typeof ApplicationIdBody>
