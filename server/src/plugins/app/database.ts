import fp from 'fastify-plugin'
import type { ServerConfig } from '../../config'
import type { Database, DatabaseHandle } from '../../db/client'
import { systemClock, type Clock } from '../../lib/common/clock'
import { LoginHandles } from '../../lib/auth/login-handles'

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig
    db: Database
    loginHandles: LoginHandles
    /** The time of rate limits and SMS code expiry (a settable clock in tests). */
    clock: Clock
  }
}

/** The one `db` decorator every domain uses (Drizzle over a `pg` pool owned by the caller of buildApp). */
export default fp<{ config: ServerConfig; database: DatabaseHandle; clock?: Clock }>(
  async (fastify, options) => {
    fastify.decorate('config', options.config)
    fastify.decorate('db', options.database.db)
    const clock = options.clock ?? systemClock
    fastify.decorate('clock', clock)
    fastify.decorate('loginHandles', new LoginHandles(options.database.db, clock))
  },
  { name: 'database' },
)
