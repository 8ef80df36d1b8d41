// Online send (issue 12): recipients, people and organisation directory, user groups, sends and their results.
import { Type, type Static } from 'typebox'
import { Envelope, Id, IsoTime, Nullable, Page, PageQuery, PickerDateTime, Text } from './common'
import { defineEndpoint } from './endpoint'
import { UploadedFile } from './files'
import { ONLINE_SEND_LIMITS, onlineSendPaths } from './paths/online-send'

const Code = Text({ minLength: 1, maxLength: 64 })

/** A chosen recipient (spec §3): person `accountName`, group `group_code`, organisation `ins_code`, or external contact. */
export const ChosenRecipient = Type.Object({
  type: Type.Union([Type.Literal('person'), Type.Literal('group'), Type.Literal('org'), Type.Literal('external')]),
  name: Text({ maxLength: 100 }),
  accountName: Type.Optional(Code),
  group_code: Type.Optional(Code),
  ins_code: Type.Optional(Code),
  externalType: Type.Optional(Type.Union([Type.Literal('email'), Type.Literal('phone')])),
  contactsNumber: Type.Optional(Text({ minLength: 1, maxLength: 254 })),
})
export type ChosenRecipient = Static<typeof ChosenRecipient>

const Recipients = Type.Array(ChosenRecipient, { maxItems: ONLINE_SEND_LIMITS.recipientsMax })

export const OnlineSendChannel = Type.Union([Type.Literal('site'), Type.Literal('sms'), Type.Literal('email')])
export type OnlineSendChannel = Static<typeof OnlineSendChannel>

export const SendType = Type.Object({
  code: Type.String(),
  name: Type.String(),
  sendTypes: Type.Array(Type.String(), { description: 'channels this sender may use for the type' }),
  external: Type.Boolean({ description: 'whether this sender may add external contacts (phones, emails) for the type' }),
})
export type SendType = Static<typeof SendType>

/** A person in the directory; contact fields only where the person's privacy allows (issue 14). */
export const Person = Type.Object({
  accountName: Type.String(),
  userName: Type.String(),
  nameSpelling: Type.String({ description: 'pinyin, lower case; its first letter groups the list' }),
  identityTypeCode: Type.String(),
  ins_code: Nullable(Type.String()),
  orgPath: Type.String({ description: 'e.g. 示范大学 / 计算机科学与技术学院 / 计科2301班' }),
  mobile: Nullable(Type.String()),
  email: Nullable(Type.String()),
  mayReceive: Type.Boolean({ description: 'whether the caller may send to this person' }),
})
export type Person = Static<typeof Person>

export const GroupMember = Type.Object({
  ...Person.properties,
  type: Type.Union([Type.Literal('OWNER'), Type.Literal('MANAGERMENT'), Type.Literal('MEMBER')]),
})
export type GroupMember = Static<typeof GroupMember>

export const OrgUnitNode = Type.Object({
  ins_code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  path: Type.String(),
  memberCount: Type.Integer({ description: 'people in the unit and every unit below it' }),
  childCount: Type.Integer(),
  mayReceive: Type.Boolean({ description: 'whether the caller may send to the whole unit' }),
})
export type OrgUnitNode = Static<typeof OrgUnitNode>

export const UserGroup = Type.Object({
  group_code: Type.String(),
  name: Type.String(),
  ownerName: Type.String(),
  shared: Type.Boolean(),
  mine: Type.Boolean(),
  memberCount: Type.Integer(),
  mayReceive: Type.Boolean({ description: 'whether the caller may send to the group' }),
  mayEdit: Type.Boolean({ description: 'whether the caller may add and remove members (the owner or a manager)' }),
})
export type UserGroup = Static<typeof UserGroup>

/** An attached file with a download grant (valid for hours) for the sender or a recipient; `url` carries it. */
export const Attachment = Type.Object({ ...UploadedFile.properties, grant: Type.String() })
export type Attachment = Static<typeof Attachment>

const SendStatus = Type.Union([Type.Literal('scheduled'), Type.Literal('sending'), Type.Literal('done'), Type.Literal('recalled')])

export const SentSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  typeName: Type.String(),
  status: SendStatus,
  total: Type.Integer(),
  readCount: Type.Integer(),
  createdAt: IsoTime,
  scheduledAt: Nullable(IsoTime),
})
export type SentSummary = Static<typeof SentSummary>

const ChannelCounts = Type.Object({ accepted: Type.Integer(), delivered: Type.Integer(), failed: Type.Integer() })
export type ChannelCounts = Static<typeof ChannelCounts>

export const SendResult = Type.Object({
  ...SentSummary.properties,
  content: Type.String(),
  channels: Type.Array(OnlineSendChannel),
  chosen: Type.Array(ChosenRecipient),
  site: ChannelCounts,
  sms: ChannelCounts,
  email: ChannelCounts,
  skipped: Type.Integer({ description: 'people who turned this type off' }),
  blocked: Type.Integer({ description: 'people who put the sender on their blacklist (黑名单), not delivered' }),
  unreadCount: Type.Integer(),
  recallable: Type.Boolean(),
  recalledAt: Nullable(IsoTime),
  remindedAt: Nullable(IsoTime),
  attachments: Type.Array(Attachment),
  reminderCopies: Type.Object({ sms: Type.Integer(), email: Type.Integer() }, { description: 'SMS/email reminders sent' }),
})
export type SendResult = Static<typeof SendResult>

export const Reader = Type.Object({
  accountName: Type.String(),
  userName: Type.String(),
  orgPath: Type.String(),
  readTime: Nullable(IsoTime),
})
export type Reader = Static<typeof Reader>

const SendId = Type.Object({ id: Id })
const GroupCode = Type.Object({ group_code: Code })
const GroupMembersChange = Type.Object({ group_code: Code, accountNames: Type.Array(Code, { minItems: 1, maxItems: 500 }) })

export const onlineSendEndpoints = {
  listSendTypes: defineEndpoint(onlineSendPaths.listSendTypes, { response: Envelope(Type.Array(SendType)) }),
  searchPeople: defineEndpoint(onlineSendPaths.searchPeople, {
    query: Type.Object({
      ...PageQuery(ONLINE_SEND_LIMITS.pageSize).properties,
      keyword: Type.Optional(Text({ maxLength: 50 })),
      ins_code: Type.Optional(Code),
    }),
    response: Envelope(Page(Person)),
  }),
  orgChildren: defineEndpoint(onlineSendPaths.orgChildren, {
    query: Type.Object({ ins_code: Type.Optional(Code) }),
    response: Envelope(Type.Object({ unit: Nullable(OrgUnitNode), children: Type.Array(OrgUnitNode) })),
  }),
  searchOrg: defineEndpoint(onlineSendPaths.searchOrg, {
    query: Type.Object({ keyword: Text({ minLength: 1, maxLength: 50 }) }),
    response: Envelope(Type.Array(OrgUnitNode)),
  }),
  listGroups: defineEndpoint(onlineSendPaths.listGroups, {
    response: Envelope(Type.Object({ mine: Type.Array(UserGroup), shared: Type.Array(UserGroup) })),
  }),
  groupMembers: defineEndpoint(onlineSendPaths.groupMembers, {
    query: Type.Object({ ...PageQuery(ONLINE_SEND_LIMITS.pageSize).properties, ...GroupCode.properties }),
    response: Envelope(Page(GroupMember)),
  }),
  createGroup: defineEndpoint(onlineSendPaths.createGroup, {
    body: Type.Object({
      name: Text({ minLength: 1, maxLength: 30 }),
      shared: Type.Optional(Type.Boolean()),
      accountNames: Type.Array(Code, { maxItems: 2000 }),
    }),
    response: Envelope(UserGroup),
  }),
  renameGroup: defineEndpoint(onlineSendPaths.renameGroup, {
    body: Type.Object({ group_code: Code, name: Text({ minLength: 1, maxLength: 30 }) }),
    response: Envelope(UserGroup),
  }),
  deleteGroup: defineEndpoint(onlineSendPaths.deleteGroup, { body: GroupCode, response: Envelope(Type.Null()) }),
  countRecipients: defineEndpoint(onlineSendPaths.countRecipients, {
    body: Type.Object({ recipients: Recipients }),
    response: Envelope(Type.Object({ people: Type.Integer(), external: Type.Integer() })),
  }),
  send: defineEndpoint(onlineSendPaths.send, {
    body: Type.Object({
      typeCode: Code,
      title: Text({ minLength: 1, maxLength: ONLINE_SEND_LIMITS.titleMax }),
      // A transport bound only: the handler answers the 140 limit with its reason (内容不能超过 140 字).
      content: Text({ minLength: 1, maxLength: 2000 }),
      attachments: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: ONLINE_SEND_LIMITS.attachmentsMax })),
      channels: Type.Array(OnlineSendChannel, { maxItems: 3 }),
      scheduledAt: Type.Optional(PickerDateTime),
      recipients: Recipients,
    }),
    response: Envelope(Type.Object({ id: Type.Integer(), total: Type.Integer(), external: Type.Integer() })),
  }),
  listSent: defineEndpoint(onlineSendPaths.listSent, { query: PageQuery(), response: Envelope(Page(SentSummary)) }),
  sentDetail: defineEndpoint(onlineSendPaths.sentDetail, { query: SendId, response: Envelope(SendResult) }),
  sentReaders: defineEndpoint(onlineSendPaths.sentReaders, {
    query: Type.Object({ ...PageQuery(ONLINE_SEND_LIMITS.pageSize).properties, ...SendId.properties, read: Type.Boolean() }),
    response: Envelope(Page(Reader)),
  }),
  remindUnread: defineEndpoint(onlineSendPaths.remindUnread, {
    body: SendId,
    response: Envelope(
      Type.Object({
        reminded: Type.Integer({ description: 'unread records brought back to the top' }),
        sms: Type.Integer({ description: 'reminder SMS queued' }),
        email: Type.Integer({ description: 'reminder emails queued' }),
      }),
    ),
  }),
  recall: defineEndpoint(onlineSendPaths.recall, { body: SendId, response: Envelope(Type.Object({ recalled: Type.Integer() })) }),
  addGroupMembers: defineEndpoint(onlineSendPaths.addGroupMembers, { body: GroupMembersChange, response: Envelope(UserGroup) }),
  removeGroupMembers: defineEndpoint(onlineSendPaths.removeGroupMembers, { body: GroupMembersChange, response: Envelope(UserGroup) }),
  receivedAttachments: defineEndpoint(onlineSendPaths.receivedAttachments, {
    query: Type.Object({ recordId: Id }),
    response: Envelope(Type.Array(Attachment)),
  }),
}
