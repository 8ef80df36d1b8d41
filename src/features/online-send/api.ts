import { endpointClient } from '@/lib/endpoint-client'
import type { ChosenRecipient, OnlineSendChannel, onlineSendEndpoints } from '@contract/online-send'
import { onlineSendPaths } from '@contract/paths/online-send'

const os = endpointClient<typeof onlineSendEndpoints>(onlineSendPaths)

/** Message types the signed-in user may send (the server's permission check, spec §6). */
export const listSendTypes = () => os.listSendTypes()
/** 添加人员: by name, account, pinyin or initials; optionally inside one unit. */
export const searchPeople = (args: { keyword?: string; ins_code?: string; pageNum: number; pageSize: number }) =>
  os.searchPeople({ data: args })
/** A unit and its children with member counts; without a code, the tree's roots. */
export const orgChildren = (insCode?: string) => os.orgChildren({ data: insCode ? { ins_code: insCode } : {} })
export const searchOrg = (keyword: string) => os.searchOrg({ data: { keyword } })
export const listGroups = () => os.listGroups()
export const groupMembers = (groupCode: string, pageNum: number, pageSize: number) =>
  os.groupMembers({ data: { group_code: groupCode, pageNum, pageSize } })
export const createGroup = (name: string, accountNames: string[]) => os.createGroup({ data: { name, accountNames } })
export const renameGroup = (groupCode: string, name: string) => os.renameGroup({ data: { group_code: groupCode, name } })
export const deleteGroup = (groupCode: string) => os.deleteGroup({ data: { group_code: groupCode } })
/** Distinct people the chosen entries reach (groups and units expanded, overlaps once) and external contacts. */
export const countRecipients = (recipients: ChosenRecipient[]) => os.countRecipients({ data: { recipients } })
export interface SendArgs {
  typeCode: string
  title: string
  content: string
  channels: OnlineSendChannel[]
  scheduledAt?: string
  recipients: ChosenRecipient[]
  /** Ids of files the sender uploaded (POST /portal-api/v1/files). */
  attachments?: string[]
}
export const sendMessage = (args: SendArgs) => os.send({ data: args })
/** 已发送 */
export const listSent = (pageNum: number, pageSize: number) => os.listSent({ data: { pageNum, pageSize } })
export const sentDetail = (id: number) => os.sentDetail({ data: { id } })
export const sentReaders = (id: number, read: boolean, pageNum: number, pageSize: number) =>
  os.sentReaders({ data: { id, read, pageNum, pageSize } })
export const remindUnread = (id: number) => os.remindUnread({ data: { id } })
export const recallSend = (id: number) => os.recall({ data: { id } })
/** Owner or managers: add people to a group / remove members (not the owner). */
export const addGroupMembers = (groupCode: string, accountNames: string[]) =>
  os.addGroupMembers({ data: { group_code: groupCode, accountNames } })
export const removeGroupMembers = (groupCode: string, accountNames: string[]) =>
  os.removeGroupMembers({ data: { group_code: groupCode, accountNames } })
/** The attachments of a message I received (with download grants); 404 when it is not an online send. */
export const receivedAttachments = (recordId: number) => os.receivedAttachments({ data: { recordId } })
