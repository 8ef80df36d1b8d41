// Task lists, an application's detail and its handling, circulation, and the people search they use.
import { Type, type Static } from 'typebox'
import { Envelope, Id, IsoTime, Nullable, Page, PageQuery } from './common'
import {
  ApplicationStatus,
  ApplicationType,
  Attachment,
  CirculateLevel,
  FirstLevel,
  FormFieldDefinition,
  HandleAction,
  InitalLevel,
} from './workflow-forms'

/** A file on an application's attachments field, as the applicant uploaded it. */
export const FormFile = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fileName: Type.String(),
  kind: Type.String({ description: 'image, video or document' }),
  byteSize: Type.Integer(),
})
export type FormFile = Static<typeof FormFile>

// lists
export const PersonRef = Type.Object({ username: Type.String(), name: Type.String() })
export type PersonRef = Static<typeof PersonRef>

export const TaskListItem = Type.Object({
  /** Application id (open applicationDetail?id=…). */
  id: Type.Integer(),
  /** The user's work item (myTodo/myDone), for handle/batch; null elsewhere. */
  taskId: Nullable(Type.Integer()),
  /** Circulation id (toMe/Meto/myReaded), null elsewhere. */
  circulationId: Nullable(Type.Integer()),
  serialNo: Type.String(),
  type: ApplicationType,
  typeName: Type.String(),
  title: Type.String(),
  /** One line: e.g. 病假 · 2026-11-24 至 2026-11-26. */
  summary: Type.String(),
  initiator: PersonRef,
  status: ApplicationStatus,
  statusName: Type.String({ description: '草稿 / 审批中 / 已通过 / 已驳回 / 已退回' }),
  currentStepName: Type.String(),
  createTime: IsoTime,
  submitTime: Nullable(IsoTime),
  /** myDone: when and how the user handled it. */
  handleTime: Nullable(IsoTime),
  handleAction: Nullable(Type.String()),
  /** myTodo: pending longer than the overdue limit (global setting overdue.overdueHours). */
  overdue: Type.Boolean(),
  deadline: Nullable(IsoTime),
  /** toMe: whether the circulation was read. */
  isRead: Type.Boolean(),
})
export type TaskListItem = Static<typeof TaskListItem>

export const TaskListQuery = Type.Object({
  level: Type.Union([FirstLevel, InitalLevel, CirculateLevel]),
  ...PageQuery().properties,
  type: Type.Optional(ApplicationType),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
})
export type TaskListQuery = Static<typeof TaskListQuery>
export const TaskListPage = Page(TaskListItem)
export type TaskListPage = Static<typeof TaskListPage>
export const TaskListResponse = Envelope(TaskListPage)
export type TaskListResponse = Static<typeof TaskListResponse>

// detail
export const FlowStep = Type.Object({
  index: Type.Integer(),
  name: Type.String({ description: '辅导员审批 / 学院领导审批 …' }),
  handlers: Type.Array(PersonRef),
  state: Type.Union([Type.Literal('done'), Type.Literal('current'), Type.Literal('waiting')]),
  handledBy: Nullable(PersonRef),
  action: Nullable(Type.String()),
  opinion: Nullable(Type.String()),
  handledAt: Nullable(IsoTime),
})
export type FlowStep = Static<typeof FlowStep>

export const ApplicationDetail = Type.Object({
  id: Type.Integer(),
  serialNo: Type.String(),
  type: ApplicationType,
  typeName: Type.String(),
  /** The form version the application started on; it keeps that version's fields and chain. */
  formVersion: Type.Integer(),
  /** That version's fields (a draft is edited in them). */
  formFields: Type.Array(FormFieldDefinition),
  title: Type.String(),
  status: ApplicationStatus,
  statusName: Type.String(),
  initiator: PersonRef,
  /** The stored form, as its version's fields define it (partial for drafts). */
  form: Type.Record(Type.String(), Type.Unknown()),
  /** Display rows in form order, labels in Chinese. */
  fields: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  attachments: Type.Array(Attachment),
  /** The form's images fields that hold images, in form order: label and the uploaded file ids (GET /v1/files/<id>). */
  images: Type.Array(Type.Object({ label: Type.String(), files: Type.Array(Type.String()) })),
  /** The form's attachments fields that hold files, in form order: the field, its label and each file (GET /v1/files/<id>). */
  attachmentFields: Type.Array(
    Type.Object({
      name: Type.String(),
      label: Type.String(),
      files: Type.Array(FormFile),
    }),
  ),
  steps: Type.Array(FlowStep),
  currentStep: Type.Integer(),
  /** The user's pending work item on this application (null: nothing to handle). */
  myTaskId: Nullable(Type.Integer()),
  /** What the user may do now with myTaskId. */
  actions: Type.Array(HandleAction),
  /** The initiator may edit and (re)submit: drafts and returned (hang) applications. */
  canEdit: Type.Boolean(),
  /** The user may circulate it (initiator or a handler of it). */
  canCirculate: Type.Boolean(),
  version: Type.Integer({ description: 'changes with every transition' }),
  createTime: IsoTime,
  submitTime: Nullable(IsoTime),
  finishTime: Nullable(IsoTime),
})
export type ApplicationDetail = Static<typeof ApplicationDetail>
export const ApplicationDetailResponse = Envelope(ApplicationDetail)
export type ApplicationDetailResponse = Static<typeof ApplicationDetailResponse>
export const ApplicationIdQuery = Type.Object({ id: Id })
export type ApplicationIdQuery = Static<typeof ApplicationIdQuery>

// handling
export const HandleBody = Type.Object({
  taskId: Id,
  action: HandleAction,
  opinion: Type.Optional(Type.String({ maxLength: 140 })),
  /** transfer: username of the new handler (search with /flow/accounts/search). */
  transferTo: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
})
export type HandleBody = Static<typeof HandleBody>
export const HandleResult = Type.Object({
  taskId: Type.Integer(),
  applicationId: Type.Integer(),
  action: HandleAction,
  status: ApplicationStatus,
  currentStepName: Type.String(),
})
export type HandleResult = Static<typeof HandleResult>
/** 409 `{code:409, message:'该事项已被他人处理'}` when someone else handled it first. */
export const HandleResponse = Envelope(HandleResult)
export type HandleResponse = Static<typeof HandleResponse>

/** batchHandle (JSON body): same rules as handle, applied per item; never fails as a whole. */
export const BatchHandleBody = Type.Object({
  taskIds: Type.Array(Id, { minItems: 1, maxItems: 50 }),
  action: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
  opinion: Type.Optional(Type.String({ maxLength: 140 })),
})
export type BatchHandleBody = Static<typeof BatchHandleBody>
export const BatchItemResult = Type.Object({
  taskId: Type.Integer(),
  ok: Type.Boolean(),
  /** HTTP-like code: 0 ok, 404 not yours/unknown, 409 already handled, 400 invalid. */
  code: Type.Integer(),
  message: Type.String(),
  applicationId: Nullable(Type.Integer()),
  status: Nullable(ApplicationStatus),
})
export type BatchItemResult = Static<typeof BatchItemResult>
export const BatchHandleResponse = Envelope(
  Type.Object({
    succeeded: Type.Integer(),
    failed: Type.Integer(),
    results: Type.Array(BatchItemResult),
  }),
)
export type BatchHandleResponse = Static<typeof BatchHandleResponse>

export const HandleRecordEntry = Type.Object({
  id: Type.Integer(),
  stepName: Type.String(),
  actor: PersonRef,
  action: Type.Union([
    Type.Literal('submit'),
    Type.Literal('approve'),
    Type.Literal('reject'),
    Type.Literal('transfer'),
    Type.Literal('return'),
    Type.Literal('circulate'),
    Type.Literal('withdraw'),
  ]),
  actionName: Type.String({ description: '提交 / 同意 / 驳回 / 转办 / 退回 / 传阅 / 撤回' }),
  opinion: Type.String(),
  target: Nullable(PersonRef),
  createTime: IsoTime,
})
export type HandleRecordEntry = Static<typeof HandleRecordEntry>
export const HandleRecordResponse = Envelope(Type.Array(HandleRecordEntry))
export type HandleRecordResponse = Static<typeof HandleRecordResponse>

// circulation
export const CirculateBody = Type.Object({
  id: Id,
  usernames: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 50 }),
  remark: Type.Optional(Type.String({ maxLength: 140 })),
})
export type CirculateBody = Static<typeof CirculateBody>
export const CirculateResponse = Envelope(Type.Object({ created: Type.Integer() }))
export type CirculateResponse = Static<typeof CirculateResponse>
export const CirculationIdBody = Type.Object({ circulationId: Id })
export type CirculationIdBody = Static<typeof CirculationIdBody>

// accounts search (executors, transfer, circulate)
export const AccountSearchQuery = Type.Object({
  keyword: Type.String({ minLength: 1, maxLength: 50 }),
  ...PageQuery().properties,
})
export type AccountSearchQuery = Static<typeof AccountSearchQuery>
export const AccountEntry = Type.Object({
  username: Type.String(),
  name: Type.String(),
  identityTypeCode: Type.String(),
  identityName: Type.String({ description: '学生 / 教师 / 管理员 / 访客' }),
})
export type AccountEntry = Static<typeof AccountEntry>
export const AccountSearchResponse = Envelope(Page(AccountEntry))
export type AccountSearchResponse = Static<typeof AccountSearchResponse>
