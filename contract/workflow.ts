// Workflow / tasks contract (spec §3 task settings, §7 "Tasks"): flow base `/flow`.
// Endpoint list: server/src/routes/message-center/README.md ("Tasks"). No server-only imports here.
import { Type, type Static } from 'typebox'
import { Envelope, Id, IsoTime, Nullable, Page, PageQuery, PickerDateTime } from './common'
import { CIRCULATE_LEVELS, FIRST_LEVELS, INITAL_LEVELS, INT32_MAX } from './constants'
import { defineEndpoint } from './endpoint'
import { workflowPaths } from './paths/workflow'

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
  title: Type.String(),
  status: ApplicationStatus,
  statusName: Type.String(),
  initiator: PersonRef,
  /** The stored typed form (LeaveForm | ReimbursementForm | RoomBookingForm; partial for drafts). */
  form: Type.Record(Type.String(), Type.Unknown()),
  /** Display rows in form order, labels in Chinese. */
  fields: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  attachments: Type.Array(Attachment),
  /** The form's images fields that hold images, in form order: label and the uploaded file ids (GET /v1/files/<id>). */
  images: Type.Array(Type.Object({ label: Type.String(), files: Type.Array(Type.String()) })),
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

// personal to-dos
export const PersonalTodo = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  dueTime: Nullable(IsoTime),
  /** Reminder moments (addReminderTime page). */
  reminderTimes: Type.Array(IsoTime),
  executors: Type.Array(PersonRef),
  creator: PersonRef,
  status: Type.Union([Type.Literal('open'), Type.Literal('done')]),
  completeTime: Nullable(IsoTime),
  createTime: IsoTime,
  overdue: Type.Boolean(),
  /** Only the creator may delete. */
  canDelete: Type.Boolean(),
})
export type PersonalTodo = Static<typeof PersonalTodo>
export const PersonalTodoResponse = Envelope(PersonalTodo)
export type PersonalTodoResponse = Static<typeof PersonalTodoResponse>
export const PersonalTodoPageResponse = Envelope(Page(PersonalTodo))
export type PersonalTodoPageResponse = Static<typeof PersonalTodoPageResponse>

/** create (JSON body). executors: usernames (the creator is always an executor-owner). */
export const CreatePersonalTodoBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 50 }),
  content: Type.Optional(Type.String({ maxLength: 140 })),
  dueTime: Type.Optional(PickerDateTime),
  reminderTimes: Type.Optional(Type.Array(PickerDateTime, { maxItems: 10 })),
  executors: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50 })),
})
export type CreatePersonalTodoBody = Static<typeof CreatePersonalTodoBody>
export const PersonalTodoListQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('done'), Type.Literal('all')], { default: 'open' })),
  ...PageQuery().properties,
})
export type PersonalTodoListQuery = Static<typeof PersonalTodoListQuery>
export const PersonalTodoIdQuery = Type.Object({ id: Id })
export type PersonalTodoIdQuery = Static<typeof PersonalTodoIdQuery>

// settings and counts
export const PersonOverdueSetting = Type.Object({
  /** 逾期提醒 on/off. */
  remind: Type.Boolean(),
  /** Remind this many hours before a to-do becomes overdue (0 = when it becomes overdue). */
  remindBeforeHours: Type.Integer({ minimum: 0, maximum: 168 }),
  /** Channels for the reminder. */
  channels: Type.Array(Type.Union([Type.Literal('site'), Type.Literal('sms'), Type.Literal('email'), Type.Literal('wechat')]), {
    maxItems: 4,
  }),
})
export type PersonOverdueSetting = Static<typeof PersonOverdueSetting>
export const PersonOverdueSettingResponse = Envelope(PersonOverdueSetting)
export type PersonOverdueSettingResponse = Static<typeof PersonOverdueSettingResponse>
export const UpdatePersonOverdueSettingBody = Type.Partial(PersonOverdueSetting)
export type UpdatePersonOverdueSettingBody = Static<typeof UpdatePersonOverdueSettingBody>

export const LevelSetting = Type.Object({ code: Type.String(), name: Type.String(), enabled: Type.Boolean() })
export type LevelSetting = Static<typeof LevelSetting>
/** Global setting documents by type. */
export const TaskLevelsSetting = Type.Object({
  firstLevel: Type.Array(LevelSetting),
  initalLevel: Type.Array(LevelSetting),
  circulateLevel: Type.Array(LevelSetting),
})
export type TaskLevelsSetting = Static<typeof TaskLevelsSetting>
export const OverdueGlobalSetting = Type.Object({ overdueHours: Type.Integer(), enabled: Type.Boolean() })
export type OverdueGlobalSetting = Static<typeof OverdueGlobalSetting>
export const GlobalSettingTypesQuery = Type.Object({
  /** Comma-separated: taskLevels, overdue, batchApproval. */
  types: Type.String({ minLength: 1, maxLength: 200 }),
})
export type GlobalSettingTypesQuery = Static<typeof GlobalSettingTypesQuery>
/** data: { [type]: document } for the known types asked for (unknown types are left out). */
export const GlobalSettingByTypesResponse = Envelope(Type.Record(Type.String(), Type.Unknown()))
export type GlobalSettingByTypesResponse = Static<typeof GlobalSettingByTypesResponse>
export const GlobalSettingEntry = Type.Object({
  type: Type.String(),
  name: Type.String(),
  value: Type.Unknown(),
  updateTime: IsoTime,
})
export type GlobalSettingEntry = Static<typeof GlobalSettingEntry>
export const GlobalSettingListResponse = Envelope(Type.Array(GlobalSettingEntry))
export type GlobalSettingListResponse = Static<typeof GlobalSettingListResponse>

export const AppsCount = Type.Object({
  type: ApplicationType,
  typeName: Type.String(),
  todo: Type.Integer(),
})
export type AppsCount = Static<typeof AppsCount>
export const AppsCountResponse = Envelope(Type.Array(AppsCount))
export type AppsCountResponse = Static<typeof AppsCountResponse>

export const OtherCount = Type.Object({
  /** Unread circulations to me. */
  toMeUnread: Type.Integer(),
  /** Open personal to-dos the user creates or executes. */
  personalTodo: Type.Integer(),
  /** Drafts. */
  draft: Type.Integer(),
  /** My requests in progress. */
  requestProgress: Type.Integer(),
})
export type OtherCount = Static<typeof OtherCount>
export const OtherCountResponse = Envelope(OtherCount)
export type OtherCountResponse = Static<typeof OtherCountResponse>

/** getToDoListCountNew: `todo` is the badge number (global state taskNum / cache_taskNum). */
export const TodoCount = Type.Object({
  todo: Type.Integer(),
  overdue: Type.Integer(),
  toMeUnread: Type.Integer(),
  personalTodo: Type.Integer(),
})
export type TodoCount = Static<typeof TodoCount>
export const TodoCountResponse = Envelope(TodoCount)
export type TodoCountResponse = Static<typeof TodoCountResponse>

export const FlowEmptyResponse = Envelope(Type.Null())
export type FlowEmptyResponse = Static<typeof FlowEmptyResponse>

/** Every workflow endpoint: path and schemas (the server registers from these; the client's api.ts calls them). */
export const workflowEndpoints = {
  personalTodoCreate: defineEndpoint(workflowPaths.personalTodoCreate, { body: CreatePersonalTodoBody, response: PersonalTodoResponse }),
  personalTodoList: defineEndpoint(workflowPaths.personalTodoList, { query: PersonalTodoListQuery, response: PersonalTodoPageResponse }),
  personalTodoDetail: defineEndpoint(workflowPaths.personalTodoDetail, { query: PersonalTodoIdQuery, response: PersonalTodoResponse }),
  personalTodoComplete: defineEndpoint(workflowPaths.personalTodoComplete, { body: PersonalTodoIdQuery, response: PersonalTodoResponse }),
  personalTodoDelete: defineEndpoint(workflowPaths.personalTodoDelete, { body: PersonalTodoIdQuery, response: FlowEmptyResponse }),
  accountsSearch: defineEndpoint(workflowPaths.accountsSearch, { query: AccountSearchQuery, response: AccountSearchResponse }),
  updatePersonOverdueSetting: defineEndpoint(workflowPaths.updatePersonOverdueSetting, {
    body: UpdatePersonOverdueSettingBody,
    response: PersonOverdueSettingResponse,
  }),
  getPersonOverdueSetting: defineEndpoint(workflowPaths.getPersonOverdueSetting, { response: PersonOverdueSettingResponse }),
  getGlobalSettingByTypes: defineEndpoint(workflowPaths.getGlobalSettingByTypes, {
    query: GlobalSettingTypesQuery,
    response: GlobalSettingByTypesResponse,
  }),
  getGlobalSettingList: defineEndpoint(workflowPaths.getGlobalSettingList, { response: GlobalSettingListResponse }),
  taskList: defineEndpoint(workflowPaths.taskList, { query: TaskListQuery, response: TaskListResponse }),
  getAppsCount: defineEndpoint(workflowPaths.getAppsCount, { response: AppsCountResponse }),
  getOtherCount: defineEndpoint(workflowPaths.getOtherCount, { response: OtherCountResponse }),
  getToDoListCountNew: defineEndpoint(workflowPaths.getToDoListCountNew, { response: TodoCountResponse }),
  applicationForms: defineEndpoint(workflowPaths.applicationForms, { response: FormDefinitionListResponse }),
  applicationDetail: defineEndpoint(workflowPaths.applicationDetail, { query: ApplicationIdQuery, response: ApplicationDetailResponse }),
  handleRecord: defineEndpoint(workflowPaths.handleRecord, { query: ApplicationIdQuery, response: HandleRecordResponse }),
  handleTask: defineEndpoint(workflowPaths.handleTask, { body: HandleBody, response: HandleResponse }),
  batchHandle: defineEndpoint(workflowPaths.batchHandle, { body: BatchHandleBody, response: BatchHandleResponse }),
  startApplication: defineEndpoint(workflowPaths.startApplication, { body: StartApplicationBody, response: ApplicationRefResponse }),
  saveDraft: defineEndpoint(workflowPaths.saveDraft, { body: SaveDraftBody, response: ApplicationRefResponse }),
  deleteDraft: defineEndpoint(workflowPaths.deleteDraft, { body: ApplicationIdBody, response: FlowEmptyResponse }),
  circulate: defineEndpoint(workflowPaths.circulate, { body: CirculateBody, response: CirculateResponse }),
  readCirculation: defineEndpoint(workflowPaths.readCirculation, { body: CirculationIdBody, response: FlowEmptyResponse }),
}
