import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ErrorResponse } from '@contract/common'
import { ADMIN_ROLES, allows, institutionRoles } from '@contract/admin-roles'
import { DESK_EVENTS_PATH } from '@contract/paths/admin-desk'
import { grantsOf } from '../../lib/admin/console-roles'
import { DESK_CHANNEL } from '../../lib/robot/desk-service'
import { userOf } from '../../plugins/app/authentication'

/** Announced whenever an account's token version changes (migration 0017): its streams are checked at once. */
const TOKEN_VERSION_CHANNEL = 'portal_token_version'
/** A comment line keeps proxies from closing a quiet stream; the operator's sign-in and role are checked again then. */
const HEARTBEAT_MS = 20_000

interface Stream {
  accountId: string
  request: FastifyRequest
  reply: FastifyReply
}

/**
 * The desk's live stream: server-sent events rather than a WebSocket because the traffic is one-way (what changed;
 * agents act through the ordinary typed calls, which keep their role checks and audit), it is plain HTTP through nginx
 * and the console's request client, and the browser reconnects by itself. Fed by the database's change feed, so a
 * message written through any instance reaches agents connected to every instance. The stream authenticates like
 * every console call (autohooks: id token, 客服坐席 or 全局管理员), is re-checked on each heartbeat and when the
 * operator's token version changes (closed when they are signed out or lose the role), and ends when the server
 * closes, so a graceful shutdown does not wait on it.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const streams = new Set<Stream>()

  const send = (stream: Stream, event: string, data: string) => stream.reply.raw.write(`event: ${event}\ndata: ${data}\n\n`)
  const end = (stream: Stream, reason?: string) => {
    if (!streams.delete(stream)) return
    if (reason) send(stream, 'closed', JSON.stringify({ reason }))
    stream.reply.raw.end()
  }

  /** Still signed in with the same token version and still holding the role; otherwise the stream ends. */
  const stillAllowed = async (stream: Stream) => {
    try {
      await fastify.authenticate(stream.request, stream.reply)
      const grants = await grantsOf(fastify.db, userOf(stream.request).accountId)
      if (!allows(institutionRoles(grants), ADMIN_ROLES.serviceDesk)) end(stream, '当前角色无权使用此功能')
    } catch {
      end(stream, '登录已过期，请重新登录')
    }
  }

  fastify.changeFeed.on(DESK_CHANNEL, (payload) => {
    for (const stream of streams) send(stream, 'desk', payload || '{}')
  })
  fastify.changeFeed.on(TOKEN_VERSION_CHANNEL, (accountId) => {
    for (const stream of streams) if (stream.accountId === accountId) void stillAllowed(stream)
  })
  // Notices missed while the feed was down: every console reloads what it shows.
  fastify.changeFeed.onStateChange(() => {
    for (const stream of streams) send(stream, 'desk', JSON.stringify({ kind: 'resync' }))
  })

  const heartbeat = setInterval(() => {
    for (const stream of streams) {
      stream.reply.raw.write(': heartbeat\n\n')
      void stillAllowed(stream)
    }
  }, HEARTBEAT_MS)
  heartbeat.unref()

  fastify.addHook('preClose', async () => {
    clearInterval(heartbeat)
    for (const stream of [...streams]) end(stream, '服务器正在重启，稍后自动重连')
  })

  fastify.get(
    DESK_EVENTS_PATH,
    {
      config: { adminRole: ADMIN_ROLES.serviceDesk },
      schema: {
        tags: ['admin-desk'],
        summary: '坐席工作台实时事件（server-sent events：desk → {kind, sessionId}；closed → 登出或停机）',
        security: [{ idToken: [] }],
        response: { 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const stream: Stream = { accountId: userOf(request).accountId, request, reply }
      reply.hijack()
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx passes each event on as it comes rather than buffering the stream.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      })
      streams.add(stream)
      request.raw.on('close', () => streams.delete(stream))
      // The console reconnects after 3 s when the stream drops; `ready` tells it to reload what it shows.
      reply.raw.write('retry: 3000\n\n')
      send(stream, 'ready', JSON.stringify({ online: fastify.changeFeed.online }))
    },
  )
}

export default routes
