import cookie from '@fastify/cookie'
import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'
import { serverSecrets } from '../../db/schema/index'
import { randomToken } from '../../lib/common/secrets'

/** Signed cookies; the secret is shared through the database so every instance accepts the others' cookies. */
export default fp(
  async (fastify) => {
    let secret = fastify.config.cookieSecret
    if (!secret) {
      await fastify.db
        .insert(serverSecrets)
        .values({ name: 'cookie-secret', value: randomToken(32) })
        .onConflictDoNothing()
      const rows = await fastify.db
        .select()
        .from(serverSecrets)
        .where(sql`${serverSecrets.name} = 'cookie-secret'`)
      secret = rows[0]?.value ?? ''
    }
    await fastify.register(cookie, { secret })
  },
  { name: 'cookies', dependencies: ['database'] },
)
