import fp from 'fastify-plugin'
import { MonthViewCache, SCHEDULE_VIEW_CHANNEL } from '../../lib/schedule/month-cache'

// Module augmentation names the interface it extends (not a shadowing declaration).
/* eslint-disable @typescript-eslint/no-shadow */
declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's month-view answers (the schedule tab), trusted while the change feed is up. */
    monthViews: MonthViewCache
  }
}
/* eslint-enable @typescript-eslint/no-shadow */

/** The month-view cache, told of every change to schedule data on any instance through the change feed. */
export default fp(
  async (fastify) => {
    const views = new MonthViewCache()
    const feed = fastify.changeFeed
    feed.on(SCHEDULE_VIEW_CHANNEL, (what) => views.changed(what))
    feed.onStateChange(() => views.reset(feed.online))
    fastify.decorate('monthViews', views)
  },
  { name: 'month-views', dependencies: ['change-feed'] },
)
