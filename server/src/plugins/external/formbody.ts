import formbody from '@fastify/formbody'
import fp from 'fastify-plugin'

/** The client posts application/x-www-form-urlencoded by default. */
export default fp(
  async (fastify) => {
    await fastify.register(formbody, { bodyLimit: 64 * 1024 })
  },
  { name: 'formbody' },
)
