// 发送规则 and 消息类型 in the operator console (issue 36, 全局管理员): online send's permission matrix (identity × message
// type: channels, external contacts) and daily quotas (identity × channel); message types and who receives them.
// Every send reads them from the database, so a change applies at once on every instance.
import { Type, type Static } from 'typebox'
import { Envelope, IdentityTypeCode } from './common'
import { defineEndpoint } from './endpoint'
import { adminPaths } from './paths/admin'
import { MESSAGE_TYPE_CHANNELS, SEND_CHANNELS, SEND_QUOTA_MAX } from './send-rules'

const Channel = Type.Enum(SEND_CHANNELS)
const TypeCode = Type.String({ minLength: 1, maxLength: 64 })

export const SendPolicyRow = Type.Object({
  identityTypeCode: IdentityTypeCode,
  typeCode: Type.String(),
  channels: Type.Array(Channel),
  externalAllowed: Type.Boolean(),
})
export type SendPolicyRow = Static<typeof SendPolicyRow>

export const SendQuotaRow = Type.Object({ identityTypeCode: IdentityTypeCode, channel: Channel, dailyLimit: Type.Integer() })
export type SendQuotaRow = Static<typeof SendQuotaRow>

export const SendRules = Type.Object({
  /** The message types online send offers (rows of the matrix), each with the channels it may use at all. */
  types: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), channels: Type.Array(Channel) })),
  /** Cells that allow something; a missing cell: that identity may not send that type. */
  policies: Type.Array(SendPolicyRow),
  /** A missing row: none on that channel. */
  quotas: Type.Array(SendQuotaRow),
})
export type SendRules = Static<typeof SendRules>

/** One cell of the matrix; no channels: the identity may not send the type (the cell is removed). */
export const SendPolicyBody = Type.Object(
  {
    identityTypeCode: IdentityTypeCode,
    typeCode: TypeCode,
    channels: Type.Array(Channel, { maxItems: SEND_CHANNELS.length, uniqueItems: true }),
    externalAllowed: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type SendPolicyBody = Static<typeof SendPolicyBody>

export const SendQuotaBody = Type.Object(
  { identityTypeCode: IdentityTypeCode, channel: Channel, dailyLimit: Type.Integer({ minimum: 0, maximum: SEND_QUOTA_MAX }) },
  { additionalProperties: false },
)
export type SendQuotaBody = Static<typeof SendQuotaBody>

const TypeChannel = Type.Enum(MESSAGE_TYPE_CHANNELS)

export const ConsoleMessageType = Type.Object({
  code: Type.String(),
  name: Type.String(),
  appName: Type.String(),
  /** Identities that receive (and see) the type; empty: everyone. */
  identities: Type.Array(IdentityTypeCode),
  /** Channels the type may use; people choose among them in their receive settings. */
  sendTypes: Type.Array(TypeChannel),
  /** People who turned the type off in their receive settings. */
  mutedCount: Type.Integer(),
})
export type ConsoleMessageType = Static<typeof ConsoleMessageType>

export const MessageTypeSaveBody = Type.Object(
  {
    code: TypeCode,
    name: Type.String({ minLength: 1, maxLength: 20 }),
    identities: Type.Array(IdentityTypeCode, { uniqueItems: true, maxItems: 4 }),
    sendTypes: Type.Array(TypeChannel, { minItems: 1, uniqueItems: true, maxItems: MESSAGE_TYPE_CHANNELS.length }),
  },
  { additionalProperties: false },
)
export type MessageTypeSaveBody = Static<typeof MessageTypeSaveBody>

export const adminSendRuleEndpoints = {
  sendRules: defineEndpoint(adminPaths.sendRules, { response: Envelope(SendRules) }),
  sendPolicySave: defineEndpoint(adminPaths.sendPolicySave, { body: SendPolicyBody, response: Envelope(SendRules) }),
  sendQuotaSave: defineEndpoint(adminPaths.sendQuotaSave, { body: SendQuotaBody, response: Envelope(SendRules) }),
  messageTypeList: defineEndpoint(adminPaths.messageTypeList, { response: Envelope(Type.Array(ConsoleMessageType)) }),
  messageTypeSave: defineEndpoint(adminPaths.messageTypeSave, {
    body: MessageTypeSaveBody,
    response: Envelope(Type.Array(ConsoleMessageType)),
  }),
}
