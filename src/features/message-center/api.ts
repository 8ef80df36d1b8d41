import { request, requestData } from '../../lib/request'
import { serviceBases } from '../../lib/env'
import type {
  AppMessageCount,
  AppMessageTypeName,
  AppState,
  CreateScheduleBody,
  InstantApp,
  InstantAppList,
  MessageRecord,
  MessageType,
  Paged,
  PersonalCalendar,
  ReadCounts,
  ReceiveSetting,
  ReceiveSettingBody,
  ScheduleEntry,
  ScheduleListItem,
  SendType,
  TagGroup,
  ThirdUnreadCount,
  UpdateUserSettingBody,
  UserSetting,
} from './types'

const v1 = () => `${serviceBases().messageCenter}/center/api/v1`
const msg = (path: string) => `${v1()}/messageCenter/${path}`
const im = (path: string) => `${v1()}/instantMessage/${path}`
const corr = (path: string) => `${v1()}/correlation/${path}`

const get = <T>(url: string, data?: object) => requestData<T>({ url, method: 'GET', data })
const post = <T>(url: string, data?: object, json = false) => requestData<T>({ url, method: 'POST', data, json })

interface PageArgs {
  pageNum: number
  pageSize: number
}

/** Total unread across instant-message apps: POST …/getAppAllUnReadCount/new, JSON {mobile:false}; res.data.data. */
export async function getAppAllUnreadCount(): Promise<number> {
  const body = await request<{ code: number; data: number | { data: number } }>({
    url: `${serviceBases().messageCenter}/center/api/v1/instantMessage/getAppAllUnReadCount/new`,
    method: 'POST',
    json: true,
    data: { mobile: false },
  })
  const d = body.data
  return typeof d === 'number' ? d : Number(d?.data ?? 0)
}

// Messages (/messageCenter/...)

/** One message; does not mark it read. */
export const getMessageRecord = (id: number) => get<MessageRecord>(msg('getMessageRecord'), { id })
/** Marks a message read and returns it. */
export const messageRecordReaded = (id: number) => post<MessageRecord>(msg('messageRecordReaded'), { id })
export interface MessageListArgs extends PageArgs {
  appId?: number
  messageTypeCode?: string
  isRead?: boolean
  isStar?: boolean
  keyword?: string
}
export const listMessageRecord = (args: MessageListArgs) => get<Paged<MessageRecord>>(msg('listMessageRecord'), args)
/** Soft-deletes a message. */
export const deleteMessageRecord = (id: number) => post<null>(msg('messageRecordStatus'), { id, status: 'deleted' })
/** 全部已读 across every app. */
export const readAllMessages = () => post<{ affected: number }>(msg('messageRecordReadedByAccountName'))
export const readAppMessages = (appId: number) => post<{ affected: number }>(msg('messageRecordReadedByAppId'), { appId })
export const starMessage = (id: number, star: boolean) => post<MessageRecord>(msg('messageRecordStar'), { id, star })
/** Unread messages (muted apps included); with appId, of that app. */
export const getUnReadedCount = (appId?: number) => get<number>(msg('getUnReadedCount'), { appId })
export const listMessageRecordIsReadCount = (appId?: number) => get<ReadCounts>(msg('listMessageRecordIsReadCount'), { appId })
/** Message types the user's identity may receive. */
export const listMessageType = () => get<MessageType[]>(msg('permissionCheck/listMessageType'))
export const getReceiveSettings = () => get<ReceiveSetting[]>(msg('getReceiveSettings/new'))
export const saveReceiveSetting = (body: ReceiveSettingBody) => post<ReceiveSetting>(msg('receiveSettings/new'), body, true)
export const getSendType = () => get<SendType[]>(msg('getSendType'))
export const getSendTypeByMessageTypeCode = (messageTypeCode: string) =>
  get<SendType[]>(msg('getSendTypeByMessageTypeCode'), { messageTypeCode })
export const updateUserSetting = (body: UpdateUserSettingBody) => post<UserSetting>(msg('updateUserSetting'), body)
/** Removes an app from the list (its messages are deleted). */
export const deleteMsgApp = (appId: number) => post<{ affected: number }>(msg('deleteMsgApp'), { appId })
export const createSchedule = (body: CreateScheduleBody) => post<ScheduleEntry>(msg('createSchedule'), body, true)
export const getPersonalCalendarList = () => get<PersonalCalendar[]>(msg('getPersonlCalendarList'))
/** The user's schedule entries overlapping [from, to) (ISO times), by start time. */
export const listSchedule = (from: string, to: string) => get<ScheduleListItem[]>(msg('listSchedule'), { from, to })

// Instant messages (/instantMessage/...)

export const getAppInstantMessageList = () => get<InstantAppList>(im('getAppInstantMessageList/new'))
export const getAppMessageUnReadCount = (appId: number) => get<number>(im('getAppMessageUnReadCount'), { appId })
export const connectApp = (appId: number) => post<InstantApp>(im('insertAccessApp/connect'), { appId })
export const appTop = (appId: number) => post<AppState>(im('appTop'), { appId })
export const appTopCancel = (appId: number) => post<AppState>(im('appTopCancel'), { appId })
export const appDisturbed = (appId: number, disturbed: boolean) => post<AppState>(im('appDisturbed'), { appId, disturbed })
export interface AppMessageListArgs extends PageArgs {
  appId: number
  messageTypeCode?: string
  isRead?: boolean
}
export const getAppMessageList = (args: AppMessageListArgs) => get<Paged<MessageRecord>>(im('getAppMessageList/new'), args)
export const getAppMessageTypeName = (appId: number) => get<AppMessageTypeName[]>(im('getAppMessageTypeName'), { appId })
export const getAppMessageCount = (appId: number) => get<AppMessageCount>(im('getAppMessageListNew/count'), { appId })
/** Stores the adjustmentOrder order. */
export const saveAppOrder = (appIds: number[]) => post<null>(im('appOrder'), { appIds }, true)

// Merged task and message (/correlation/...)

export const appGroupByTag = () => get<TagGroup[]>(corr('app/appGroupByTag'))
export const checkRepeatedTagGroup = (name: string) => get<{ repeated: boolean }>(corr('user/checkRepeatedTagGroup'), { name })
export const createTagGroup = (name: string, appIds: number[] = []) =>
  post<{ groupId: number }>(corr('user/createTagGroup'), { name, appIds }, true)
/** groupId 0 takes the app out of every custom group. */
export const moveTagGroup = (appId: number, groupId: number) => post<null>(corr('user/moveTagGroup'), { appId, groupId })
export const getUserSetting = () => get<UserSetting>(corr('user/getUserSetting'))
export const getThirdUnReadCount = () => get<ThirdUnreadCount>(corr('app/getThirdUnReadCount'))
export const getThirdMessage = (args: PageArgs & { appId?: number }) => get<Paged<MessageRecord>>(corr('app/getThirdMessage'), args)
