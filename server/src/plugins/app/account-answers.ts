import fp from 'fastify-plugin'
import { AccountAnswers } from '../../lib/common/account-answers'
import { MESSAGE_LIST_CHANNEL } from '../../lib/message-center/message-settings'
import { TASK_LIST_CHANNEL } from '../../lib/workflow/workflow-lists'

// Module augmentation names the interface it extends (not a shadowing declaration).
/* eslint-disable @typescript-eslint/no-shadow */
declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's message-list answers (the 消息 tab), trusted while the change feed is up. */
    messageLists: AccountAnswers
    /** This instance's task-list pages (任务中心, by level), trusted while the change feed is up. */
    taskLists: AccountAnswers
  }
}
/* eslint-enable @typescript-eslint/no-shadow */

/** A message list is ~7 KB of JSON: 32 MB keeps the lists of ~3,000 people. */
const MESSAGE_LIST_BUDGET = 32_000_000
/** A page of ten tasks is ~6 KB of JSON: 16 MB keeps ~1,500 pages (a handler's to-do page and its badges' levels). */
const TASK_LIST_BUDGET = 16_000_000

/**
 * Answers kept per person: the message list and the task-list pages, each told of every change to what it shows on
 * any instance (the database's notices, migrations 0041 and 0042).
 */
export default fp(
  async (fastify) => {
    const feed = fastify.changeFeed
    const follow = (answers: AccountAnswers, channel: string) => {
      feed.on(channel, (what) => answers.changed(what))
      feed.onStateChange(() => answers.reset(feed.online))
      return answers
    }
    fastify.decorate('messageLists', follow(new AccountAnswers(MESSAGE_LIST_BUDGET), MESSAGE_LIST_CHANNEL))
    fastify.decorate('taskLists', follow(new AccountAnswers(TASK_LIST_BUDGET), TASK_LIST_CHANNEL))
  },
  { name: 'account-answers', dependencies: ['change-feed'] },
)
