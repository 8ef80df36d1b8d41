import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '@contract/common'
import { pushEndpoints } from '@contract/push'
import { ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { registerDevice, unregisterDevice } from '../../../lib/push/devices-repository'
import { serve } from '../../../serve-endpoint'

const doc = (summary: string) => ({
  tags: ['portal-push'],
  summary,
  security: [{ idToken: [] }],
  response: { 400: ErrorResponse, 401: ErrorResponse },
})

/** The host app's push tokens: registered when the app shows the portal signed in, removed at sign-out. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(fastify, pushEndpoints.registerDevice, { schema: doc('登记本设备的推送令牌（App 内）') }, async (request) => {
    await registerDevice(fastify.db, userOf(request).accountId, request.body)
    return ok(null)
  })
  serve(fastify, pushEndpoints.unregisterDevice, { schema: doc('注销本设备的推送令牌（退出登录）') }, async (request) => {
    await unregisterDevice(fastify.db, userOf(request).accountId, request.body.deviceId)
    return ok(null)
  })
}

export default routes
