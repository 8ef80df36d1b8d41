import { randomUUID } from 'node:crypto'
import type { EventEmitter } from 'node:events'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import pg, { type ClientConfig, type Client as PgClient } from 'pg'
import type { DatabaseHandle } from '../../db/client'

/**
 * What one instance hears of the others' writes (PostgreSQL LISTEN/NOTIFY on one connection of its own). Caches that
 * keep answers between requests subscribe here and must read through while the feed is offline: a notice sent while
 * this instance was not listening is lost, so `onOnline` handlers start from empty.
 */
export interface ChangeFeed {
  /** True while this instance is listening: only then may a cache trust what it kept. */
  readonly online: boolean
  /** Calls `handler` with each notice's payload on `channel` (registered before the app is ready). */
  on(channel: string, handler: (payload: string) => void): void
  /** Calls `handler` whenever the feed goes online or offline (drop everything kept: notices may have been missed). */
  onStateChange(handler: () => void): void
  /** Sends a notice to every instance, this one included (delivered when the caller's transaction, if any, commits). */
  notify(channel: string, payload?: string): Promise<void>
  /**
   * Resolves once this instance has heard every notice of the transactions committed before the call (at once while
   * offline: caches do not trust what they kept then). A route that wrote awaits it before it answers, so that its
   * own instance's caches never answer from before the write.
   */
  caughtUp(): Promise<void>
}

// Module augmentation names the interface it extends (not a shadowing declaration).
/* eslint-disable @typescript-eslint/no-shadow */
declare module 'fastify' {
  interface FastifyInstance {
    changeFeed: ChangeFeed
  }
  interface FastifyContextConfig {
    /** A POST that only reads (e.g. the unread badge): `settleWrites` does not wait for the feed after it. */
    readsOnly?: boolean
  }
}
/* eslint-enable @typescript-eslint/no-shadow */

// pg's bundled types miss the EventEmitter side of Client.
type Client = PgClient & EventEmitter

const RETRY_MS = 1000
const CHANNEL_NAME = /^[a-z_]+$/
// PostgreSQL delivers notices in commit order: one of our own, sent after a commit, arrives after that commit's.
const CAUGHT_UP_CHANNEL = 'portal_feed_caught_up'
// Not back by then: the connection is broken without having said so; reconnecting empties every cache.
const CAUGHT_UP_TIMEOUT_MS = 5000

export default fp<{ database: DatabaseHandle }>(
  async (fastify, options) => {
    const handlers = new Map<string, Array<(payload: string) => void>>()
    const stateHandlers: Array<() => void> = []
    let client: Client | undefined
    let closing = false
    let retry: NodeJS.Timeout | undefined
    // caughtUp() calls waiting for their own notice, by payload (this instance's id and a counter).
    const instance = randomUUID()
    let marks = 0
    const waiting = new Map<string, () => void>()
    handlers.set(CAUGHT_UP_CHANNEL, [
      (payload) => {
        waiting.get(payload)?.()
        waiting.delete(payload)
      },
    ])

    const releaseWaiting = () => {
      for (const resolve of waiting.values()) resolve()
      waiting.clear()
    }

    const setOnline = (next: Client | undefined) => {
      client = next
      for (const handler of stateHandlers) handler()
      // Whatever they waited for, caches start over now.
      releaseWaiting()
    }

    const drop = () => {
      const last = client
      // Offline already (a connection's 'error' and 'end' both come here): a retry is already on its way.
      if (!last) return
      last.removeAllListeners()
      // A broken connection may still report errors while it closes: an 'error' nobody listens to would crash us.
      last.on('error', () => {})
      last.end().catch(() => {})
      setOnline(undefined)
      if (!closing) retry = setTimeout(() => void listen(), RETRY_MS)
    }

    async function listen(): Promise<void> {
      // The pool's own settings (it keeps them as `options`), on a connection of its own: LISTEN holds it.
      const next = new pg.Client((options.database.pool as unknown as { options: ClientConfig }).options) as Client
      next.on('error', drop)
      next.on('end', () => {
        if (client === next) drop()
      })
      next.on('notification', (message: { channel: string; payload?: string }) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '')
      })
      try {
        await next.connect()
        for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`)
      } catch (error) {
        fastify.log.warn({ err: error }, 'change feed unavailable: caches read through until it is back')
        next.removeAllListeners()
        await next.end().catch(() => {})
        if (!closing) retry = setTimeout(() => void listen(), RETRY_MS)
        return
      }
      setOnline(next)
    }

    const feed: ChangeFeed = {
      get online() {
        return client !== undefined
      },
      on(channel, handler) {
        if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`)
        const list = handlers.get(channel)
        if (list) return void list.push(handler)
        handlers.set(channel, [handler])
        // A channel added while listening: a failed LISTEN drops the connection, and the reconnect listens to it.
        client?.query(`LISTEN ${channel}`).catch(drop)
      },
      onStateChange(handler) {
        stateHandlers.push(handler)
      },
      async notify(channel, payload = '') {
        await options.database.pool.query('SELECT pg_notify($1, $2)', [channel, payload])
      },
      async caughtUp() {
        const listening = client
        if (!listening) return
        const mark = `${instance}:${++marks}`
        const heard = new Promise<void>((resolve) => waiting.set(mark, resolve))
        // Not heard (or not sent): reconnect, which tells every cache to stop trusting what it kept.
        const giveUp = (error?: unknown) => {
          fastify.log.warn({ err: error }, 'change feed: a notice of our own did not come back; reconnecting')
          if (client === listening) drop()
        }
        const timer = setTimeout(giveUp, CAUGHT_UP_TIMEOUT_MS)
        try {
          await feed.notify(CAUGHT_UP_CHANNEL, mark)
          await heard
        } catch (error) {
          giveUp(error)
        } finally {
          clearTimeout(timer)
          waiting.delete(mark)
        }
      },
    }
    fastify.decorate('changeFeed', feed)
    // Subscribers register while their plugins load; the connection listens once they all have.
    fastify.addHook('onReady', listen)
    fastify.addHook('onClose', async () => {
      closing = true
      clearTimeout(retry)
      const last = client
      client = undefined
      releaseWaiting()
      last?.removeAllListeners()
      await last?.end().catch(() => {})
    })
  },
  { name: 'change-feed', dependencies: ['database'] },
)

/**
 * What a route plugin whose writes reach a cache registers: each of its writes (any method but GET) answers only once
 * this instance has heard the change notices of what it committed, so that the instance that wrote never answers from
 * before the write (the schedule's month views, the service centre's catalogue, the message list). A route marked
 * `readsOnly` in its config is left alone.
 */
export function settleWrites(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.readsOnly) return
    await fastify.changeFeed.caughtUp()
  })
}
