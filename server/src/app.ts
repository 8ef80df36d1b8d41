import path from 'node:path'
import autoload from '@fastify/autoload'
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { ServerConfig } from './config'
import type { DatabaseHandle } from './db/client'
import { requestSerializer } from './lib/log-redaction'
import type { Clock } from './lib/clock'
import type { SmsSender } from './lib/sms-sender'

export interface AppOptions {
  config: ServerConfig
  database: DatabaseHandle
  /** Replaces the development outbox sender (e.g. a carrier's SMS gateway). */
  smsSender?: SmsSender
  /** Time of rate limits and SMS codes; tests pass a settable clock. */
  clock?: Clock
}

// Running from .ts sources (tsx): let autoload pick up .ts plugin and route files.
if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1'

/** The whole server as one plugin: external plugins, then app plugins, then routes (one folder per service base). */
export const portalApp: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  const dir = import.meta.dirname
  await fastify.register(autoload, { dir: path.join(dir, 'plugins', 'external'), options })
  await fastify.register(autoload, { dir: path.join(dir, 'plugins', 'app'), options })
  await fastify.register(autoload, {
    dir: path.join(dir, 'routes'),
    options,
    // Folder names are the URL prefixes (routes/token-service/password → /token-service/password).
    dirNameRoutePrefix: true,
    ignorePattern: /(^|\/)_.*|\.html\.ts$/,
  })
}

export async function buildApp (options: AppOptions): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: options.config.logLevel === 'silent' ? false : { level: options.config.logLevel, serializers: { req: requestSerializer } },
    trustProxy: process.env.TRUST_PROXY === '1',
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>()
  await fastify.register(portalApp, options)
  await fastify.ready()
  return fastify
}
