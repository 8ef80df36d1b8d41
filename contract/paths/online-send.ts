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
} as const

/** Limits both sides apply (spec §9: bottom-reach paging of 50). */
export const ONLINE_SEND_LIMITS = {
  titleMax: 50,
  contentMax: 1000,
  recipientsMax: 500,
  pageSize: 50,
  /** A send may be recalled for this long after it was accepted. */
  recallMinutes: 120,
  /** Reminding the unread again waits this long. */
  remindIntervalMinutes: 10,
} as const
