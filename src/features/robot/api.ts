import { endpointClient } from '@/lib/endpoint-client'
import type { ChatAnswer, HotQuestion, OnlineAnswer, RobotMessage, robotEndpoints, RobotToken } from '@contract/robot'
import { ROBOT_TOKEN_HEADER, robotPaths } from '@contract/paths/robot'

const kf = endpointClient<typeof robotEndpoints>(robotPaths)

/** GET /kf/getToken (id token): the robot's short-lived token. */
export function fetchRobotToken(): Promise<RobotToken> {
  return kf.getToken()
}

/** The robot calls: every one carries the robot token in the userToken header (spec §7). */
export interface RobotApi {
  hotQuestions(): Promise<HotQuestion[]>
  chat(question: string, toAgent?: boolean): Promise<ChatAnswer>
  comment(messageId: number, helpful: boolean): Promise<RobotMessage>
  dialog(afterId?: number): Promise<RobotMessage[]>
  online(): Promise<OnlineAnswer>
  leaveMessage(content: string, contact?: string): Promise<{ todoId: number }>
}

export function robotApi(token: string): RobotApi {
  const headers = { [ROBOT_TOKEN_HEADER]: token }
  return {
    hotQuestions: () => kf.hotQuestions({ headers }),
    chat: (question, toAgent) => kf.chat({ headers, data: { question, toAgent } }),
    comment: (messageId, helpful) => kf.commentQuestion({ headers, data: { messageId, helpful } }),
    dialog: (afterId) => kf.dialogList({ headers, data: afterId ? { afterId } : {} }),
    online: () => kf.online({ headers }),
    leaveMessage: (content, contact) => kf.leaveMessage({ headers, data: { content, contact } }),
  }
}
