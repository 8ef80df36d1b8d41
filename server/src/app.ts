import path from 'node:path'
import autoload from '@fastify/autoload'
import fp from 'fastify-plugin'
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { allowTypeScriptPlugins, type ServerConfig } from './config'
import type { DatabaseHandle } from './db/client'
import { requestSerializer } from './lib/common/log-redaction'
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
}

// Running from .ts sources (tsx): let autoload pick up .ts plugin and route files.
if (import.meta.url.endsWith('.ts')) allowTypeScriptPlugins()

/** The whole server as one plugin: external plugins, then app plugins, then routes (one folder per service base). */
export const portalApp: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  const dir = import.meta.dirname
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
    logger: options.config.logLevel === 'silent' ? false : { level: options.config.logLevel, serializers: { req: requestSerializer } },
    trustProxy: options.config.trustProxy,
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
