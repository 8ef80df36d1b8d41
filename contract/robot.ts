import { Type, type Static } from 'typebox'
import { Envelope, Id, Nullable, Text } from './common'
import { defineEndpoint } from './endpoint'
import { ROBOT_TEXT_MAX, robotPaths } from './paths/robot'

const Words = Text({ minLength: 1, maxLength: ROBOT_TEXT_MAX })

export const RobotSource = Type.Object({
  title: Type.String(),
  link: Type.String({ description: 'web address or in-app page path' }),
  serviceId: Type.Optional(
    Type.Integer({ minimum: 1, description: 'a service: the client opens it through the service centre (its checks)' }),
  ),
})
export type RobotSource = Static<typeof RobotSource>

export const RobotMessage = Type.Object({
  id: Type.Integer(),
  sender: Type.Union([Type.Literal('user'), Type.Literal('robot'), Type.Literal('agent')]),
  content: Type.String(),
  toAgent: Type.Boolean({ description: 'a user message sent to the staff (转人工)' }),
  sources: Type.Array(RobotSource),
  /** Robot answers: whether the answer came from the knowledge base (rating makes sense) and how it was rated. */
  answered: Type.Boolean(),
  rating: Nullable(Type.Union([Type.Literal('helpful'), Type.Literal('unhelpful')])),
  createdAt: Type.String(),
})
export type RobotMessage = Static<typeof RobotMessage>

export const RobotToken = Type.Object({ userToken: Type.String(), expiresIn: Type.Integer({ description: 'seconds' }) })
export type RobotToken = Static<typeof RobotToken>

export const HotQuestion = Type.Object({ id: Type.Integer(), question: Type.String(), category: Type.String() })
export type HotQuestion = Static<typeof HotQuestion>

export const ChatBody = Type.Object({
  question: Words,
  toAgent: Type.Optional(Type.Boolean({ description: 'true: to the staff on duty (转人工), not the robot' })),
})
export const ChatAnswer = Type.Object({ question: RobotMessage, answer: Nullable(RobotMessage) })
export type ChatAnswer = Static<typeof ChatAnswer>

export const CommentBody = Type.Object({ messageId: Id, helpful: Type.Boolean() })
export const DialogQuery = Type.Object({ afterId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })) })
export const OnlineAnswer = Type.Object({ online: Type.Boolean(), agents: Type.Integer() })
export type OnlineAnswer = Static<typeof OnlineAnswer>
export const LeaveMessageBody = Type.Object({ content: Words, contact: Type.Optional(Text({ maxLength: 50 })) })
export const LeaveMessageAnswer = Type.Object({ todoId: Type.Integer() })

export const AgentDutyBody = Type.Object({ online: Type.Boolean() })
export const AgentSession = Type.Object({
  accountId: Type.String(),
  username: Type.String(),
  userName: Type.String(),
  lastMessage: Type.String(),
  lastAt: Type.String(),
})
export type AgentSession = Static<typeof AgentSession>
export const AgentDialogQuery = Type.Object({
  accountId: Type.String({
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    description: 'account id',
  }),
})
export const AgentReplyBody = Type.Object({
  accountId: Type.String({
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    description: 'account id',
  }),
  content: Words,
})

export const robotEndpoints = {
  getToken: defineEndpoint(robotPaths.getToken, { response: Envelope(RobotToken) }),
  hotQuestions: defineEndpoint(robotPaths.hotQuestions, { response: Envelope(Type.Array(HotQuestion)) }),
  chat: defineEndpoint(robotPaths.chat, { body: ChatBody, response: Envelope(ChatAnswer) }),
  commentQuestion: defineEndpoint(robotPaths.commentQuestion, { body: CommentBody, response: Envelope(RobotMessage) }),
  dialogList: defineEndpoint(robotPaths.dialogList, { query: DialogQuery, response: Envelope(Type.Array(RobotMessage)) }),
  online: defineEndpoint(robotPaths.online, { response: Envelope(OnlineAnswer) }),
  leaveMessage: defineEndpoint(robotPaths.leaveMessage, { body: LeaveMessageBody, response: Envelope(LeaveMessageAnswer) }),
  agentDuty: defineEndpoint(robotPaths.agentDuty, { body: AgentDutyBody, response: Envelope(OnlineAnswer) }),
  agentSessions: defineEndpoint(robotPaths.agentSessions, { response: Envelope(Type.Array(AgentSession)) }),
  agentDialog: defineEndpoint(robotPaths.agentDialog, { query: AgentDialogQuery, response: Envelope(Type.Array(RobotMessage)) }),
  agentReply: defineEndpoint(robotPaths.agentReply, { body: AgentReplyBody, response: Envelope(RobotMessage) }),
}
