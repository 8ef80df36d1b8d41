// Where the console's service-desk endpoints live (坐席工作台, 快捷回复, 留言, 知识库, 未解决问题); schemas in
// ../admin-desk.ts. No TypeBox here: the console bundles it.
export const adminDeskPaths = {
  overview: { method: 'GET', base: 'admin', path: '/v1/desk' },
  duty: { method: 'POST', base: 'admin', path: '/v1/desk/duty', json: true },
  chat: { method: 'GET', base: 'admin', path: '/v1/desk/chat' },
  claim: { method: 'POST', base: 'admin', path: '/v1/desk/chat/claim', json: true },
  reply: { method: 'POST', base: 'admin', path: '/v1/desk/chat/reply', json: true },
  transfer: { method: 'POST', base: 'admin', path: '/v1/desk/chat/transfer', json: true },
  close: { method: 'POST', base: 'admin', path: '/v1/desk/chat/close', json: true },
  cannedList: { method: 'GET', base: 'admin', path: '/v1/desk/canned' },
  cannedSave: { method: 'POST', base: 'admin', path: '/v1/desk/canned/save', json: true },
  cannedDelete: { method: 'POST', base: 'admin', path: '/v1/desk/canned/delete', json: true },
  leftMessages: { method: 'GET', base: 'admin', path: '/v1/desk/left-messages' },
  leftMessageHandle: { method: 'POST', base: 'admin', path: '/v1/desk/left-messages/handle', json: true },
  faqList: { method: 'GET', base: 'admin', path: '/v1/desk/faqs' },
  faqSave: { method: 'POST', base: 'admin', path: '/v1/desk/faqs/save', json: true },
  faqDelete: { method: 'POST', base: 'admin', path: '/v1/desk/faqs/delete', json: true },
  unanswered: { method: 'GET', base: 'admin', path: '/v1/desk/unanswered' },
  unansweredAnswer: { method: 'POST', base: 'admin', path: '/v1/desk/unanswered/answer', json: true },
} as const

/**
 * The desk's live stream (server-sent events, not a JSON endpoint): `event: desk` with `{kind, sessionId?}` whenever a
 * chat, its messages or the left messages change on any server instance; the console then reloads what it shows.
 */
export const DESK_EVENTS_PATH = '/v1/desk/events'
