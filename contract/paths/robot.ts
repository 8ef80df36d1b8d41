// Where each customer-service robot endpoint lives (spec §7: /kf/*); the schemas are in ../robot.ts. No TypeBox here.
export const robotPaths = {
  getToken: { method: 'GET', base: 'portal', path: '/kf/getToken' },
  hotQuestions: { method: 'GET', base: 'portal', path: '/kf/getHotQuestionList' },
  chat: { method: 'POST', base: 'portal', path: '/kf/chat' },
  commentQuestion: { method: 'POST', base: 'portal', path: '/kf/commentQuestion' },
  dialogList: { method: 'GET', base: 'portal', path: '/kf/getDialogList' },
  online: { method: 'GET', base: 'portal', path: '/kf/online' },
  leaveMessage: { method: 'POST', base: 'portal', path: '/kf/leaveMessage' },
  agentDuty: { method: 'POST', base: 'portal', path: '/kf/agent/duty' },
  agentSessions: { method: 'GET', base: 'portal', path: '/kf/agent/sessions' },
  agentDialog: { method: 'GET', base: 'portal', path: '/kf/agent/dialog' },
  agentReply: { method: 'POST', base: 'portal', path: '/kf/agent/reply' },
} as const

/** The header the robot calls carry their token in (spec §7). */
export const ROBOT_TOKEN_HEADER = 'userToken'
/** Longest question or message (characters). */
export const ROBOT_TEXT_MAX = 300
