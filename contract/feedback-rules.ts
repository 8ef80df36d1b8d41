// The 意见反馈 inbox's plain values both sides use (the console bundles this file: no TypeBox).

/** open: nobody answered yet; replied: a reply went to the author; closed: dealt with (no more replies). */
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  open: '待处理',
  replied: '已回复',
  closed: '已关闭',
}

/** A reply's length (the author reads it on the 意见反馈 page and in the message centre). */
export const FEEDBACK_REPLY_MAX = 500
/** Tags on one feedback, and one tag's length. */
export const FEEDBACK_MAX_TAGS = 10
export const FEEDBACK_TAG_MAX = 12

/** The message-centre type a reply is announced with (app 意见反馈, seeded). */
export const FEEDBACK_REPLY_MESSAGE_TYPE = 'feedback_reply'
export const FEEDBACK_APP_CODE = 'feedback'
