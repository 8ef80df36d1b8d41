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

export type { Paged } from '@contract/common'

import type { DataOf } from '@contract/endpoint'
import type { messageCenterEndpoints } from '@contract/message-center'

/** `{appId, isTop, isDisturb}` after appTop / appTopCancel / appDisturbed. */
export type AppState = DataOf<typeof messageCenterEndpoints.appTop>
/** Message counts of one app, by type. */
export type AppMessageCount = DataOf<typeof messageCenterEndpoints.getAppMessageListNewCount>
