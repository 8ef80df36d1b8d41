import path from 'node:path'
import autoload from '@fastify/autoload'
import fp from 'fastify-plugin'
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { allowTypeScriptPlugins, type ServerConfig } from './config'
import type { DatabaseHandle } from './db/client'
import { requestSerializer } from './lib/common/log-redaction'
import { requestIdOf } from './lib/operations/request-id'
import { contractFormats } from './schema-formats'
import type { SmsSender } from './lib/auth/sms-sender'
import type { EmailSender } from './lib/common/email-sender'

/** Route folders named so need a signed-in user and add nothing to the URL. */
export const SIGNED_IN_FOLDER = 'signed-in'
import type { Clock } from './lib/common/clock'

export interface AppOptions {
  config: ServerConfig
  database: DatabaseHandle
  /** Replaces the development outbox sender (e.g. a carrier's SMS gateway). */
  smsSender?: SmsSender
  /** Replaces the email sender (the file outbox, or SMTP when SMTP_URL is set). */
  emailSender?: EmailSender
  /** Time of rate limits and SMS codes; tests pass a settable clock. */
  clock?: Clock
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write: (line: string) => void }
}

// Running from .ts sources (tsx): let autoload pick up .ts plugin and route files.
if (import.meta.url.endsWith('.ts')) allowTypeScriptPlugins()

/** The whole server as one plugin: external plugins, then app plugins, then routes (one folder per service base). */
export const portalApp: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  const dir = import.meta.dirname
  // Health, request ids and metrics first: their hooks then apply to every route registered after them.
  await fastify.register(autoload, { dir: path.join(dir, 'plugins', 'operations'), options })
  await fastify.register(autoload, { dir: path.join(dir, 'plugins', 'external'), options })
  await fastify.register(autoload, { dir: path.join(dir, 'plugins', 'app'), options })
  await fastify.register(autoload, {
    dir: path.join(dir, 'routes'),
    options,
    // Folder names are the URL prefixes (routes/token-service/password → /token-service/password), except
    // `signed-in` folders: they only group routes behind their autohooks.ts (sign-in required).
    dirNameRoutePrefix: (_parent: string, folder: string) => (folder === SIGNED_IN_FOLDER ? false : folder),
    // autohooks.ts in a folder applies to its routes and its sub-folders' routes (authentication once per folder).
    autoHooks: true,
    cascadeHooks: true,
    ignorePattern: /(^|\/)_.*|\.html\.ts$/,
  })
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger:
      options.config.logLevel === 'silent'
        ? false
        : {
            level: options.config.logLevel,
            serializers: { req: requestSerializer },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: options.config.trustProxy,
    // X-Request-Id: nginx's id when it sent a sane one, else a new one; on every log line of the request and its answer.
    genReqId: requestIdOf,
    // Closing: a request that still arrives on an open connection is served, not refused with 503 (nginx would not
    // pass a refused POST on); idle keep-alive connections close at once. While draining every answer closes its
    // connection, so closing waits for at most one request per connection (plugins/operations/health.ts).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // A fresh database builds the whole search index while its plugin starts (seconds, more on a busy machine).
    pluginTimeout: 120_000,
    ajv: { plugins: [contractFormats] },
  }).withTypeProvider<TypeBoxTypeProvider>()
  // Not encapsulated: the app's decorators (db, jobs, …) are reachable on the instance buildApp returns.
  await fastify.register(fp(portalApp), options)
  await fastify.ready()
  return fastify
}
