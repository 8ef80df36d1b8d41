// The application types, their statuses and typed forms (spec §3, §7): what a form-flow service asks for.
import { Type, type Static } from 'typebox'
import { Envelope, Id, IsoTime } from './common'
import { CIRCULATE_LEVELS, FIRST_LEVELS, INITAL_LEVELS, INT32_MAX } from './constants'

// levels (spec §3 task settings)
export const FirstLevel = Type.Enum(FIRST_LEVELS)
export type FirstLevel = Static<typeof FirstLevel>
/** Sub-levels of myRequest. */
export const InitalLevel = Type.Enum(INITAL_LEVELS)
export type InitalLevel = Static<typeof InitalLevel>
/** Circulation: toMe = 传阅给我的, Meto = 我传阅的. */
export const CirculateLevel = Type.Enum(CIRCULATE_LEVELS)
export type CirculateLevel = Static<typeof CirculateLevel>

export const ApplicationType = Type.Union([
  Type.Literal('leave'),
  Type.Literal('reimbursement'),
  Type.Literal('roomBooking'),
  Type.Literal('enrolmentProof'),
])
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

/** An images field of a form: ids of images the applicant uploaded (POST /v1/files), at most 9 (spec §9 album). */
export const FORM_IMAGES_MAX = 9
export const FormImages = Type.Array(Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }), {
  minItems: 1,
  maxItems: FORM_IMAGES_MAX,
  uniqueItems: true,
})

// typed forms
export const LeaveForm = Type.Object({
  leaveType: Type.Union([Type.Literal('事假'), Type.Literal('病假'), Type.Literal('公假'), Type.Literal('其他')]),
  startTime: IsoTime,
  endTime: IsoTime,
  reason: Type.String({ minLength: 1, maxLength: 140 }),
  destination: Type.Optional(Type.String({ maxLength: 50 })),
  contactPhone: Type.Optional(Type.String({ pattern: '^1[2-9]\\d{9}$' })),
  /** 病假证明 (images). */
  proof: Type.Optional(FormImages),
})
export type LeaveForm = Static<typeof LeaveForm>

export const ReimbursementForm = Type.Object({
  category: Type.Union([Type.Literal('差旅费'), Type.Literal('办公用品'), Type.Literal('会议费'), Type.Literal('其他')]),
  /** Yuan, at most 2 decimals, > 0. */
  amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
  occurredOn: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
  description: Type.String({ minLength: 1, maxLength: 140 }),
  invoiceCount: Type.Integer({ minimum: 0, maximum: 99 }),
  /** 发票 (images). */
  invoices: Type.Optional(FormImages),
})
export type ReimbursementForm = Static<typeof ReimbursementForm>

export const RoomBookingForm = Type.Object({
  room: Type.String({ minLength: 1, maxLength: 50 }),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
  startTime: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm' }),
  endTime: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm' }),
  attendees: Type.Integer({ minimum: 1, maximum: 500 }),
  purpose: Type.String({ minLength: 1, maxLength: 140 }),
})
export type RoomBookingForm = Static<typeof RoomBookingForm>

/** 在读证明 (service centre, issue 10). */
export const EnrolmentProofForm = Type.Object({
  purpose: Type.Union([Type.Literal('出国留学'), Type.Literal('签证办理'), Type.Literal('实习求职'), Type.Literal('其他')]),
  language: Type.Union([Type.Literal('中文'), Type.Literal('英文')]),
  copies: Type.Integer({ minimum: 1, maximum: 5 }),
  remark: Type.Optional(Type.String({ maxLength: 140 })),
})
export type EnrolmentProofForm = Static<typeof EnrolmentProofForm>

export type ApplicationForm = LeaveForm | ReimbursementForm | RoomBookingForm | EnrolmentProofForm

export const Attachment = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  url: Type.String({ minLength: 1, maxLength: 500 }),
  size: Type.Integer({ minimum: 0, description: 'bytes', maximum: INT32_MAX }),
})
export type Attachment = Static<typeof Attachment>

/** One field of a form type, so the client can render start/draft forms without fixed data. */
export const FormFieldDefinition = Type.Object({
  name: Type.String(),
  label: Type.String(),
  kind: Type.Union([
    Type.Literal('select'),
    Type.Literal('datetime'),
    Type.Literal('date'),
    Type.Literal('time'),
    Type.Literal('text'),
    Type.Literal('textarea'),
    Type.Literal('amount'),
    Type.Literal('integer'),
    Type.Literal('mobile'),
    Type.Literal('images'),
  ]),
  required: Type.Boolean(),
  options: Type.Optional(Type.Array(Type.String())),
  maxLength: Type.Optional(Type.Integer()),
  /** 'images' fields: how many images at most (9). */
  maxCount: Type.Optional(Type.Integer()),
})
export type FormFieldDefinition = Static<typeof FormFieldDefinition>
export const FormDefinition = Type.Object({
  type: ApplicationType,
  name: Type.String({ description: '请假申请 / 报销申请 / 会议室预约' }),
  fields: Type.Array(FormFieldDefinition),
  /** Approval steps for the signed-in user (names only). */
  steps: Type.Array(Type.String()),
})
export type FormDefinition = Static<typeof FormDefinition>
export const FormDefinitionListResponse = Envelope(Type.Array(FormDefinition))
export type FormDefinitionListResponse = Static<typeof FormDefinitionListResponse>

// start / drafts
/** start (JSON body): `form` must match the type's form (LeaveForm, ReimbursementForm, RoomBookingForm).
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
