import type { adminFeedbackEndpoints } from '@contract/admin-feedback'
import { adminPaths } from '@contract/paths/admin'
import { endpointClient } from './client'

/** 意见反馈 (issue 36): one typed function per endpoint. */
export const feedbackApi = endpointClient<typeof adminFeedbackEndpoints>(adminPaths)
