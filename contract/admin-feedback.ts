// The 意见反馈 inbox in the operator console (issue 36; 客服坐席 or 全局管理员): what people sent from the portal's
// 意见反馈 page, filtered by type, status and tag; a reply reaches the author's 意见反馈 page and message centre.
import { Type, type Static } from 'typebox'
import { Envelope, Id, IdentityTypeCode, IsoTime, Nullable, Page, PageQuery, Text } from './common'
import { defineEndpoint } from './endpoint'
import { FEEDBACK_MAX_TAGS, FEEDBACK_REPLY_MAX, FEEDBACK_STATUSES, FEEDBACK_TAG_MAX } from './feedback-rules'
import { FEEDBACK_TYPES } from './personal-constants'
import { adminPaths } from './paths/admin'

export const FeedbackStatusSchema = Type.Enum(FEEDBACK_STATUSES)

export const ConsoleFeedback = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  content: Type.String(),
  contact: Type.String(),
  /** Addresses of the images (the portal's file download). */
  images: Type.Array(Type.String()),
  createdAt: IsoTime,
  status: FeedbackStatusSchema,
  tags: Type.Array(Type.String()),
  closedAt: Nullable(IsoTime),
  author: Type.Object({ username: Type.String(), userName: Type.String(), identityTypeCode: IdentityTypeCode }),
  replies: Type.Array(Type.Object({ authorName: Type.String(), content: Type.String(), createdAt: IsoTime })),
})
export type ConsoleFeedback = Static<typeof ConsoleFeedback>

export const FeedbackListQuery = Type.Object({
  ...PageQuery().properties,
  type: Type.Optional(Type.Enum(FEEDBACK_TYPES)),
  status: Type.Optional(FeedbackStatusSchema),
  tag: Type.Optional(Type.String({ maxLength: FEEDBACK_TAG_MAX })),
  /** Words in the content, or the author's sign-in or real name. */
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
})
export type FeedbackListQuery = Static<typeof FeedbackListQuery>

export const FeedbackReplyBody = Type.Object(
  { id: Id, content: Text({ minLength: 1, maxLength: FEEDBACK_REPLY_MAX }) },
  { additionalProperties: false },
)
export type FeedbackReplyBody = Static<typeof FeedbackReplyBody>

export const FeedbackTagsBody = Type.Object(
  {
    id: Id,
    tags: Type.Array(Text({ minLength: 1, maxLength: FEEDBACK_TAG_MAX }), { maxItems: FEEDBACK_MAX_TAGS }),
  },
  { additionalProperties: false },
)
export type FeedbackTagsBody = Static<typeof FeedbackTagsBody>

const FeedbackIdBody = Type.Object({ id: Id }, { additionalProperties: false })

export const adminFeedbackEndpoints = {
  feedbackList: defineEndpoint(adminPaths.feedbackList, { query: FeedbackListQuery, response: Envelope(Page(ConsoleFeedback)) }),
  feedbackTagList: defineEndpoint(adminPaths.feedbackTagList, { response: Envelope(Type.Array(Type.String())) }),
  feedbackReply: defineEndpoint(adminPaths.feedbackReply, { body: FeedbackReplyBody, response: Envelope(ConsoleFeedback) }),
  feedbackClose: defineEndpoint(adminPaths.feedbackClose, { body: FeedbackIdBody, response: Envelope(ConsoleFeedback) }),
  feedbackTags: defineEndpoint(adminPaths.feedbackTags, { body: FeedbackTagsBody, response: Envelope(ConsoleFeedback) }),
}
