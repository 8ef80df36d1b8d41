import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../lib/common/api-error'
import { publicDiversions } from '../../lib/portal/diversion-repository'
import { diversionEndpoints } from '@contract/diversion'
import { TERMINAL_H5 } from '@contract/constants'
import { serve } from '../../serve-endpoint'

const tags = ['portal-diversion']

/** The public diversion list; the signed-in user's list lives in signed-in/diversion.ts. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    diversionEndpoints.publicDiversionList,
    {
      schema: {
        tags,
        summary: '公共分流栏目（无需登录）',
      },
    },
    async (request) => ok(await publicDiversions(fastify.db, request.query.terminal ?? TERMINAL_H5)),
  )
}

export default routes
