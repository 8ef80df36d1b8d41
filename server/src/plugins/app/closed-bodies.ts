import fp from 'fastify-plugin'
import { closedSchema } from '../../lib/common/closed-schema'

/**
 * Every route's body schema is closed before the route is compiled: fields the contract does not name are
 * removed by validation, so no handler or repository ever receives them (mass assignment). Registered before
 * `request-fields`, whose query-or-body routes merge the query into the body and so are closed too.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onRoute', (route) => {
      if (route.schema?.body) route.schema.body = closedSchema(route.schema.body)
    })
  },
  { name: 'closed-bodies' },
)
