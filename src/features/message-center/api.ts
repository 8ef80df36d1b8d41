import { endpointClient } from '@/lib/endpoint-client'
import type { messageCenterEndpoints } from '@contract/message-center'
import { messageCenterPaths } from '@contract/paths/message-center'
import type { ReceiveSettingBody, UpdateUserSettingBody } from './types'

const mc = endpointClient<typeof messageCenterEndpoints>(messageCenterPaths)

interface PageArgs {
  pageNum: number
  pageSize: number
}

/** Total unread across instant-message apps: POST …/getAppAllUnReadCount/new, JSON {mobile:false}; res.data.data. */
export async function getAppAllUnreadCount(): Promise<number> {
  const body = await mc.getAppAllUnReadCountNew.raw({ data: { mobile: false } })
  const d: unknown = body.data
  return typeof d === 'number' ? d : Number((d as { data?: number } | null)?.data ?? 0)
}

// Messages (/messageCenter/...)

/** One message; does not mark it read. */
export const getMessageRecord = (id: number) => mc.getMessageRecord({ data: { id } })
/** Marks a message read and returns it. */
export const messageRecordReaded = (id: number) => mc.messageRecordReaded({ data: { id } })
export interface MessageListArgs extends PageArgs {
  appId?: number
  messageTypeCode?: string
  isRead?: boolean
  isStar?: boolean
  keyword?: string
}
export const listMessageRecord = (args: MessageListArgs) => mc.listMessageRecord({ data: args })
/** Soft-deletes a message. */
export const deleteMessageRecord = (id: number) => mc.messageRecordStatus({ data: { id, status: 'deleted' } })
/** 全部已读 across every app. */
export const readAllMessages = () => mc.messageRecordReadedByAccountName()
export const readAppMessages = (appId: number) => mc.messageRecordReadedByAppId({ data: { appId } })
export const starMessage = (id: number, star: boolean) => mc.messageRecordStar({ data: { id, star } })
/** Unread messages (muted apps included); with appId, of that app. */
export const getUnReadedCount = (appId?: number) => mc.getUnReadedCount({ data: { appId } })
export const listMessageRecordIsReadCount = (appId?: number) => mc.listMessageRecordIsReadCount({ data: { appId } })
/** Message types the user's identity may receive. */
export const listMessageType = () => mc.listMessageType()
export const getReceiveSettings = () => mc.getReceiveSettingsNew()
export const saveReceiveSetting = (body: ReceiveSettingBody) => mc.receiveSettingsNew({ data: body })
export const getSendType = () => mc.getSendType()
export const getSendTypeByMessageTypeCode = (messageTypeCode: string) => mc.getSendTypeByMessageTypeCode({ data: { messageTypeCode } })
export const updateUserSetting = (body: UpdateUserSettingBody) => mc.updateUserSetting({ data: body })
/** Removes an app from the list (its messages are deleted). */
export const deleteMsgApp = (appId: number) => mc.deleteMsgApp({ data: { appId } })

// Instant messages (/instantMessage/...)

export const getAppInstantMessageList = () => mc.getAppInstantMessageListNew()
export const getAppMessageUnReadCount = (appId: number) => mc.getAppMessageUnReadCount({ data: { appId } })
export const connectApp = (appId: number) => mc.insertAccessAppConnect({ data: { appId } })
export const appTop = (appId: number) => mc.appTop({ data: { appId } })
export const appTopCancel = (appId: number) => mc.appTopCancel({ data: { appId } })
export const appDisturbed = (appId: number, disturbed: boolean) => mc.appDisturbed({ data: { appId, disturbed } })
export interface AppMessageListArgs extends PageArgs {
  appId: number
  messageTypeCode?: string
  isRead?: boolean
}
export const getAppMessageList = (args: AppMessageListArgs) => mc.getAppMessageListNew({ data: args })
export const getAppMessageTypeName = (appId: number) => mc.getAppMessageTypeName({ data: { appId } })
export const getAppMessageCount = (appId: number) => mc.getAppMessageListNewCount({ data: { appId } })
/** Stores the adjustmentOrder order. */
export const saveAppOrder = (appIds: number[]) => mc.appOrder({ data: { appIds } })

// Merged task and message (/correlation/...)

export const appGroupByTag = () => mc.appGroupByTag()
export const checkRepeatedTagGroup = (name: string) => mc.checkRepeatedTagGroup({ data: { name } })
export const createTagGroup = (name: string, appIds: number[] = []) => mc.createTagGroup({ data: { name, appIds } })
/** groupId 0 takes the app out of every custom group. */
export const moveTagGroup = (appId: number, groupId: number) => mc.moveTagGroup({ data: { appId, groupId } })
export const getUserSetting = () => mc.getUserSetting()
export const getThirdUnReadCount = () => mc.getThirdUnReadCount()
export const getThirdMessage = (args: PageArgs & { appId?: number }) => mc.getThirdMessage({ data: args })
