// Message centre contract (spec §7 "Messages", "Instant messages", "Merged task and message", unread).
// Every route lives under `/message-center/center/api/v1/…`; see server/src/routes/message-center/README.md.
// Client and server share these types: no server-only imports here.
import { Type, type Static } from 'typebox'
import { Envelope, Id, Int, IsoTime, Page, PageQuery, PickerDateTime } from './common'
import { INT32_MAX } from './constants'
import { defineEndpoint } from './endpoint'
import { messageCenterPaths } from './paths/message-center'

export { Page, PageQuery }

// messages
export const MessageRecord = Type.Object({
  id: Type.Integer(),
  appId: Type.Integer(),
  appCode: Type.String(),
  appName: Type.String(),
  appIcon: Type.String({ description: 'absolute or portal-relative icon URL' }),
  messageTypeCode: Type.String(),
  messageTypeName: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'plain text, may contain line breaks' }),
  url: Type.String({ description: 'link to open (empty when none)' }),
  senderName: Type.String(),
  createTime: IsoTime,
  isRead: Type.Boolean(),
  readTime: Type.Union([IsoTime, Type.Null()]),
  isStar: Type.Boolean(),
  /** When the message comes from a workflow item: the application id (open applicationDetail). */
  flowApplicationId: Type.Union([Type.Integer(), Type.Null()]),
})
export type MessageRecord = Static<typeof MessageRecord>

export const MessageRecordPage = Page(MessageRecord)
export type MessageRecordPage = Static<typeof MessageRecordPage>

export const MessageIdBody = Type.Object({ id: Id })
export type MessageIdBody = Static<typeof MessageIdBody>

export const GetMessageRecordResponse = Envelope(MessageRecord)
export type GetMessageRecordResponse = Static<typeof GetMessageRecordResponse>

export const ListMessageRecordQuery = Type.Object({
  ...PageQuery().properties,
  appId: Type.Optional(Id),
  messageTypeCode: Type.Optional(Type.String({ maxLength: 64 })),
  isRead: Type.Optional(Type.Boolean()),
  isStar: Type.Optional(Type.Boolean()),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
})
export type ListMessageRecordQuery = Static<typeof ListMessageRecordQuery>
export const ListMessageRecordResponse = Envelope(MessageRecordPage)
export type ListMessageRecordResponse = Static<typeof ListMessageRecordResponse>

/** Changed-row count of a bulk action (read all, read by app, delete app). */
export const AffectedResponse = Envelope(Type.Object({ affected: Type.Integer() }))
export type AffectedResponse = Static<typeof AffectedResponse>

/** messageRecordStatus: status 'deleted' soft-deletes the record (it disappears from lists and counts). */
export const MessageRecordStatusBody = Type.Object({
  id: Id,
  status: Type.Optional(Type.Literal('deleted', { default: 'deleted' })),
})
export type MessageRecordStatusBody = Static<typeof MessageRecordStatusBody>

export const MessageRecordStarBody = Type.Object({ id: Id, star: Type.Boolean() })
export type MessageRecordStarBody = Static<typeof MessageRecordStarBody>

export const AppIdBody = Type.Object({ appId: Id })
export type AppIdBody = Static<typeof AppIdBody>

export const OptionalAppIdQuery = Type.Object({ appId: Type.Optional(Id) })
export type OptionalAppIdQuery = Static<typeof OptionalAppIdQuery>

/** A plain number in `data` (unread counts). */
export const CountResponse = Envelope(Type.Integer({ minimum: 0, maximum: INT32_MAX }))
export type CountResponse = Static<typeof CountResponse>

export const ReadCounts = Type.Object({ total: Type.Integer(), readCount: Type.Integer(), unreadCount: Type.Integer() })
export type ReadCounts = Static<typeof ReadCounts>
export const ReadCountsResponse = Envelope(ReadCounts)
export type ReadCountsResponse = Static<typeof ReadCountsResponse>

export const MessageType = Type.Object({
  code: Type.String(),
  name: Type.String(),
  appId: Type.Integer(),
  appName: Type.String(),
})
export type MessageType = Static<typeof MessageType>
export const MessageTypeListResponse = Envelope(Type.Array(MessageType))
export type MessageTypeListResponse = Static<typeof MessageTypeListResponse>

export const SendTypeCode = Type.Union([Type.Literal('site'), Type.Literal('sms'), Type.Literal('email'), Type.Literal('wechat')])
export type SendTypeCode = Static<typeof SendTypeCode>
export const SendType = Type.Object({
  code: SendTypeCode,
  name: Type.String({ description: '站内信 / 短信 / 邮件 / 微信' }),
  /** 'site' cannot be switched off while the type is received. */
  required: Type.Boolean(),
})
export type SendType = Static<typeof SendType>
export const SendTypeListResponse = Envelope(Type.Array(SendType))
export type SendTypeListResponse = Static<typeof SendTypeListResponse>
export const MessageTypeCodeQuery = Type.Object({ messageTypeCode: Type.String({ minLength: 1, maxLength: 64 }) })
export type MessageTypeCodeQuery = Static<typeof MessageTypeCodeQuery>

export const ReceiveSetting = Type.Object({
  messageTypeCode: Type.String(),
  messageTypeName: Type.String(),
  appId: Type.Integer(),
  appName: Type.String(),
  /** false: new messages of this type are not delivered to the user at all. */
  receive: Type.Boolean(),
  sendTypes: Type.Array(SendTypeCode),
})
export type ReceiveSetting = Static<typeof ReceiveSetting>
export const ReceiveSettingListResponse = Envelope(Type.Array(ReceiveSetting))
export type ReceiveSettingListResponse = Static<typeof ReceiveSettingListResponse>

/** receiveSettings/new (JSON body). sendTypes must be a subset of getSendTypeByMessageTypeCode. */
export const ReceiveSettingBody = Type.Object({
  messageTypeCode: Type.String({ minLength: 1, maxLength: 64 }),
  receive: Type.Boolean(),
  sendTypes: Type.Optional(Type.Array(SendTypeCode, { maxItems: 4 })),
})
export type ReceiveSettingBody = Static<typeof ReceiveSettingBody>
export const ReceiveSettingResponse = Envelope(ReceiveSetting)
export type ReceiveSettingResponse = Static<typeof ReceiveSettingResponse>

/** Per-user message-centre preferences (personalSettingCenter page). */
export const UserSetting = Type.Object({
  /** 任务消息合并: show workflow to-dos among the message apps. */
  mergeTaskMessage: Type.Boolean(),
  /** 按标签分组: the message list is grouped by tag groups (applicationGroup page). */
  groupByTag: Type.Boolean(),
  /** 显示第三方消息 (throughTrain page). */
  showThirdMessage: Type.Boolean(),
})
export type UserSetting = Static<typeof UserSetting>
export const UserSettingResponse = Envelope(UserSetting)
export type UserSettingResponse = Static<typeof UserSettingResponse>
export const UpdateUserSettingBody = Type.Partial(UserSetting)
export type UpdateUserSettingBody = Static<typeof UpdateUserSettingBody>

// schedules from messages/tasks
export const PersonalCalendar = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  color: Type.String({ description: '#RRGGBB' }),
  isDefault: Type.Boolean(),
})
export type PersonalCalendar = Static<typeof PersonalCalendar>
export const PersonalCalendarListResponse = Envelope(Type.Array(PersonalCalendar))
export type PersonalCalendarListResponse = Static<typeof PersonalCalendarListResponse>

export const CreateScheduleBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100 }),
  startTime: PickerDateTime,
  endTime: PickerDateTime,
  place: Type.Optional(Type.String({ maxLength: 100 })),
  remark: Type.Optional(Type.String({ maxLength: 140 })),
  calendarId: Id,
  /** Where the entry came from (newsAddSchedule: message, taskAddSchedule: task). */
  sourceType: Type.Optional(Type.Union([Type.Literal('message'), Type.Literal('task')])),
  /** message record id or flow application id; must be the user's own. */
  sourceId: Type.Optional(Id),
})
export type CreateScheduleBody = Static<typeof CreateScheduleBody>
export const ScheduleEntry = Type.Object({
  id: Type.Integer(),
  calendarId: Type.Integer(),
  title: Type.String(),
  startTime: IsoTime,
  endTime: IsoTime,
  place: Type.String(),
  remark: Type.String(),
  sourceType: Type.Union([Type.Literal('message'), Type.Literal('task'), Type.Null()]),
  sourceId: Type.Union([Type.Integer(), Type.Null()]),
})
export type ScheduleEntry = Static<typeof ScheduleEntry>
export const ListScheduleQuery = Type.Object({
  from: PickerDateTime,
  to: PickerDateTime,
})
export type ListScheduleQuery = Static<typeof ListScheduleQuery>
export const ScheduleListItem = Type.Intersect([ScheduleEntry, Type.Object({ calendarName: Type.String(), calendarColor: Type.String() })])
export type ScheduleListItem = Static<typeof ScheduleListItem>
export const ScheduleListResponse = Envelope(Type.Array(ScheduleListItem))
export type ScheduleListResponse = Static<typeof ScheduleListResponse>
export const CreateScheduleResponse = Envelope(ScheduleEntry)
export type CreateScheduleResponse = Static<typeof CreateScheduleResponse>

// instant messages (apps)
export const LastMessage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  createTime: IsoTime,
})
export type LastMessage = Static<typeof LastMessage>

export const InstantApp = Type.Object({
  appId: Type.Integer(),
  appCode: Type.String(),
  appName: Type.String(),
  appIcon: Type.String(),
  tag: Type.String({ description: 'built-in tag of the app (教学, 生活, 办公…)' }),
  isThird: Type.Boolean({ description: 'third-party app (throughTrain)' }),
  lastMessage: Type.Union([LastMessage, Type.Null()]),
  /** Unread messages of this app, shown on the app even when muted. */
  unreadCount: Type.Integer(),
  isTop: Type.Boolean(),
  /** 免打扰: muted apps are left out of the badge total (getAppAllUnReadCount/new). */
  isDisturb: Type.Boolean(),
  /** Position from the adjustmentOrder page (null: never ordered, sorted by last message). */
  sort: Type.Union([Type.Integer(), Type.Null()]),
})
export type InstantApp = Static<typeof InstantApp>
export const InstantAppList = Type.Object({
  list: Type.Array(InstantApp),
  /** Same number as getAppAllUnReadCount/new (muted apps excluded). */
  totalUnread: Type.Integer(),
})
export type InstantAppList = Static<typeof InstantAppList>
export const InstantAppListResponse = Envelope(InstantAppList)
export type InstantAppListResponse = Static<typeof InstantAppListResponse>

export const AllUnreadBody = Type.Object({ mobile: Type.Optional(Type.Boolean()) })
export type AllUnreadBody = Static<typeof AllUnreadBody>

export const AppDisturbedBody = Type.Object({
  appId: Id,
  /** Omitted: toggles the current state. */
  disturbed: Type.Optional(Type.Boolean()),
})
export type AppDisturbedBody = Static<typeof AppDisturbedBody>
export const AppStateResponse = Envelope(Type.Object({ appId: Type.Integer(), isTop: Type.Boolean(), isDisturb: Type.Boolean() }))
export type AppStateResponse = Static<typeof AppStateResponse>

/** insertAccessApp/connect: adds an app to the user's message list (by id or code). */
export const ConnectAppBody = Type.Object({ appId: Type.Optional(Id), appCode: Type.Optional(Type.String({ maxLength: 64 })) })
export type ConnectAppBody = Static<typeof ConnectAppBody>

export const AppMessageListQuery = Type.Object({
  appId: Id,
  ...PageQuery().properties,
  messageTypeCode: Type.Optional(Type.String({ maxLength: 64 })),
  isRead: Type.Optional(Type.Boolean()),
})
export type AppMessageListQuery = Static<typeof AppMessageListQuery>

export const AppIdQuery = Type.Object({ appId: Id })
export type AppIdQuery = Static<typeof AppIdQuery>

export const AppMessageTypeName = Type.Object({ code: Type.String(), name: Type.String() })
export type AppMessageTypeName = Static<typeof AppMessageTypeName>
export const AppMessageTypeNameResponse = Envelope(Type.Array(AppMessageTypeName))
export type AppMessageTypeNameResponse = Static<typeof AppMessageTypeNameResponse>

export const AppMessageTypeCount = Type.Object({
  messageTypeCode: Type.String(),
  messageTypeName: Type.String(),
  total: Type.Integer(),
  unread: Type.Integer(),
})
export type AppMessageTypeCount = Static<typeof AppMessageTypeCount>
export const AppMessageCountResponse = Envelope(
  Type.Object({
    total: Type.Integer(),
    unread: Type.Integer(),
    types: Type.Array(AppMessageTypeCount),
  }),
)
export type AppMessageCountResponse = Static<typeof AppMessageCountResponse>

/** appOrder (JSON body): the full order of the user's apps, first = top of the list (after pinned apps). */
export const AppOrderBody = Type.Object({ appIds: Type.Array(Id, { minItems: 1, maxItems: 200 }) })
export type AppOrderBody = Static<typeof AppOrderBody>

// merged task and message (correlation)
export const TagGroupApp = Type.Object({
  appId: Type.Integer(),
  appName: Type.String(),
  appIcon: Type.String(),
  unreadCount: Type.Integer(),
})
export type TagGroupApp = Static<typeof TagGroupApp>
export const TagGroup = Type.Object({
  /** null for a built-in tag group (apps no custom group holds, grouped by their tag). */
  groupId: Type.Union([Type.Integer(), Type.Null()]),
  tagName: Type.String(),
  custom: Type.Boolean(),
  apps: Type.Array(TagGroupApp),
})
export type TagGroup = Static<typeof TagGroup>
export const TagGroupListResponse = Envelope(Type.Array(TagGroup))
export type TagGroupListResponse = Static<typeof TagGroupListResponse>

export const TagGroupNameQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: 20 }) })
export type TagGroupNameQuery = Static<typeof TagGroupNameQuery>
export const RepeatedResponse = Envelope(Type.Object({ repeated: Type.Boolean() }))
export type RepeatedResponse = Static<typeof RepeatedResponse>

export const CreateTagGroupBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20 }),
  appIds: Type.Optional(Type.Array(Id, { maxItems: 200 })),
})
export type CreateTagGroupBody = Static<typeof CreateTagGroupBody>
export const CreateTagGroupResponse = Envelope(Type.Object({ groupId: Type.Integer() }))
export type CreateTagGroupResponse = Static<typeof CreateTagGroupResponse>

/** moveTagGroup: puts the app in the user's group `groupId`; groupId 0 takes it out of every custom group. */
export const MoveTagGroupBody = Type.Object({ appId: Id, groupId: Int({ minimum: 0 }) })
export type MoveTagGroupBody = Static<typeof MoveTagGroupBody>

export const ThirdUnreadCount = Type.Object({
  total: Type.Integer(),
  apps: Type.Array(Type.Object({ appId: Type.Integer(), appName: Type.String(), unreadCount: Type.Integer() })),
})
export type ThirdUnreadCount = Static<typeof ThirdUnreadCount>
export const ThirdUnreadCountResponse = Envelope(ThirdUnreadCount)
export type ThirdUnreadCountResponse = Static<typeof ThirdUnreadCountResponse>

export const ThirdMessageQuery = Type.Object({
  ...PageQuery().properties,
  appId: Type.Optional(Id),
})
export type ThirdMessageQuery = Static<typeof ThirdMessageQuery>

/** Generic `{code:0, message, data:null}` answer of write calls without a payload. */
export const EmptyResponse = Envelope(Type.Null())
export type EmptyResponse = Static<typeof EmptyResponse>

/** Every message-center endpoint: path and schemas (the server registers from these; the client's api.ts calls them). */
export const messageCenterEndpoints = {
  appGroupByTag: defineEndpoint(messageCenterPaths.appGroupByTag, { response: TagGroupListResponse }),
  checkRepeatedTagGroup: defineEndpoint(messageCenterPaths.checkRepeatedTagGroup, { query: TagGroupNameQuery, response: RepeatedResponse }),
  createTagGroup: defineEndpoint(messageCenterPaths.createTagGroup, { body: CreateTagGroupBody, response: CreateTagGroupResponse }),
  moveTagGroup: defineEndpoint(messageCenterPaths.moveTagGroup, { body: MoveTagGroupBody, response: EmptyResponse }),
  getUserSetting: defineEndpoint(messageCenterPaths.getUserSetting, { response: UserSettingResponse }),
  getThirdUnReadCount: defineEndpoint(messageCenterPaths.getThirdUnReadCount, { response: ThirdUnreadCountResponse }),
  getThirdMessage: defineEndpoint(messageCenterPaths.getThirdMessage, { query: ThirdMessageQuery, response: ListMessageRecordResponse }),
  getAppAllUnReadCountNew: defineEndpoint(messageCenterPaths.getAppAllUnReadCountNew, { body: AllUnreadBody, response: CountResponse }),
  getAppInstantMessageListNew: defineEndpoint(messageCenterPaths.getAppInstantMessageListNew, { response: InstantAppListResponse }),
  getAppMessageUnReadCount: defineEndpoint(messageCenterPaths.getAppMessageUnReadCount, { query: AppIdQuery, response: CountResponse }),
  insertAccessAppConnect: defineEndpoint(messageCenterPaths.insertAccessAppConnect, {
    body: ConnectAppBody,
    response: Envelope(InstantApp),
  }),
  appTop: defineEndpoint(messageCenterPaths.appTop, { body: AppIdBody, response: AppStateResponse }),
  appTopCancel: defineEndpoint(messageCenterPaths.appTopCancel, { body: AppIdBody, response: AppStateResponse }),
  appDisturbed: defineEndpoint(messageCenterPaths.appDisturbed, { body: AppDisturbedBody, response: AppStateResponse }),
  getAppMessageListNew: defineEndpoint(messageCenterPaths.getAppMessageListNew, {
    query: AppMessageListQuery,
    response: ListMessageRecordResponse,
  }),
  getAppMessageTypeName: defineEndpoint(messageCenterPaths.getAppMessageTypeName, {
    query: AppIdQuery,
    response: AppMessageTypeNameResponse,
  }),
  getAppMessageListNewCount: defineEndpoint(messageCenterPaths.getAppMessageListNewCount, {
    query: AppIdQuery,
    response: AppMessageCountResponse,
  }),
  appOrder: defineEndpoint(messageCenterPaths.appOrder, { body: AppOrderBody, response: EmptyResponse }),
  getMessageRecord: defineEndpoint(messageCenterPaths.getMessageRecord, { query: MessageIdBody, response: GetMessageRecordResponse }),
  messageRecordReaded: defineEndpoint(messageCenterPaths.messageRecordReaded, { body: MessageIdBody, response: GetMessageRecordResponse }),
  listMessageRecord: defineEndpoint(messageCenterPaths.listMessageRecord, {
    query: ListMessageRecordQuery,
    response: ListMessageRecordResponse,
  }),
  messageRecordStatus: defineEndpoint(messageCenterPaths.messageRecordStatus, { body: MessageRecordStatusBody, response: EmptyResponse }),
  messageRecordReadedByAccountName: defineEndpoint(messageCenterPaths.messageRecordReadedByAccountName, { response: AffectedResponse }),
  messageRecordReadedByAppId: defineEndpoint(messageCenterPaths.messageRecordReadedByAppId, {
    body: AppIdBody,
    response: AffectedResponse,
  }),
  messageRecordStar: defineEndpoint(messageCenterPaths.messageRecordStar, {
    body: MessageRecordStarBody,
    response: GetMessageRecordResponse,
  }),
  getUnReadedCount: defineEndpoint(messageCenterPaths.getUnReadedCount, { query: OptionalAppIdQuery, response: CountResponse }),
  listMessageRecordIsReadCount: defineEndpoint(messageCenterPaths.listMessageRecordIsReadCount, {
    query: OptionalAppIdQuery,
    response: ReadCountsResponse,
  }),
  listMessageType: defineEndpoint(messageCenterPaths.listMessageType, { response: MessageTypeListResponse }),
  getReceiveSettingsNew: defineEndpoint(messageCenterPaths.getReceiveSettingsNew, { response: ReceiveSettingListResponse }),
  receiveSettingsNew: defineEndpoint(messageCenterPaths.receiveSettingsNew, { body: ReceiveSettingBody, response: ReceiveSettingResponse }),
  getSendType: defineEndpoint(messageCenterPaths.getSendType, { response: SendTypeListResponse }),
  getSendTypeByMessageTypeCode: defineEndpoint(messageCenterPaths.getSendTypeByMessageTypeCode, {
    query: MessageTypeCodeQuery,
    response: SendTypeListResponse,
  }),
  updateUserSetting: defineEndpoint(messageCenterPaths.updateUserSetting, { body: UpdateUserSettingBody, response: UserSettingResponse }),
  deleteMsgApp: defineEndpoint(messageCenterPaths.deleteMsgApp, { body: AppIdBody, response: AffectedResponse }),
  getPersonlCalendarList: defineEndpoint(messageCenterPaths.getPersonlCalendarList, { response: PersonalCalendarListResponse }),
  listSchedule: defineEndpoint(messageCenterPaths.listSchedule, { query: ListScheduleQuery, response: ScheduleListResponse }),
  createSchedule: defineEndpoint(messageCenterPaths.createSchedule, { body: CreateScheduleBody, response: CreateScheduleResponse }),
}
