// Plain values of the personal centre both sides use; no TypeBox (the client bundles this file).

/** Balance below which the card shows the low-balance hint (yuan). */
export const ECARD_LOW_BALANCE = 20
/** Spec §9: feedback text and image limits (textarea 140, album 9, 3 per row). */
export const FEEDBACK_MAX_TEXT = 140
export const FEEDBACK_MAX_IMAGES = 9
export const FEEDBACK_TYPES = ['功能建议', '问题反馈', '内容纠错', '其他'] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]
/** Account deletion takes effect this many days after the request unless cancelled. */
export const DELETION_COOLING_OFF_DAYS = 15
/** A loan may be renewed this many times; each renewal adds 30 days. */
export const BOOK_MAX_RENEWALS = 2
