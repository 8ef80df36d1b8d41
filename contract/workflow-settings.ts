// Task settings (overdue, levels, global switches) and the badge counts.
import { Type, type Static } from 'typebox'
import { Envelope, IsoTime } from './common'
import { ApplicationType } from './workflow-forms'

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
