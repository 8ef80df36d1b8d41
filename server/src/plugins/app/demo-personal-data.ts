import fp from 'fastify-plugin'
import { ensurePersonalData } from '../../db/seed/personal'

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes sure a demo person has their e-card, loans, mailbox and research; does nothing outside the demo. */
    demoPersonalData: (accountId: string) => Promise<void>
  }
}

/**
 * The demo institution's ~2,000 generated people get their personal records on first use (seed/personal.ts)
 * instead of at seed time. A real deployment (SEED_DEMO=0) must never invent records for its users, so there
 * this is a no-op and the pages show what the institution's systems wrote.
 */
export default fp(
  async (fastify) => {
    fastify.decorate(
      'demoPersonalData',
      fastify.config.seedDemo ? (accountId: string) => ensurePersonalData(fastify.db, accountId, fastify.clock.now()) : async () => {},
    )
  },
  { name: 'demo-personal-data', dependencies: ['database'] },
)
