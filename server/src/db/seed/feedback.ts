import { eq } from 'drizzle-orm'
import { FEEDBACK_APP_CODE, FEEDBACK_REPLY_MESSAGE_TYPE } from '@contract/feedback-rules'
import type { Database } from '../client'
import { messageApps, messageTypes } from '../schema/index'
import { appIcon } from './message-center'

/** The 意见反馈 message app and the type a console reply is announced with (everyone may receive it); idempotent. */
export async function seedFeedbackMessages(db: Database): Promise<void> {
  await db
    .insert(messageApps)
    .values({ code: FEEDBACK_APP_CODE, name: '意见反馈', icon: appIcon('反', '#ED663F'), tag: '其他', sort: 91 })
    .onConflictDoNothing({ target: messageApps.code })
  const [app] = await db.select({ id: messageApps.id }).from(messageApps).where(eq(messageApps.code, FEEDBACK_APP_CODE))
  if (!app) return
  await db
    .insert(messageTypes)
    .values({ code: FEEDBACK_REPLY_MESSAGE_TYPE, name: '反馈回复', appId: app.id, identities: [], sendTypes: ['site'] })
    .onConflictDoNothing({ target: messageTypes.code })
}
