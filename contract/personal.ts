// The personal centre: e-card, books, mailbox, research, profile, login history, feedback, agreement
// acceptance, notification settings, data export and account deletion.
import { Type, type Static } from 'typebox'
import { Envelope, Id, IsoTime, Nullable, Page, PageQuery, Text } from './common'
import { defineEndpoint } from './endpoint'
import { personalPaths } from './paths/personal'
import { NICKNAME_MAX } from './nickname'
import { AGREEMENT_KINDS, type AgreementKind } from './agreement-kinds'
import {
  BOOK_MAX_RENEWALS,
  DELETION_COOLING_OFF_DAYS,
  ECARD_LOW_BALANCE,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_TEXT,
  FEEDBACK_TYPES,
  type FeedbackType,
} from './personal-constants'

export { BOOK_MAX_RENEWALS, DELETION_COOLING_OFF_DAYS, ECARD_LOW_BALANCE, FEEDBACK_MAX_IMAGES, FEEDBACK_MAX_TEXT, FEEDBACK_TYPES }

export const ECard = Type.Object({
  cardNo: Type.String(),
  balance: Type.Number({ description: 'yuan' }),
  status: Type.Union([Type.Literal('normal'), Type.Literal('lost')]),
  lowBalance: Type.Boolean(),
})
export type ECard = Static<typeof ECard>

export const ECardTransaction = Type.Object({
  id: Type.Integer(),
  occurredAt: IsoTime,
  amount: Type.Number({ description: 'yuan; negative = spending' }),
  balanceAfter: Type.Number(),
  merchant: Type.String(),
  kind: Type.String(),
})
export type ECardTransaction = Static<typeof ECardTransaction>

export const ECardMonthQuery = Type.Intersect([
  Type.Object({ month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' }) }),
  PageQuery(),
])
export const ECardMonthPage = Type.Intersect([
  Page(ECardTransaction),
  Type.Object({ month: Type.String(), spent: Type.Number(), toppedUp: Type.Number() }),
])
export type ECardMonthPage = Static<typeof ECardMonthPage>

export const BookLoan = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  author: Type.String(),
  barcode: Type.String(),
  borrowedAt: IsoTime,
  dueAt: IsoTime,
  renewCount: Type.Integer(),
  canRenew: Type.Boolean(),
  overdue: Type.Boolean(),
  dueSoon: Type.Boolean(),
})
export type BookLoan = Static<typeof BookLoan>
export const MyBooks = Type.Object({
  loans: Type.Array(BookLoan),
  onLoan: Type.Integer(),
  dueSoon: Type.Integer(),
  overdue: Type.Integer(),
})
export type MyBooks = Static<typeof MyBooks>

export const MailItem = Type.Object({
  id: Type.Integer(),
  sender: Type.String(),
  subject: Type.String(),
  receivedAt: IsoTime,
  unread: Type.Boolean(),
})
export type MailItem = Static<typeof MailItem>
export const Mailbox = Type.Object({
  address: Type.String(),
  unread: Type.Integer(),
  webmailUrl: Type.String(),
  recent: Type.Array(MailItem),
})
export type Mailbox = Static<typeof Mailbox>

export const ResearchItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  venue: Type.String(),
  year: Type.Integer(),
  role: Type.String(),
  fundingWan: Nullable(Type.Integer()),
})
export type ResearchItem = Static<typeof ResearchItem>
export const Research = Type.Object({ papers: Type.Array(ResearchItem), projects: Type.Array(ResearchItem) })
export type Research = Static<typeof Research>

export const PersonInfoCard = Type.Object({
  code: Type.Union([Type.Literal('ecard'), Type.Literal('books'), Type.Literal('mailbox'), Type.Literal('research')]),
  title: Type.String(),
  value: Type.String(),
  unit: Type.String(),
  hint: Type.String(),
  warn: Type.Boolean(),
})
export type PersonInfoCard = Static<typeof PersonInfoCard>

export const PrivacyPolicy = Type.Object({
  title: Type.String(),
  version: Type.String(),
  updatedAt: Type.String(),
  content: Type.String(),
  agreement: Type.String(),
  privacyGuidelines: Type.String(),
  faceProtocol: Type.String(),
  personalInformation: Type.Array(Type.Object({ what: Type.String(), why: Type.String(), where: Type.String() })),
  thirdParty: Type.Array(Type.Object({ name: Type.String(), purpose: Type.String(), data: Type.String(), contact: Type.String() })),
  privacyProtection: Type.String(),
})
export type PrivacyPolicy = Static<typeof PrivacyPolicy>

export const PublishAgreementBody = Type.Object({
  version: Text({ minLength: 1, maxLength: 20 }),
  content: Type.Optional(Text({ maxLength: 20000 })),
})

export const MeUser = Type.Object({
  accountId: Type.String(),
  username: Type.String(),
  userName: Type.String(),
  nickname: Type.String({ description: '昵称 the person chose; empty when none (userName stays the official name)' }),
  identityTypeCode: Type.String(),
  orgName: Type.String(),
  orgPath: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  avatarUrl: Type.String({ description: 'empty when the person has none' }),
  createdAt: IsoTime,
})
export type MeUser = Static<typeof MeUser>

export const LoginEvent = Type.Object({
  id: Type.Integer(),
  at: IsoTime,
  method: Type.String(),
  device: Type.String(),
  address: Type.String(),
})
export type LoginEvent = Static<typeof LoginEvent>

export const AgreementKindSchema = Type.Union(
  AGREEMENT_KINDS.map((kind) => Type.Literal(kind)) as [ReturnType<typeof Type.Literal<AgreementKind>>],
)

/** One text (用户协议 or 隐私政策): the version in force and what this person last accepted of it. */
export const AgreementTextStatus = Type.Object({
  kind: AgreementKindSchema,
  label: Type.String({ description: '用户协议 or 隐私政策' }),
  version: Type.String(),
  title: Type.String(),
  acceptedVersion: Nullable(Type.String()),
  needsConsent: Type.Boolean(),
})
export type AgreementTextStatus = Static<typeof AgreementTextStatus>

export const AgreementStatus = Type.Object({
  version: Type.String({ description: 'the privacy policy in force' }),
  title: Type.String(),
  acceptedVersion: Nullable(Type.String({ description: 'the newest privacy-policy version this person accepted' })),
  needsConsent: Type.Boolean({ description: 'true while any text in force is not accepted' }),
  texts: Type.Array(AgreementTextStatus),
})
export type AgreementStatus = Static<typeof AgreementStatus>

export const FeedbackEntry = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  content: Type.String(),
  contact: Type.String(),
  images: Type.Array(Type.String()),
  createdAt: IsoTime,
  replies: Type.Array(Type.Object({ authorName: Type.String(), content: Type.String(), createdAt: IsoTime })),
})
export type FeedbackEntry = Static<typeof FeedbackEntry>

export const SubmitFeedbackBody = Type.Object({
  type: Type.Union([...FEEDBACK_TYPES].map((t) => Type.Literal(t)) as [ReturnType<typeof Type.Literal<FeedbackType>>]),
  content: Text({ minLength: 1, maxLength: FEEDBACK_MAX_TEXT }),
  contact: Type.Optional(Text({ maxLength: 64 })),
  images: Type.Optional(
    Type.Array(
      Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', description: 'uploaded file id' }),
      { maxItems: FEEDBACK_MAX_IMAGES },
    ),
  ),
})

/** An uploaded file (the shared upload's uuid). */
export const FileId = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' })

export const HourMinute = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm' })
export const NotifySettings = Type.Object({
  newMessageNotice: Type.Boolean(),
  sound: Type.Boolean(),
  vibrate: Type.Boolean(),
  dndEnabled: Type.Boolean(),
  dndStart: HourMinute,
  dndEnd: HourMinute,
})
export type NotifySettings = Static<typeof NotifySettings>

/** 设置 › 长辈模式 and what else changes how the portal is drawn for one person, kept with the account. */
export const DisplaySettings = Type.Object({
  /** 长辈模式: larger type and controls, a simpler home (most used services first, no rolling notices or pop-ups). */
  elderMode: Type.Boolean(),
})
export type DisplaySettings = Static<typeof DisplaySettings>

export const DeletionStatus = Type.Object({
  pending: Type.Boolean(),
  requestedAt: Nullable(IsoTime),
  effectiveAt: Nullable(IsoTime),
  coolingOffDays: Type.Integer(),
})
export type DeletionStatus = Static<typeof DeletionStatus>

export const MyDataExport = Type.Object({
  exportedAt: IsoTime,
  profile: MeUser,
  ecard: Nullable(ECard),
  ecardTransactions: Type.Array(ECardTransaction),
  loans: Type.Array(BookLoan),
  mailbox: Type.Array(MailItem),
  research: Research,
  feedback: Type.Array(FeedbackEntry),
  loginHistory: Type.Array(LoginEvent),
  notifySettings: NotifySettings,
  displaySettings: DisplaySettings,
  agreementAcceptances: Type.Array(Type.Object({ kind: Type.String(), version: Type.String(), acceptedAt: IsoTime })),
})
export type MyDataExport = Static<typeof MyDataExport>

const Done = Envelope(Type.Null())

export const personalEndpoints = {
  getMyECard: defineEndpoint(personalPaths.getMyECard, { response: Envelope(Nullable(ECard)) }),
  getECardDataList: defineEndpoint(personalPaths.getECardDataList, { query: ECardMonthQuery, response: Envelope(ECardMonthPage) }),
  reportLossECard: defineEndpoint(personalPaths.reportLossECard, { response: Envelope(ECard) }),
  unfreezeECard: defineEndpoint(personalPaths.unfreezeECard, { response: Envelope(ECard) }),
  getMyBooks: defineEndpoint(personalPaths.getMyBooks, { response: Envelope(MyBooks) }),
  renewBook: defineEndpoint(personalPaths.renewBook, { body: Type.Object({ id: Id }), response: Envelope(BookLoan) }),
  getMailbox: defineEndpoint(personalPaths.getMailbox, { response: Envelope(Mailbox) }),
  getScientificResearch: defineEndpoint(personalPaths.getScientificResearch, { response: Envelope(Research) }),
  personInfoCards: defineEndpoint(personalPaths.personInfoCards, { response: Envelope(Type.Array(PersonInfoCard)) }),
  privacyPolicy: defineEndpoint(personalPaths.privacyPolicy, { response: Envelope(PrivacyPolicy) }),
  publishAgreement: defineEndpoint(personalPaths.publishAgreement, { body: PublishAgreementBody, response: Envelope(AgreementStatus) }),
  meUser: defineEndpoint(personalPaths.meUser, { response: Envelope(MeUser) }),
  savePortrait: defineEndpoint(personalPaths.savePortrait, {
    body: Type.Object({ fileId: FileId }),
    response: Envelope(Type.Object({ avatarUrl: Type.String() })),
  }),
  saveNickname: defineEndpoint(personalPaths.saveNickname, {
    body: Type.Object({
      nickname: Type.String({ maxLength: 200, description: `trimmed; 1–${NICKNAME_MAX} characters, no control characters` }),
    }),
    response: Envelope(Type.Object({ nickname: Type.String() })),
  }),
  authenticationLog: defineEndpoint(personalPaths.authenticationLog, { query: PageQuery(), response: Envelope(Page(LoginEvent)) }),
  agreementStatus: defineEndpoint(personalPaths.agreementStatus, { response: Envelope(AgreementStatus) }),
  acceptAgreement: defineEndpoint(personalPaths.acceptAgreement, {
    body: Type.Object({
      version: Text({ minLength: 1, maxLength: 20, description: 'the privacy-policy version read' }),
      protocolVersion: Type.Optional(Text({ minLength: 1, maxLength: 20, description: 'the user-agreement version read' })),
    }),
    response: Envelope(AgreementStatus),
  }),
  feedbackList: defineEndpoint(personalPaths.feedbackList, { query: PageQuery(), response: Envelope(Page(FeedbackEntry)) }),
  submitFeedback: defineEndpoint(personalPaths.submitFeedback, { body: SubmitFeedbackBody, response: Envelope(FeedbackEntry) }),
  replyFeedback: defineEndpoint(personalPaths.replyFeedback, {
    body: Type.Object({ id: Id, content: Text({ minLength: 1, maxLength: 500 }) }),
    response: Done,
  }),
  notifySettings: defineEndpoint(personalPaths.notifySettings, { response: Envelope(NotifySettings) }),
  saveNotifySettings: defineEndpoint(personalPaths.saveNotifySettings, {
    body: Type.Partial(NotifySettings),
    response: Envelope(NotifySettings),
  }),
  displaySettings: defineEndpoint(personalPaths.displaySettings, { response: Envelope(DisplaySettings) }),
  saveDisplaySettings: defineEndpoint(personalPaths.saveDisplaySettings, {
    body: Type.Partial(DisplaySettings),
    response: Envelope(DisplaySettings),
  }),
  exportMyData: defineEndpoint(personalPaths.exportMyData, { response: Envelope(MyDataExport) }),
  deletionStatus: defineEndpoint(personalPaths.deletionStatus, { response: Envelope(DeletionStatus) }),
  requestDeletion: defineEndpoint(personalPaths.requestDeletion, {
    body: Type.Object({ reason: Type.Optional(Text({ maxLength: 200 })) }),
    response: Envelope(DeletionStatus),
  }),
  cancelDeletion: defineEndpoint(personalPaths.cancelDeletion, { response: Envelope(DeletionStatus) }),
}
