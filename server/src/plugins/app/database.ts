import fp from 'fastify-plugin'
import type { ServerConfig } from '../../config'
import type { Database, DatabaseHandle } from '../../db/client'
import { LoginHandles } from '../../lib/auth/login-handles'

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig
    db: Database
    loginHandles: LoginHandles
  }
}

/** The one `db` decorator every domain uses (Drizzle over a `pg` pool owned by the caller of buildApp). */
export default fp<{ config: ServerConfig, database: DatabaseHandle }>(async (fastify, options) => {
  fastify.decorate('config', options.config)
  fastify.decorate('db', options.database.db)
  fastify.decorate('loginHandles', new LoginHandles(options.database.db))
}, { name: 'database' })
