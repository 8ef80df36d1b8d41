import fp from 'fastify-plugin'
import { activityDays, type ActivityTerminal } from '../../db/schema/index'
import { campusDay } from '../../lib/statistics/campus-day'

const TERMINALS = new Set<string>(['h5', 'wechat', 'app'])

/**
 * The statistics' daily active people: a signed-in portal call (not the console's) records its person, campus day and
 * terminal (X-Terminal-Info) once a day. Each instance remembers what it wrote today, so a person costs one insert a
 * day per terminal and instance; a failed insert never fails the call.
 */
export default fp(
  async (fastify) => {
    let today = ''
    let seen = new Set<string>()
    fastify.addHook('onResponse', async (request) => {
      const user = request.user
      if (!user || (request.routeOptions.url ?? '').startsWith('/admin-api')) return
      const header = request.headers['x-terminal-info']
      const terminal = typeof header === 'string' ? header.toLowerCase() : ''
      if (!TERMINALS.has(terminal)) return
      const day = campusDay(fastify.clock.now())
      if (day !== today) {
        today = day
        seen = new Set()
      }
      const key = `${user.accountId}|${terminal}`
      if (seen.has(key)) return
      seen.add(key)
      try {
        await fastify.db
          .insert(activityDays)
          .values({ day, accountId: user.accountId, terminal: terminal as ActivityTerminal })
          .onConflictDoNothing()
      } catch (error) {
        seen.delete(key)
        request.log.warn({ err: error }, 'activity day not recorded')
      }
    })
  },
  { name: 'activity-days', dependencies: ['database', 'authentication'] },
)
