import fp from 'fastify-plugin'
import { AccountAnswers } from '../../lib/common/account-answers'
import { MESSAGE_LIST_CHANNEL } from '../../lib/message-center/message-settings'

// Module augmentation names the interface it extends (not a shadowing declaration).
/* eslint-disable @typescript-eslint/no-shadow */
declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's message-list answers (the 消息 tab), trusted while the change feed is up. */
    messageLists: AccountAnswers
  }
}
/* eslint-enable @typescript-eslint/no-shadow */

/** A message list is ~7 KB of JSON: 32 MB keeps the lists of ~3,000 people. */
const BUDGET = 32_000_000

/** The message-list answers, told of every change to a person's messages or message apps on any instance. */
export default fp(
  async (fastify) => {
    const lists = new AccountAnswers(BUDGET)
    const feed = fastify.changeFeed
    feed.on(MESSAGE_LIST_CHANNEL, (what) => lists.changed(what))
    feed.onStateChange(() => lists.reset(feed.online))
    fastify.decorate('messageLists', lists)
  },
  { name: 'message-lists', dependencies: ['change-feed'] },
)
