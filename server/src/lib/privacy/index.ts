// What other domains call (online send and people search, issue 12).
export { blockedAmong, findableByMobile, mayDeliver, visibleContacts, type VisibleContact } from './privacy-rules'
export { DEFAULT_PRIVACY, privacyOf, type PrivacySettings } from './privacy-settings'
