// Where each online-send endpoint lives; the schemas are in ../online-send.ts. No TypeBox here: the client bundles this file.
const P = '/center/api/v1/onlineSend'
export const onlineSendPaths = {
  listSendTypes: { method: 'GET', base: 'messageCenter', path: `${P}/types` },
  searchPeople: { method: 'GET', base: 'messageCenter', path: `${P}/people` },
  orgChildren: { method: 'GET', base: 'messageCenter', path: `${P}/org/children` },
  searchOrg: { method: 'GET', base: 'messageCenter', path: `${P}/org/search` },
  listGroups: { method: 'GET', base: 'messageCenter', path: `${P}/groups` },
  groupMembers: { method: 'GET', base: 'messageCenter', path: `${P}/groups/members` },
  createGroup: { method: 'POST', base: 'messageCenter', path: `${P}/groups/create`, json: true },
  renameGroup: { method: 'POST', base: 'messageCenter', path: `${P}/groups/rename`, json: true },
  deleteGroup: { method: 'POST', base: 'messageCenter', path: `${P}/groups/delete`, json: true },
  countRecipients: { method: 'POST', base: 'messageCenter', path: `${P}/count`, json: true },
  send: { method: 'POST', base: 'messageCenter', path: `${P}/send`, json: true },
  listSent: { method: 'GET', base: 'messageCenter', path: `${P}/sent` },
  sentDetail: { method: 'GET', base: 'messageCenter', path: `${P}/sent/detail` },
  sentReaders: { method: 'GET', base: 'messageCenter', path: `${P}/sent/readers` },
  remindUnread: { method: 'POST', base: 'messageCenter', path: `${P}/sent/remind`, json: true },
  recall: { method: 'POST', base: 'messageCenter', path: `${P}/sent/recall`, json: true },
  addGroupMembers: { method: 'POST', base: 'messageCenter', path: `${P}/groups/members/add`, json: true },
  removeGroupMembers: { method: 'POST', base: 'messageCenter', path: `${P}/groups/members/remove`, json: true },
  receivedAttachments: { method: 'GET', base: 'messageCenter', path: `${P}/received/attachments` },
} as const

/** Limits both sides apply (spec §9: bottom-reach paging of 50). */
export const ONLINE_SEND_LIMITS = {
  titleMax: 50,
  /**
   * Spec §9 "textarea max 140" where a short text: a send's content is one — it goes out as the SMS/email
   * copy too, and longer material travels as attachments.
   */
  contentMax: 140,
  /** Files attached to one send (each within the upload limit, spec §9 upload max 52 MB). */
  attachmentsMax: 9,
  recipientsMax: 500,
  pageSize: 50,
  /** A send may be recalled for this long after it was accepted. */
  recallMinutes: 120,
  /**
   * Reminding the unread again waits this long per send: a reminder sends new SMS/email (each SMS is paid
   * for and rings a phone), so at most one round per half hour.
   */
  remindIntervalMinutes: 30,
} as const

/** The message-centre app online sends arrive in (its messages may carry attachments). */
export const ONLINE_SEND_APP_CODE = 'online-send'
