import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { userDiversions } from '../../../lib/portal/diversion-repository'
import { ErrorResponse } from '@contract/common'
import { diversionEndpoints } from '@contract/diversion'
import { TERMINAL_H5 } from '@contract/constants'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-diversion']

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    diversionEndpoints.userDiversionList,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags,
        summary: '当前用户的分流记录（第一条生效，空表示不分流）',
        security: [{ idToken: [] }],
        response: { 401: ErrorResponse },
      },
    },
    async (request) => ok(await userDiversions(fastify.db, userOf(request).accountId, request.body.terminal ?? TERMINAL_H5)),
  )
}

export default routes
