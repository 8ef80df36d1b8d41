import net from 'node:net'
import path from 'node:path'
import { IDENTITY_CODES } from '@contract/constants'

const projectRoot = path.resolve(import.meta.dirname, '..', '..')

function intEnv(name: string, fallback: number): number {
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
  /** The operator console's build (`npm run build:admin`), served at /admin/. */
  adminDir: string
  jwtAudience: string
  jwtIssuer: string
  tokenTtlSeconds: number
  cookieSecret: string
  /**
   * SETTINGS_KEY: the key material the console's stored secrets (OIDC client secret, LDAP bind password) are encrypted
   * with; unset, COOKIE_SECRET, else the cookie secret kept in the database (see lib/identity/sign-on-secrets).
   */
  settingsKey: string
  publicOrigin?: string
  wechat: { appId: string; secret: string; apiBase: string }
  smsOutbox: string
  /** Email delivery: the file outbox (EMAIL_OUTBOX) unless SMTP_URL names a server (nodemailer). */
  email: { outbox: string; smtpUrl?: string; from: string }
  /** Largest accepted upload in bytes (UPLOAD_MAX_MB; spec §9 "upload max 52", read as megabytes). */
  uploadMaxBytes: number
  production: boolean
  logLevel: string
  /**
   * TRUST_PROXY: client address and scheme from X-Forwarded-* when the request comes from a trusted proxy: a list of
   * the proxies' addresses (CIDR, comma-separated: only they are believed), or `1` (any peer: only when the instance
   * cannot be reached except through the proxy).
   */
  trustProxy: boolean | string[]
  /** PG_LOG=1: print the embedded PostgreSQL's output. */
  pgLog: boolean
  /** SEED_DEMO=0 skips the demo institution seed. */
  seedDemo: boolean
  /** AUTH_CACHE=0: verify every id token's signature and read its account's token version on every call (benchmarks). */
  authCache: boolean
  jobs: JobsConfig
  /** Origins allowed to frame the H5 app (CSP frame-ancestors, besides this origin). */
  frameAncestors: string[]
  /** Other hosts article images and videos may come from (CSP img-src/media-src, and the rich-text sanitiser). */
  imageHosts: string[]
  /** How long public CMS answers may be reused; publishes invalidate them at once on every instance. */
  contentCacheTtlMs: number
  /** The AI assistant's OpenAI-compatible chat endpoint (AI_BASE_URL, e.g. https://api.example.com/v1; AI_API_KEY,
   *  AI_MODEL). Without a base URL the assistant answers from retrieval alone. */
  ai: { baseUrl: string; apiKey: string; model: string }
  /** PUSH_GATEWAY_URL: where reminders are POSTed as pushes to the host app's devices; unset, no pushes. */
  pushGatewayUrl?: string
  /**
   * TEST_CLOCK=1 (browser tests only): the app's clock can be moved forward by POST /test-only/clock/advance. Refused
   * with NODE_ENV=production.
   */
  testClock: boolean
  /** CAMPUS_NETWORKS: the campus network's address ranges (CIDR, comma-separated); /v2/service/networkCheck tells a
   *  client whether it is inside them, so services that need the campus network can offer the VPN first. */
  campusNetworks: string[]
  identity: IdentityConfig
  operations: OperationsConfig
}

/** Running behind a load balancer: metrics access and how an instance stops. */
export interface OperationsConfig {
  /** METRICS_TOKEN: `Authorization: Bearer <token>` opens /metrics from any address; unset: addresses only. */
  metricsToken: string
  /** METRICS_ALLOW: addresses (CIDR, comma-separated) that may read /metrics without the token (default loopback). */
  metricsAllow: string[]
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long /readyz answers 503, answers close their connections and reads are
   *  dropped for nginx to pass on (it then stops choosing this instance) before the listener closes. */
  drainMs: number
  /** SHUTDOWN_TIMEOUT_MS: the process exits anyway (code 1) this long after SIGTERM. */
  shutdownTimeoutMs: number
}

/** How a person proves who they are: the portal's own password, the school's LDAP, its OpenID provider or CAS server. */
export type SignOnMethod = 'password' | 'ldap' | 'oidc' | 'cas'
export const SIGN_ON_METHODS: readonly SignOnMethod[] = ['password', 'ldap', 'oidc', 'cas']
export type IdentityCode = (typeof IDENTITY_CODES)[number]

/** Which sign-on applies to whom; the connection settings of each upstream are added beside it by that upstream. */
export interface IdentityConfig {
  /** SIGN_ON_METHODS, e.g. `student=oidc,teacher=ldap`: the method per identity; unlisted identities use `password`. */
  methods: Record<IdentityCode, SignOnMethod>
  /** BREAK_GLASS_ACCOUNTS: usernames of local operator accounts that can always sign in with a portal password. */
  breakGlassAccounts: string[]
  /** The school's LDAP (password sign-in for identities whose method is `ldap`, and the directory sync); unset without LDAP_URL. */
  ldap?: LdapConfig
  /** The school's OpenID provider; set when OIDC_ISSUER and OIDC_CLIENT_ID are. */
  oidc?: OidcUpstreamConfig
  /** The school's CAS server; set when UPSTREAM_CAS_URL is. */
  cas?: CasUpstreamConfig
  /** UPSTREAM_TIMEOUT_MS: the longest an upstream sign-on step (discovery, token, keys, ticket validation) may take. */
  upstreamTimeoutMs: number
}

export interface OidcUpstreamConfig {
  /** OIDC_ISSUER: the provider's issuer URL (its discovery document is read from it). */
  issuer: string
  /** OIDC_CLIENT_ID / OIDC_CLIENT_SECRET: the portal's registration at the provider. */
  clientId: string
  clientSecret: string
  /** OIDC_USERNAME_CLAIM: the ID token claim holding the portal username (default preferred_username). */
  usernameClaim: string
  /** OIDC_JIT=1: create a missing account on first sign-in (off by default). */
  jit: boolean
  /** OIDC_IDENTITY_CLAIM: the claim naming a just-created account's identity (student, teacher, …); otherwise student. */
  identityClaim?: string
}

export interface CasUpstreamConfig {
  /** UPSTREAM_CAS_URL: the school's CAS base, e.g. https://cas.example.edu.cn/cas (…/login, …/p3/serviceValidate). */
  url: string
  /** UPSTREAM_CAS_USERNAME_ATTRIBUTE: the attribute holding the portal username; empty means the CAS user itself. */
  usernameAttribute: string
}

/** Whether an upstream's address is an absolute http(s) URL (the environment's and the console's one rule). */
export function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** Whether an LDAP address is ldap:// or ldaps:// (the environment's and the console's one rule). */
export const isLdapUrl = (raw: string): boolean => /^ldaps?:\/\/\S+/.test(raw)

/** An upstream's address must be an absolute http(s) URL: a typo stops the server with the reason, not a sign-in. */
function upstreamUrl(name: string, raw: string): string {
  if (!isHttpUrl(raw)) throw new Error(`${name} must be an absolute URL (http or https), got "${raw}"`)
  return raw
}

function oidcFromEnv(env: NodeJS.ProcessEnv): OidcUpstreamConfig | undefined {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return undefined
  upstreamUrl('OIDC_ISSUER', env.OIDC_ISSUER)
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET ?? '',
    usernameClaim: env.OIDC_USERNAME_CLAIM || 'preferred_username',
    jit: env.OIDC_JIT === '1',
    identityClaim: env.OIDC_IDENTITY_CLAIM || undefined,
  }
}

function casFromEnv(env: NodeJS.ProcessEnv): CasUpstreamConfig | undefined {
  if (!env.UPSTREAM_CAS_URL) return undefined
  return {
    url: upstreamUrl('UPSTREAM_CAS_URL', env.UPSTREAM_CAS_URL).replace(/\/+$/, ''),
    usernameAttribute: env.UPSTREAM_CAS_USERNAME_ATTRIBUTE ?? '',
  }
}

/** Which directory attribute holds each field of a person (LDAP_ATTR_*). */
export interface LdapAttributes {
  /** The portal username: the student or staff number (LDAP_ATTR_USERNAME, default uid). */
  username: string
  name: string
  /** The identity (student/teacher/guest or 学生/教师/访客; LDAP_ATTR_IDENTITY, default employeeType). */
  identity: string
  mobile: string
  email: string
  /** An attribute naming the person's organisation code; empty: the organisational unit the entry sits in. */
  org: string
}

export interface LdapConfig {
  /** LDAP_URL: ldap://host:389 or ldaps://host:636. */
  url: string
  /** LDAP_STARTTLS=1: upgrade an ldap:// connection with StartTLS before any bind. */
  startTls: boolean
  /** LDAP_TLS_INSECURE=1 accepts any server certificate (a test directory only). */
  tlsInsecure: boolean
  /** LDAP_BIND_DN_TEMPLATE, e.g. `uid={username},ou=people,dc=sfdx,dc=edu,dc=cn`: bind directly; else search, then bind. */
  bindDnTemplate: string
  /** LDAP_BIND_DN / LDAP_BIND_PASSWORD: the service account that searches (sign-in without a template, and the sync). */
  bindDn: string
  bindPassword: string
  /** LDAP_USER_BASE: where people are (searched with subtree scope). */
  userBase: string
  /** LDAP_USER_FILTER: which entries are people (default `(objectClass=inetOrgPerson)`). */
  userFilter: string
  /** LDAP_DISABLED_FILTER: which of those are disabled in the directory (e.g. `(employeeType=disabled)`); empty: none. */
  disabledFilter: string
  attributes: LdapAttributes
  /** LDAP_ORG_BASE: organisational units below it become portal organisations (default LDAP_USER_BASE). */
  orgBase: string
  /** LDAP_ORG_PARENT: the portal organisation (code) the top units hang under (e.g. the school's); empty: top level. */
  orgParent: string
  /** LDAP_GROUP_BASE: groupOfNames entries below it become shared portal groups; empty: no groups. */
  groupBase: string
  /** LDAP_SYNC_CRON: the directory sync's schedule (UTC); empty: only on demand. */
  syncCron: string
  /** LDAP_TIMEOUT_MS (default 5000): each connect and each operation gives up after this. */
  timeoutMs: number
}

export function loadLdapConfig(env: NodeJS.ProcessEnv): LdapConfig | undefined {
  const url = env.LDAP_URL?.trim()
  if (!url) return undefined
  if (!isLdapUrl(url)) throw new Error(`LDAP_URL must start with ldap:// or ldaps://, got "${url}"`)
  const userBase = env.LDAP_USER_BASE ?? ''
  return {
    url,
    startTls: env.LDAP_STARTTLS === '1',
    tlsInsecure: env.LDAP_TLS_INSECURE === '1',
    bindDnTemplate: env.LDAP_BIND_DN_TEMPLATE ?? '',
    bindDn: env.LDAP_BIND_DN ?? '',
    bindPassword: env.LDAP_BIND_PASSWORD ?? '',
    userBase,
    userFilter: env.LDAP_USER_FILTER || '(objectClass=inetOrgPerson)',
    disabledFilter: env.LDAP_DISABLED_FILTER ?? '',
    attributes: {
      username: env.LDAP_ATTR_USERNAME || 'uid',
      name: env.LDAP_ATTR_NAME || 'cn',
      identity: env.LDAP_ATTR_IDENTITY || 'employeeType',
      mobile: env.LDAP_ATTR_MOBILE || 'mobile',
      email: env.LDAP_ATTR_EMAIL || 'mail',
      org: env.LDAP_ATTR_ORG ?? '',
    },
    orgBase: env.LDAP_ORG_BASE || userBase,
    orgParent: env.LDAP_ORG_PARENT ?? '',
    groupBase: env.LDAP_GROUP_BASE ?? '',
    syncCron: env.LDAP_SYNC_CRON ?? '',
    timeoutMs: intEnv('LDAP_TIMEOUT_MS', 5000),
  }
}

/** Parses SIGN_ON_METHODS; an unknown identity or method stops the server with the reason. */
export function parseSignOnMethods(raw: string | undefined): Record<IdentityCode, SignOnMethod> {
  const methods = Object.fromEntries(IDENTITY_CODES.map((code) => [code, 'password'])) as Record<IdentityCode, SignOnMethod>
  for (const pair of listEnv(raw)) {
    const [identity = '', method = ''] = pair.split('=').map((part) => part.trim())
    if (!(IDENTITY_CODES as readonly string[]).includes(identity))
      throw new Error(`SIGN_ON_METHODS: unknown identity "${identity}" (one of ${IDENTITY_CODES.join(', ')})`)
    if (!(SIGN_ON_METHODS as readonly string[]).includes(method))
      throw new Error(`SIGN_ON_METHODS: unknown method "${method}" for ${identity} (one of ${SIGN_ON_METHODS.join(', ')})`)
    methods[identity as IdentityCode] = method as SignOnMethod
  }
  return methods
}

export interface JobsConfig {
  /** JOBS=0: no job queue in this instance (nothing is enqueued, worked or scheduled). */
  enabled: boolean
  /** JOBS_POLL_SECONDS: how often a worker looks for new jobs (pg-boss minimum 0.5). */
  pollSeconds: number
  /** JOBS_CRON_CHECK_SECONDS: how often (1–45 s) the cluster checks for due cron ticks. */
  cronCheckSeconds: number
  /** FLOW_REMINDERS=0 turns the overdue reminders off; FLOW_REMINDER_CRON is their schedule (UTC). */
  flowReminders: boolean
  flowReminderCron: string
  /** SCHEDULE_REMINDERS=0 turns the schedule centre's 日程提醒 off (checked every minute). */
  scheduleReminders: boolean
  /** SEARCH_CATCH_UP=0 turns off the per-minute indexing of queued changes (searches still index them first). */
  searchCatchUp: boolean
  /** STATS_JOB=0 turns off the statistics' nightly count and its catch-up at start (STATS_CRON, UTC). */
  statsJob: boolean
  statsCron: string
}

function numberEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`)
  return value
}

/** @fastify/autoload loads .ts plugin and route files only when told so (running from sources under tsx). */
export function allowTypeScriptPlugins(): void {
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1'
}

const listEnv = (raw: string | undefined): string[] => (raw ?? '').split(/[\s,]+/).filter(Boolean)

export function loadConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const env = process.env
  const dataDir = path.resolve(projectRoot, env.DATA_DIR ?? '.data')
  const config: ServerConfig = {
    port: intEnv('PORT', 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    projectRoot,
    h5Dir: path.resolve(projectRoot, env.H5_DIR ?? 'dist-h5'),
    adminDir: path.resolve(projectRoot, env.ADMIN_DIR ?? 'dist-admin'),
    jwtAudience: env.JWT_AUDIENCE ?? 'campus-portal',
    jwtIssuer: env.JWT_ISSUER ?? 'campus-portal-token-service',
    tokenTtlSeconds: intEnv('TOKEN_TTL', 7200),
    // Without COOKIE_SECRET the secret is derived per database on start (see plugins/app/session-cookie).
    cookieSecret: env.COOKIE_SECRET ?? '',
    settingsKey: env.SETTINGS_KEY ?? '',
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    wechat: {
      appId: env.WECHAT_APPID ?? 'wx-demo-appid',
      secret: env.WECHAT_SECRET ?? '',
      apiBase: env.WECHAT_API_BASE ?? 'https://api.weixin.qq.com',
    },
    smsOutbox: path.resolve(projectRoot, env.SMS_OUTBOX ?? '.outbox/sms.jsonl'),
    email: {
      outbox: path.resolve(projectRoot, env.EMAIL_OUTBOX ?? '.outbox/email.jsonl'),
      smtpUrl: env.SMTP_URL || undefined,
      from: env.EMAIL_FROM ?? '示范大学掌上校园 <portal@sfdx.edu.cn>',
    },
    uploadMaxBytes: intEnv('UPLOAD_MAX_MB', 52) * 1024 * 1024,
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyEnv(env.TRUST_PROXY),
    pgLog: env.PG_LOG === '1',
    seedDemo: env.SEED_DEMO !== '0',
    authCache: env.AUTH_CACHE !== '0',
    jobs: {
      enabled: env.JOBS !== '0',
      pollSeconds: numberEnv('JOBS_POLL_SECONDS', 2),
      cronCheckSeconds: intEnv('JOBS_CRON_CHECK_SECONDS', 30),
      flowReminders: env.FLOW_REMINDERS !== '0',
      flowReminderCron: env.FLOW_REMINDER_CRON ?? '* * * * *',
      scheduleReminders: env.SCHEDULE_REMINDERS !== '0',
      searchCatchUp: env.SEARCH_CATCH_UP !== '0',
      statsJob: env.STATS_JOB !== '0',
      // 00:10 on the campus (Asia/Shanghai): yesterday is complete.
      statsCron: env.STATS_CRON ?? '10 16 * * *',
    },
    frameAncestors: listEnv(env.FRAME_ANCESTORS),
    imageHosts: listEnv(env.IMAGE_HOSTS).map((host) => host.toLowerCase()),
    contentCacheTtlMs: intEnv('CONTENT_CACHE_TTL_MS', 2000),
    campusNetworks: listEnv(env.CAMPUS_NETWORKS ?? '10.0.0.0/8,172.16.0.0/12'),
    ai: { baseUrl: (env.AI_BASE_URL ?? '').replace(/\/+$/, ''), apiKey: env.AI_API_KEY ?? '', model: env.AI_MODEL ?? 'gpt-4o-mini' },
    pushGatewayUrl: env.PUSH_GATEWAY_URL || undefined,
    testClock: env.TEST_CLOCK === '1',
    identity: {
      methods: parseSignOnMethods(env.SIGN_ON_METHODS),
      breakGlassAccounts: listEnv(env.BREAK_GLASS_ACCOUNTS),
      ldap: loadLdapConfig(env),
      oidc: oidcFromEnv(env),
      cas: casFromEnv(env),
      upstreamTimeoutMs: intEnv('UPSTREAM_TIMEOUT_MS', 5000),
    },
    operations: {
      metricsToken: env.METRICS_TOKEN ?? '',
      metricsAllow: listEnv(env.METRICS_ALLOW ?? '127.0.0.0/8,::1/128'),
      drainMs: intEnv('SHUTDOWN_DRAIN_MS', 3000),
      shutdownTimeoutMs: intEnv('SHUTDOWN_TIMEOUT_MS', 30_000),
    },
  }
  if (config.testClock && config.production) throw new Error('TEST_CLOCK=1 is for tests and cannot run with NODE_ENV=production')
  return { ...config, ...overrides }
}

/** TRUST_PROXY: unset or `0` off, `1` every peer, else the proxies' addresses (checked here, so a typo stops the start). */
export function trustProxyEnv(value: string | undefined): boolean | string[] {
  if (value === undefined || value === '' || value === '0') return false
  if (value === '1') return true
  const list = listEnv(value)
  for (const entry of list) {
    const [address, bits, extra] = entry.split('/')
    const family = net.isIP(address ?? '')
    const maxBits = family === 6 ? 128 : 32
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits)
    if (family === 0 || !bitsOk || extra !== undefined) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR range (use 1, or the proxies' addresses, comma-separated)`)
    }
  }
  return list
}
