import fp from 'fastify-plugin'
import { Type, type TObject } from 'typebox'
import { FORM_CONSUMES } from '@contract/common'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Fields may come in the query string or the body (form or JSON); the body schema validates the merge. */
    fieldsFromQueryOrBody?: boolean
  }
}

export default fp(
  async (fastify) => {
    fastify.addHook('onRoute', (route) => {
      if (!route.config?.fieldsFromQueryOrBody || !route.schema?.body) return
      route.schema.consumes ??= FORM_CONSUMES
      // Documents the query form; every field optional there because it may come in the body instead.
      route.schema.querystring ??= Type.Partial(route.schema.body as TObject)
    })
    fastify.addHook('preValidation', async (request) => {
      if (!request.routeOptions.config.fieldsFromQueryOrBody) return
      const query = typeof request.query === 'object' && request.query !== null ? request.query : {}
      const body = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {}
      request.body = { ...query, ...body }
    })
  },
  { name: 'request-fields' },
)
