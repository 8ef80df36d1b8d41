import { Type, type Static } from 'typebox'
import { Envelope, Id, IsoTime, Nullable, Text } from './common'
import { defineEndpoint } from './endpoint'
import { ROBOT_TEXT_MAX } from './paths/robot'
import { adminDeskPaths } from './paths/admin-desk'
import { RobotMessage } from './robot'

export const DeskAgent = Type.Object({ accountId: Type.String(), userName: Type.String(), username: Type.String() })
export type DeskAgent = Static<typeof DeskAgent>

/** A service-desk chat: waiting in the queue, taken by an agent (active), or closed with a summary. */
export const DeskChat = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('waiting'), Type.Literal('active'), Type.Literal('closed')]),
  accountId: Type.String(),
  username: Type.String(),
  userName: Type.String(),
  agent: Nullable(DeskAgent),
  summary: Type.String(),
  lastMessage: Type.String(),
  lastAt: IsoTime,
  createdAt: IsoTime,
})
export type DeskChat = Static<typeof DeskChat>

/** The workspace: am I on duty, who is (转人工 offers a human only then), the open chats, the unhandled left messages. */
export const DeskOverview = Type.Object({
  onDuty: Type.Boolean(),
  agents: Type.Array(DeskAgent),
  chats: Type.Array(DeskChat),
  openLeftMessages: Type.Integer(),
})
export type DeskOverview = Static<typeof DeskOverview>

/** One chat with the user's history (their robot questions too, for context), oldest first. */
export const DeskChatDetail = Type.Object({ chat: DeskChat, messages: Type.Array(RobotMessage) })
export type DeskChatDetail = Static<typeof DeskChatDetail>

const ChatRef = Type.Object({ id: Id }, { additionalProperties: false })

export const CannedAnswer = Type.Object({ id: Type.Integer(), content: Type.String(), sort: Type.Integer() })
export type CannedAnswer = Static<typeof CannedAnswer>

export const LeftMessage = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  userName: Type.String(),
  content: Type.String(),
  contact: Type.String(),
  createdAt: IsoTime,
  handledAt: Nullable(IsoTime),
  handledBy: Type.String({ description: 'who handled it (name), empty while open' }),
})
export type LeftMessage = Static<typeof LeftMessage>

/** A knowledge-base entry as the console edits it. */
export const DeskFaq = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  answer: Type.String(),
  similar: Type.Array(Type.String()),
  category: Type.String(),
  hot: Type.Boolean(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  askCount: Type.Integer(),
  helpful: Type.Integer(),
  unhelpful: Type.Integer(),
  updatedAt: IsoTime,
})
export type DeskFaq = Static<typeof DeskFaq>

/** Longest answer in the knowledge base (characters). */
export const FAQ_ANSWER_MAX = 2000
/** At most this many similar phrasings per question. */
export const FAQ_SIMILAR_MAX = 20

const FaqFields = {
  answer: Text({ minLength: 1, maxLength: FAQ_ANSWER_MAX }),
  similar: Type.Optional(Type.Array(Text({ minLength: 1, maxLength: ROBOT_TEXT_MAX }), { maxItems: FAQ_SIMILAR_MAX })),
  category: Type.Optional(Text({ maxLength: 20 })),
  hot: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  enabled: Type.Optional(Type.Boolean()),
}

/** Create (no id) or edit (id + the updatedAt the editor loaded: a newer save answers 409). */
export const FaqSaveBody = Type.Object(
  {
    id: Type.Optional(Id),
    updatedAt: Type.Optional(IsoTime),
    question: Text({ minLength: 1, maxLength: ROBOT_TEXT_MAX }),
    ...FaqFields,
  },
  { additionalProperties: false },
)
export type FaqSaveBody = Static<typeof FaqSaveBody>

export const UnansweredQuestion = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  askCount: Type.Integer(),
  lastAskedAt: IsoTime,
})
export type UnansweredQuestion = Static<typeof UnansweredQuestion>

/** Longest close summary (characters). */
export const DESK_SUMMARY_MAX = 500

export const adminDeskEndpoints = {
  overview: defineEndpoint(adminDeskPaths.overview, { response: Envelope(DeskOverview) }),
  duty: defineEndpoint(adminDeskPaths.duty, {
    body: Type.Object({ onDuty: Type.Boolean() }, { additionalProperties: false }),
    response: Envelope(DeskOverview),
  }),
  chat: defineEndpoint(adminDeskPaths.chat, { query: Type.Object({ id: Id }), response: Envelope(DeskChatDetail) }),
  claim: defineEndpoint(adminDeskPaths.claim, { body: ChatRef, response: Envelope(DeskChat) }),
  reply: defineEndpoint(adminDeskPaths.reply, {
    body: Type.Object({ id: Id, content: Text({ minLength: 1, maxLength: ROBOT_TEXT_MAX }) }, { additionalProperties: false }),
    response: Envelope(RobotMessage),
  }),
  transfer: defineEndpoint(adminDeskPaths.transfer, {
    body: Type.Object(
      { id: Id, agentId: Type.String({ pattern: '^[0-9a-fA-F-]{36}$', description: 'an on-duty agent (account id)' }) },
      { additionalProperties: false },
    ),
    response: Envelope(DeskChat),
  }),
  close: defineEndpoint(adminDeskPaths.close, {
    body: Type.Object({ id: Id, summary: Text({ minLength: 1, maxLength: DESK_SUMMARY_MAX }) }, { additionalProperties: false }),
    response: Envelope(DeskChat),
  }),
  cannedList: defineEndpoint(adminDeskPaths.cannedList, { response: Envelope(Type.Array(CannedAnswer)) }),
  cannedSave: defineEndpoint(adminDeskPaths.cannedSave, {
    body: Type.Object(
      {
        id: Type.Optional(Id),
        content: Text({ minLength: 1, maxLength: ROBOT_TEXT_MAX }),
        sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
      },
      { additionalProperties: false },
    ),
    response: Envelope(CannedAnswer),
  }),
  cannedDelete: defineEndpoint(adminDeskPaths.cannedDelete, { body: ChatRef, response: Envelope(Type.Object({ id: Type.Integer() })) }),
  leftMessages: defineEndpoint(adminDeskPaths.leftMessages, {
    query: Type.Object({ handled: Type.Optional(Type.Boolean({ description: 'true: the handled ones (latest 100)' })) }),
    response: Envelope(Type.Array(LeftMessage)),
  }),
  leftMessageHandle: defineEndpoint(adminDeskPaths.leftMessageHandle, { body: ChatRef, response: Envelope(LeftMessage) }),
  faqList: defineEndpoint(adminDeskPaths.faqList, {
    query: Type.Object({ keyword: Type.Optional(Text({ maxLength: 50 })) }),
    response: Envelope(Type.Array(DeskFaq)),
  }),
  faqSave: defineEndpoint(adminDeskPaths.faqSave, { body: FaqSaveBody, response: Envelope(DeskFaq) }),
  faqDelete: defineEndpoint(adminDeskPaths.faqDelete, {
    body: Type.Object({ id: Id, updatedAt: IsoTime }, { additionalProperties: false }),
    response: Envelope(Type.Object({ id: Type.Integer() })),
  }),
  unanswered: defineEndpoint(adminDeskPaths.unanswered, { response: Envelope(Type.Array(UnansweredQuestion)) }),
  unansweredAnswer: defineEndpoint(adminDeskPaths.unansweredAnswer, {
    body: Type.Object({ id: Id, ...FaqFields }, { additionalProperties: false }),
    response: Envelope(DeskFaq),
  }),
}
