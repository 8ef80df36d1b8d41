import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ErrorResponse, Text } from '@contract/common'
import { AI_QUESTION_MAX, aiPaths } from '@contract/paths/ai'
import { badRequest } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { answer } from '../../../lib/ai/ai-answer'
import { readSetting } from '../../../lib/portal/portal-settings'

/** The AI assistant: an event stream (text/event-stream), so registered directly rather than from a JSON description. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    aiPaths.ask.path,
    {
      schema: {
        tags: ['portal-ai'],
        summary: 'AI 助手：检索本校资料作答（流式，server-sent events：citations → delta… → done）',
        security: [{ idToken: [] }],
        body: Type.Object({ question: Text({ minLength: 1, maxLength: AI_QUESTION_MAX }) }),
        response: { 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const question = request.body.question.trim()
      if (!question) throw badRequest('请输入问题')
      const user = userOf(request)
      const { baseUrl, apiKey, model } = fastify.config.ai
      const schoolName = (await readSetting(fastify.db, 'system').catch(() => null))?.schoolName || '本校'
      const aborted = new AbortController()
      request.raw.on('close', () => aborted.abort())
      reply.hijack()
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx passes each event on as it comes rather than buffering the stream.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      })
      try {
        const events = answer(
          fastify.db,
          { accountId: user.accountId, identity: user.identityTypeCode },
          question,
          baseUrl ? { baseUrl, apiKey, model } : null,
          schoolName,
          aborted.signal,
        )
        for await (const event of events) {
          if (aborted.signal.aborted) break
          reply.raw.write(`data: ${JSON.stringify(event)}\n\n`)
        }
      } catch (error) {
        request.log.error(error, 'AI answer failed')
        reply.raw.write(`data: ${JSON.stringify({ type: 'error', message: '回答失败，请稍后重试' })}\n\n`)
      }
      reply.raw.end()
    },
  )
}

export default routes
