import type { adminCalendarEndpoints } from '@contract/admin-calendars'
import type { adminFeedbackEndpoints } from '@contract/admin-feedback'
import type { adminSendRuleEndpoints } from '@contract/admin-send-rules'
import { adminPaths } from '@contract/paths/admin'
import { endpointClient } from './client'

/** 意见反馈 (issue 36): one typed function per endpoint. */
export const feedbackApi = endpointClient<typeof adminFeedbackEndpoints>(adminPaths)

/** 发送规则 and 消息类型 (issue 36). */
export const sendRulesApi = endpointClient<typeof adminSendRuleEndpoints>(adminPaths)

/** 公共日历 (issue 36). */
export const calendarsApi = endpointClient<typeof adminCalendarEndpoints>(adminPaths)
