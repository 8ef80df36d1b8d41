export type {
  AppMessageCountResponse,
  AppMessageTypeName,
  AppStateResponse,
  InstantApp,
  InstantAppList,
  LastMessage,
  MessageRecord,
  MessageRecordPage,
  MessageType,
  PersonalCalendar,
  ReadCounts,
  ReceiveSetting,
  ReceiveSettingBody,
  CreateScheduleBody,
  ScheduleEntry,
  ScheduleListItem,
  SendType,
  SendTypeCode,
  TagGroup,
  TagGroupApp,
  ThirdUnreadCount,
  UserSetting,
  UpdateUserSettingBody,
  AppMessageTypeCount,
} from '@contract/message-center'

/** The paged answer of every message list. */
export interface Paged<T> {
  records: T[]
  total: number
  pageNum: number
  pageSize: number
  hasMore: boolean
}

/** `{appId, isTop, isDisturb}` after appTop / appTopCancel / appDisturbed. */
export interface AppState {
  appId: number
  isTop: boolean
  isDisturb: boolean
}

export interface AppMessageCount {
  total: number
  unread: number
  types: import('@contract/message-center').AppMessageTypeCount[]
}
