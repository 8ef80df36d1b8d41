import { sql } from 'drizzle-orm'
import type { Static } from 'typebox'
import type { onlineSendEndpoints } from '@contract/online-send'
import { ONLINE_SEND_LIMITS } from '@contract/paths/online-send'
import type { Database } from '../../db/client'
import type { IdentityTypeCode, OnlineSendChannel } from '../../db/schema/index'
import type { Jobs } from '../../plugins/app/jobs'
import { badRequest, forbidden, notFound, tooManyRequests } from '../common/api-error'
import type { Clock } from '../common/clock'
import { attachFiles, checkAttachments } from './attachments'
import {
  addGroupMembers,
  createGroup,
  deleteGroup,
  groupByCode,
  groupNameTaken,
  mayEditMembers,
  memberRoles,
  removeGroupMembers,
  renameGroup,
  type GroupRow,
} from './groups-repository'
import { loadOrgTree } from './org-directory'
import { checkRecipients } from './recipients'
import { policiesFor, policyOf, quotasOf, usageSince } from './send-policies-repository'
import { scopeOf } from './send-scope'
import { CHANNEL_NAMES } from './send-types'
import { findSend, insertSend, recallDeadline, recallSend, remindUnread, type SendRow } from './sends-repository'

/** Queue name of an online send's delivery (data: `{ sendId }`; plugins/app/online-send-delivery.ts works it). */
export const ONLINE_SEND_JOB = 'online-send.deliver'
/** Queue name of a send's pending SMS/email only (a 提醒未读 round; data: `{ sendId }`). */
export const ONLINE_SEND_CHANNELS_JOB = 'online-send.channels'

export interface OnlineSender {
  accountId: string
  identityTypeCode: IdentityTypeCode
}

export interface OnlineSendDeps {
  db: Database
  jobs: Jobs
  clock: Clock
}

const DAY_MS = 86_400_000

type SendBody = Static<(typeof onlineSendEndpoints)['send']['body']>

/**
 * The rules of online send and its user groups, one place for every caller (the portal's routes, an operator
 * console): who may send what over which channel, the 24-hour quotas, whom a sender may address, and each write
 * as one transaction (the send, its recipients, its files and its delivery job commit together or not at all).
 */
export function onlineSendService({ db, jobs, clock }: OnlineSendDeps) {
  /** The caller's own send, or 404 (another sender's send is not found, not forbidden: ids are not disclosed). */
  const ownSend = async (sender: OnlineSender, id: number): Promise<SendRow> => {
    const send = await findSend(db, id)
    if (!send || send.sender_id !== sender.accountId) throw notFound('发送记录不存在')
    return send
  }
  const visibleGroup = async (sender: OnlineSender, code: string): Promise<GroupRow> => {
    const group = await groupByCode(db, sender.accountId, code)
    if (!group || !(group.shared || group.role !== null || group.owner_id === sender.accountId)) throw notFound('用户组不存在')
    return group
  }
  /** A group whose members the caller may change (owner or manager), or 404/403. */
  const editableGroup = async (sender: OnlineSender, code: string): Promise<GroupRow> => {
    const group = await visibleGroup(sender, code)
    if (!mayEditMembers(group, sender.accountId)) throw forbidden('只有用户组的负责人和管理员可以修改成员')
    return group
  }
  const ownGroup = async (sender: OnlineSender, code: string): Promise<GroupRow> => {
    const group = await groupByCode(db, sender.accountId, code)
    if (!group) throw notFound('用户组不存在')
    if (group.owner_id !== sender.accountId) throw forbidden('只能修改自己创建的用户组')
    return group
  }
  const groupName = (raw: string) => {
    const name = raw.trim()
    if (!name) throw badRequest('请输入用户组名称')
    return name
  }

  return {
    ownSend,
    visibleGroup,

    /** The types the sender may send, with the channels each allows and whether external contacts may be added. */
    async sendTypes(sender: OnlineSender) {
      return (await policiesFor(db, sender.identityTypeCode)).map((policy) => ({
        code: policy.typeCode,
        name: policy.name,
        sendTypes: policy.channels,
        external: policy.externalAllowed,
      }))
    },

    async send(sender: OnlineSender, body: SendBody) {
      const policy = await policyOf(db, sender.identityTypeCode, body.typeCode)
      if (!policy) throw forbidden('无权发送该类型的消息')
      const title = body.title.trim()
      const content = body.content.trim()
      if (!title) throw badRequest('请输入标题')
      if (!content) throw badRequest('请输入内容')
      if ([...content].length > ONLINE_SEND_LIMITS.contentMax) throw badRequest(`内容不能超过 ${ONLINE_SEND_LIMITS.contentMax} 字`)
      if (body.recipients.length === 0) throw badRequest('请选择接收人')
      const channels = [...new Set<OnlineSendChannel>(['site', ...body.channels])]
      const refused = channels.find((channel) => !policy.channels.includes(channel))
      if (refused) throw forbidden(`无权通过${CHANNEL_NAMES[refused]}发送该类型的消息`)
      const now = clock.now()
      const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : null
      if (scheduledAt && Number.isNaN(scheduledAt.getTime())) throw badRequest('定时发送时间格式不正确')
      if (scheduledAt && scheduledAt.getTime() < now.getTime() - 60_000) throw badRequest('定时发送时间不能早于当前时间')
      const attachments = await checkAttachments(db, sender.accountId, body.attachments ?? [])
      const [tree, scope] = await Promise.all([loadOrgTree(db), scopeOf(db, sender)])
      const checked = await checkRecipients(db, sender, scope, tree, body.recipients)
      if (checked.phones.length + checked.emails.length > 0 && !policy.externalAllowed) throw forbidden('无权向外部联系人发送消息')
      if (checked.phones.length > 0 && !channels.includes('sms')) throw badRequest('外部联系人的手机号需要勾选短信渠道')
      if (checked.emails.length > 0 && !channels.includes('email')) throw badRequest('外部联系人的邮箱需要勾选邮件渠道')
      const quotas = await quotasOf(db, sender.identityTypeCode)

      return await db.transaction(async (tx) => {
        // One send of a sender at a time, so that two sends cannot both pass the quota.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`online-send:${sender.accountId}`}))`)
        const accepted = await insertSend(
          tx,
          { senderId: sender.accountId, typeCode: policy.typeCode, title, content, channels, chosen: body.recipients, scheduledAt },
          checked,
          tree,
        )
        if (accepted.total === 0 && accepted.external === 0) throw badRequest('所选接收人中没有可发送的人员')
        const used = await usageSince(tx, sender.accountId, new Date(now.getTime() - DAY_MS))
        for (const channel of channels) {
          if (used[channel] <= quotas[channel]) continue
          const external = channel === 'sms' ? checked.phones.length : channel === 'email' ? checked.emails.length : 0
          const needed = accepted.total + external
          const left = Math.max(0, quotas[channel] - (used[channel] - needed))
          throw tooManyRequests(
            `${CHANNEL_NAMES[channel]}每 24 小时最多发送 ${quotas[channel]} 条，本次需要 ${needed} 条，目前还可发送 ${left} 条`,
          )
        }
        await attachFiles(tx, accepted.id, attachments)
        await jobs.enqueue(
          ONLINE_SEND_JOB,
          { sendId: accepted.id },
          { startAfter: scheduledAt ?? undefined, retryLimit: 10, retryDelaySeconds: 5, transaction: tx },
        )
        return accepted
      })
    },

    /** 提醒未读: a new round to the unread, at most once per interval; its SMS/email go out on the channels' job. */
    async remind(sender: OnlineSender, id: number) {
      const send = await ownSend(sender, id)
      if (send.status === 'recalled') throw badRequest('消息已撤回，不能提醒')
      const now = clock.now()
      const interval = ONLINE_SEND_LIMITS.remindIntervalMinutes * 60_000
      if (send.reminded_at && now.getTime() - new Date(send.reminded_at).getTime() < interval) {
        throw tooManyRequests(`提醒过于频繁，请${ONLINE_SEND_LIMITS.remindIntervalMinutes}分钟后再试`)
      }
      return await remindUnread(db, send.id, now, async (tx, reminded) => {
        if (reminded.sms + reminded.email > 0) {
          await jobs.enqueue(ONLINE_SEND_CHANNELS_JOB, { sendId: send.id }, { retryLimit: 10, retryDelaySeconds: 5, transaction: tx })
        }
      })
    },

    async recall(sender: OnlineSender, id: number) {
      const send = await ownSend(sender, id)
      if (send.status === 'recalled') throw badRequest('消息已撤回')
      const now = clock.now()
      if (now >= recallDeadline(send)) throw badRequest(`已超过${ONLINE_SEND_LIMITS.recallMinutes / 60}小时，不能撤回`)
      return await recallSend(db, send.id, now)
    },

    async createGroup(sender: OnlineSender, input: { name: string; shared?: boolean; accountNames: string[] }) {
      if (sender.identityTypeCode === 'guest') throw forbidden('访客不能创建用户组')
      const name = groupName(input.name)
      if (await groupNameTaken(db, sender.accountId, name)) throw badRequest('已有同名用户组')
      const shared = input.shared === true && sender.identityTypeCode !== 'student'
      const code = await db.transaction(async (tx) => await createGroup(tx, sender.accountId, name, shared, input.accountNames))
      return (await groupByCode(db, sender.accountId, code))!
    },

    async renameGroup(sender: OnlineSender, code: string, rawName: string) {
      const group = await ownGroup(sender, code)
      const name = groupName(rawName)
      if (await groupNameTaken(db, sender.accountId, name, group.id)) throw badRequest('已有同名用户组')
      await renameGroup(db, group.id, name)
      return { ...group, name }
    },

    async addGroupMembers(sender: OnlineSender, code: string, accountNames: string[]) {
      const group = await editableGroup(sender, code)
      const missing = await addGroupMembers(db, group.id, [...new Set(accountNames)])
      if (missing.length > 0) throw badRequest(`账号不存在：${missing.slice(0, 5).join('、')}`)
      return (await groupByCode(db, sender.accountId, group.code))!
    },

    async removeGroupMembers(sender: OnlineSender, code: string, accountNames: string[]) {
      const group = await editableGroup(sender, code)
      const names = [...new Set(accountNames)]
      const roles = await memberRoles(db, group.id, names)
      if (roles.length < names.length) throw badRequest('所选人员不是该用户组的成员')
      if (roles.some((member) => member.role === 'OWNER')) throw badRequest('不能移除用户组负责人')
      if (group.owner_id !== sender.accountId && roles.some((member) => member.role === 'MANAGERMENT')) {
        throw forbidden('管理员只能移除普通成员')
      }
      await removeGroupMembers(db, group.id, names)
      return (await groupByCode(db, sender.accountId, group.code))!
    },

    async deleteGroup(sender: OnlineSender, code: string) {
      const group = await ownGroup(sender, code)
      await deleteGroup(db, group.id)
    },
  }
}

export type OnlineSendService = ReturnType<typeof onlineSendService>
