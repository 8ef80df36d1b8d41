import path from 'node:path'

const projectRoot = path.resolve(import.meta.dirname, '..', '..')

function intEnv (name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number.parseInt(raw, 10)
  if (!Number.isFinite(value)) throw new Error(`${name} must be an integer, got "${raw}"`)
  return value
}

export interface ServerConfig {
  port: number
  host: string
  databaseUrl?: string
  dataDir: string
  projectRoot: string
  h5Dir: string
  jwtAudience: string
  jwtIssuer: string
  tokenTtlSeconds: number
  cookieSecret: string
  publicOrigin?: string
  wechat: { appId: string, secret: string, apiBase: string }
  smsOutbox: string
  production: boolean
  logLevel: string
  /** How long public CMS answers may be reused; publishes invalidate them at once on every instance. */
  contentCacheTtlMs: number
}

export function loadConfig (overrides: Partial<ServerConfig> = {}): ServerConfig {
  const env = process.env
  const dataDir = path.resolve(projectRoot, env.DATA_DIR ?? '.data')
  const config: ServerConfig = {
    port: intEnv('PORT', 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    projectRoot,
    h5Dir: path.resolve(projectRoot, env.H5_DIR ?? 'dist-h5'),
    jwtAudience: env.JWT_AUDIENCE ?? 'campus-portal',
    jwtIssuer: env.JWT_ISSUER ?? 'campus-portal-token-service',
    tokenTtlSeconds: intEnv('TOKEN_TTL', 7200),
    // Without COOKIE_SECRET the secret is derived per database on start (see plugins/app/session-cookie).
    cookieSecret: env.COOKIE_SECRET ?? '',
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    wechat: {
      appId: env.WECHAT_APPID ?? 'wx-demo-appid',
      secret: env.WECHAT_SECRET ?? '',
      apiBase: env.WECHAT_API_BASE ?? 'https://api.weixin.qq.com',
    },
    smsOutbox: path.resolve(projectRoot, env.SMS_OUTBOX ?? '.outbox/sms.jsonl'),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    contentCacheTtlMs: intEnv('CONTENT_CACHE_TTL_MS', 2000),
  }
  return { ...config, ...overrides }
}
