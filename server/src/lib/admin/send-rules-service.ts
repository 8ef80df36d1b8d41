import { and, asc, eq, sql } from 'drizzle-orm'
import type { ConsoleMessageType, MessageTypeSaveBody, SendPolicyBody, SendQuotaBody, SendRules } from '@contract/admin-send-rules'
import { ONLINE_SEND_APP_CODE } from '@contract/paths/online-send'
import { SEND_CHANNEL_NAMES, SEND_CHANNELS, type SendChannel } from '@contract/send-rules'
import type { Database, Queryable } from '../../db/client'
import { messageApps, messageTypes, onlineSendPolicies, onlineSendQuotas } from '../../db/schema/index'
import { badRequest, notFound } from '../common/api-error'
import { ONLINE_SEND_TYPES } from '../online-send/send-types'
import { recordAudit, type Operator } from './audit-repository'

const typeOrder = (code: string) => {
  const index = ONLINE_SEND_TYPES.findIndex((type) => type.code === code)
  return index === -1 ? ONLINE_SEND_TYPES.length : index
}
const sendChannels = (channels: readonly string[]): SendChannel[] => SEND_CHANNELS.filter((channel) => channels.includes(channel))

/** The message types online send offers: the types of its message-centre app. */
async function onlineSendTypes(db: Queryable) {
  const rows = await db
    .select({ code: messageTypes.code, name: messageTypes.name, sendTypes: messageTypes.sendTypes })
    .from(messageTypes)
    .innerJoin(messageApps, eq(messageApps.id, messageTypes.appId))
    .where(eq(messageApps.code, ONLINE_SEND_APP_CODE))
  return rows
    .sort((a, b) => typeOrder(a.code) - typeOrder(b.code) || a.code.localeCompare(b.code))
    .map((row) => ({ code: row.code, name: row.name, channels: sendChannels(row.sendTypes) }))
}

async function readRules(db: Queryable): Promise<SendRules> {
  const [types, policies, quotas] = await Promise.all([
    onlineSendTypes(db),
    db.select().from(onlineSendPolicies).orderBy(asc(onlineSendPolicies.identityTypeCode), asc(onlineSendPolicies.typeCode)),
    db.select().from(onlineSendQuotas).orderBy(asc(onlineSendQuotas.identityTypeCode), asc(onlineSendQuotas.channel)),
  ])
  return {
    types,
    policies: policies.map((row) => ({ ...row, channels: sendChannels(row.channels) })),
    quotas,
  }
}

async function readMessageTypes(db: Queryable): Promise<ConsoleMessageType[]> {
  const rows = await db
    .select({
      code: messageTypes.code,
      name: messageTypes.name,
      appName: messageApps.name,
      identities: messageTypes.identities,
      sendTypes: messageTypes.sendTypes,
      mutedCount: sql<number>`(SELECT count(*)::int FROM message_receive_settings r WHERE r.type_code = message_types.code AND NOT r.receive)`,
    })
    .from(messageTypes)
    .innerJoin(messageApps, eq(messageApps.id, messageTypes.appId))
    .orderBy(asc(messageApps.sort), asc(messageApps.id), asc(messageTypes.code))
  return rows
}

/**
 * 发送规则 and 消息类型 (全局管理员). Nothing here is cached: online send reads the matrix and the quotas from the
 * database on every send, so a saved change holds for the next send on every instance.
 */
export function sendRulesService(db: Database) {
  return {
    rules: async () => await readRules(db),

    async savePolicy(operator: Operator, body: SendPolicyBody): Promise<SendRules> {
      await db.transaction(async (tx) => {
        const type = (await onlineSendTypes(tx)).find((candidate) => candidate.code === body.typeCode)
        if (!type) throw notFound('在线发送没有这个消息类型')
        const refused = body.channels.find((channel) => !type.channels.includes(channel))
        if (refused) throw badRequest(`${type.name}不能通过${SEND_CHANNEL_NAMES[refused]}发送（见消息类型的发送渠道）`)
        const where = and(eq(onlineSendPolicies.identityTypeCode, body.identityTypeCode), eq(onlineSendPolicies.typeCode, body.typeCode))
        const [before] = await tx.select().from(onlineSendPolicies).where(where)
        const channels = sendChannels(body.channels)
        if (channels.length === 0) await tx.delete(onlineSendPolicies).where(where)
        else {
          await tx
            .insert(onlineSendPolicies)
            .values({ identityTypeCode: body.identityTypeCode, typeCode: body.typeCode, channels, externalAllowed: body.externalAllowed })
            .onConflictDoUpdate({
              target: [onlineSendPolicies.identityTypeCode, onlineSendPolicies.typeCode],
              set: { channels, externalAllowed: body.externalAllowed },
            })
        }
        const [after] = await tx.select().from(onlineSendPolicies).where(where)
        await recordAudit(tx, operator, {
          action: 'send-policy.save',
          entity: 'send_policy',
          entityId: `${body.identityTypeCode}/${body.typeCode}`,
          before: before ?? null,
          after: after ?? null,
        })
      })
      return await readRules(db)
    },

    async saveQuota(operator: Operator, body: SendQuotaBody): Promise<SendRules> {
      await db.transaction(async (tx) => {
        const where = and(eq(onlineSendQuotas.identityTypeCode, body.identityTypeCode), eq(onlineSendQuotas.channel, body.channel))
        const [before] = await tx.select().from(onlineSendQuotas).where(where)
        await tx
          .insert(onlineSendQuotas)
          .values(body)
          .onConflictDoUpdate({
            target: [onlineSendQuotas.identityTypeCode, onlineSendQuotas.channel],
            set: { dailyLimit: body.dailyLimit },
          })
        const [after] = await tx.select().from(onlineSendQuotas).where(where)
        await recordAudit(tx, operator, {
          action: 'send-quota.save',
          entity: 'send_quota',
          entityId: `${body.identityTypeCode}/${body.channel}`,
          before: before ?? null,
          after: after ?? null,
        })
      })
      return await readRules(db)
    },

    messageTypes: async () => await readMessageTypes(db),

    /**
     * Renames a message type and sets who receives it and over which channels. Channels taken away are taken out of
     * online send's matrix too (a cell left without channels goes), so the matrix never allows what the type cannot.
     */
    async saveMessageType(operator: Operator, body: MessageTypeSaveBody): Promise<ConsoleMessageType[]> {
      const name = body.name.trim()
      if (!name) throw badRequest('请填写类型名称')
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(messageTypes).where(eq(messageTypes.code, body.code))
        if (!before) throw notFound('消息类型不存在')
        await tx
          .update(messageTypes)
          .set({ name, identities: body.identities, sendTypes: body.sendTypes })
          .where(eq(messageTypes.code, body.code))
        await tx.execute(sql`
          UPDATE online_send_policies
             SET channels = ARRAY(SELECT c FROM unnest(channels) AS c WHERE c = ANY(${`{${body.sendTypes.join(',')}}`}::text[]))
           WHERE type_code = ${body.code}`)
        await tx.execute(sql`DELETE FROM online_send_policies WHERE type_code = ${body.code} AND cardinality(channels) = 0`)
        const [after] = await tx.select().from(messageTypes).where(eq(messageTypes.code, body.code))
        await recordAudit(tx, operator, { action: 'update', entity: 'message_type', entityId: body.code, before, after })
      })
      return await readMessageTypes(db)
    },
  }
}
