import { eq } from 'drizzle-orm'
import type { SettingSource, SignOnForm } from '@contract/admin-console'
import type { IdentityConfig, ServerConfig } from '../../config'
import type { Database } from '../../db/client'
import { signOnSettings as signOnSettingsTable } from '../../db/schema/index'
import { decryptSecret, settingsKey } from './sign-on-secrets'

/** The secrets of the sign-on settings; stored encrypted, never answered. */
export type SignOnSecretName = 'oidcClientSecret' | 'ldapBindPassword'
export const SIGN_ON_SECRETS: readonly SignOnSecretName[] = ['oidcClientSecret', 'ldapBindPassword']
export type SignOnSecrets = Record<SignOnSecretName, string>

export type SignOnRow = typeof signOnSettingsTable.$inferSelect

/** The effective settings with where each value comes from (what the console's 统一身份认证 page shows). */
export interface ResolvedSignOn {
  identity: IdentityConfig
  form: SignOnForm
  secrets: SignOnSecrets
  sources: Record<string, SettingSource>
  version: number
}

const LDAP_DEFAULTS = {
  userFilter: '(objectClass=inetOrgPerson)',
  attributes: { username: 'uid', name: 'cn', identity: 'employeeType', mobile: 'mobile', email: 'mail', org: '' },
  timeoutMs: 5000,
}

/** The environment's settings in the console's shape (an upstream not configured: empty fields, the defaults). */
export function formFromIdentity(identity: IdentityConfig): SignOnForm {
  const { oidc, cas, ldap } = identity
  return {
    methods: { ...identity.methods },
    breakGlassAccounts: [...identity.breakGlassAccounts],
    upstreamTimeoutMs: identity.upstreamTimeoutMs,
    oidc: {
      issuer: oidc?.issuer ?? '',
      clientId: oidc?.clientId ?? '',
      usernameClaim: oidc?.usernameClaim ?? 'preferred_username',
      jit: oidc?.jit ?? false,
      identityClaim: oidc?.identityClaim ?? '',
    },
    cas: { url: cas?.url ?? '', usernameAttribute: cas?.usernameAttribute ?? '' },
    ldap: {
      url: ldap?.url ?? '',
      startTls: ldap?.startTls ?? false,
      tlsInsecure: ldap?.tlsInsecure ?? false,
      bindDnTemplate: ldap?.bindDnTemplate ?? '',
      bindDn: ldap?.bindDn ?? '',
      userBase: ldap?.userBase ?? '',
      userFilter: ldap?.userFilter ?? LDAP_DEFAULTS.userFilter,
      disabledFilter: ldap?.disabledFilter ?? '',
      attributes: { ...(ldap?.attributes ?? LDAP_DEFAULTS.attributes) },
      orgBase: ldap?.orgBase ?? '',
      orgParent: ldap?.orgParent ?? '',
      groupBase: ldap?.groupBase ?? '',
      syncCron: ldap?.syncCron ?? '',
      timeoutMs: ldap?.timeoutMs ?? LDAP_DEFAULTS.timeoutMs,
    },
  }
}

/** The console's form as the configuration the sign-in paths read (an upstream without its address is not connected). */
export function identityFromForm(form: SignOnForm, secrets: SignOnSecrets): IdentityConfig {
  const { oidc, cas, ldap } = form
  return {
    methods: { ...form.methods },
    breakGlassAccounts: [...form.breakGlassAccounts],
    upstreamTimeoutMs: form.upstreamTimeoutMs,
    oidc:
      oidc.issuer && oidc.clientId
        ? {
            issuer: oidc.issuer,
            clientId: oidc.clientId,
            clientSecret: secrets.oidcClientSecret,
            usernameClaim: oidc.usernameClaim || 'preferred_username',
            jit: oidc.jit,
            identityClaim: oidc.identityClaim || undefined,
          }
        : undefined,
    cas: cas.url ? { url: cas.url.replace(/\/+$/, ''), usernameAttribute: cas.usernameAttribute } : undefined,
    ldap: ldap.url
      ? {
          ...ldap,
          attributes: { ...ldap.attributes },
          userFilter: ldap.userFilter || LDAP_DEFAULTS.userFilter,
          orgBase: ldap.orgBase || ldap.userBase,
          bindPassword: secrets.ldapBindPassword,
        }
      : undefined,
  }
}

type Flat = Record<string, unknown>

/** Leaf fields by path (`ldap.attributes.name`); arrays are one field. */
export function flattenForm(value: object, prefix = '', into: Flat = {}): Flat {
  for (const [key, item] of Object.entries(value)) {
    const path = prefix + key
    if (item && typeof item === 'object' && !Array.isArray(item)) flattenForm(item as object, `${path}.`, into)
    else into[path] = item
  }
  return into
}

function withOverrides(base: SignOnForm, overrides: Flat): SignOnForm {
  const form = structuredClone(base) as unknown as Flat
  for (const [path, value] of Object.entries(overrides)) {
    const keys = path.split('.')
    let target: Flat | undefined = form
    for (const key of keys.slice(0, -1)) target = target?.[key] as Flat | undefined
    const last = keys.at(-1)!
    // A stored field the form no longer has (an older version's) is ignored rather than added.
    if (target && last in target && typeof target[last] === typeof value) target[last] = value
  }
  return form as unknown as SignOnForm
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The fields of `form` that differ from the environment: what a save stores (the rest keeps following the environment). */
export function overridesOf(form: SignOnForm, env: SignOnForm): Flat {
  const envFlat = flattenForm(env)
  return Object.fromEntries(Object.entries(flattenForm(form)).filter(([path, value]) => !same(value, envFlat[path])))
}

/**
 * Environment first, then field by field what the console saved. A secret column: null follows the environment,
 * '' is cleared in the console, else the ciphertext.
 */
export async function resolveSignOn(db: Database, config: ServerConfig, row: SignOnRow | undefined): Promise<ResolvedSignOn> {
  const env = formFromIdentity(config.identity)
  const overrides = (row?.overrides ?? {}) as Flat
  const form = withOverrides(env, overrides)
  const sources: Record<string, SettingSource> = {}
  const known = flattenForm(env)
  for (const path of Object.keys(known)) sources[path] = path in overrides ? 'console' : 'env'
  const envSecrets: SignOnSecrets = {
    oidcClientSecret: config.identity.oidc?.clientSecret ?? '',
    ldapBindPassword: config.identity.ldap?.bindPassword ?? '',
  }
  const secrets = { ...envSecrets }
  const key = row && (row.oidcClientSecret || row.ldapBindPassword) ? await settingsKey(db, config) : undefined
  for (const name of SIGN_ON_SECRETS) {
    const stored = row?.[name]
    if (stored === null || stored === undefined) {
      sources[name] = 'env'
      continue
    }
    sources[name] = 'console'
    secrets[name] = stored && key ? (decryptSecret(key, stored) ?? '') : ''
  }
  return { identity: identityFromForm(form, secrets), form, secrets, sources, version: row?.version ?? 0 }
}

export async function readSignOnRow(db: Pick<Database, 'select'>): Promise<SignOnRow | undefined> {
  const [row] = await db.select().from(signOnSettingsTable).where(eq(signOnSettingsTable.id, 1))
  return row
}

// Read by every password and upstream sign-in; a console save reaches the other instances within this.
const CACHE_MILLISECONDS = 3_000
// Per database and per configuration (two apps on one database in tests start from different environments).
const cache = new WeakMap<Database, WeakMap<ServerConfig, { value: Promise<ResolvedSignOn>; until: number }>>()

/** The effective sign-on settings with their sources, cached a few seconds per instance. */
export async function resolvedSignOn(db: Database, config: ServerConfig): Promise<ResolvedSignOn> {
  let entries = cache.get(db)
  if (!entries) cache.set(db, (entries = new WeakMap()))
  const cached = entries.get(config)
  if (cached && cached.until > Date.now()) return await cached.value
  const value = readSignOnRow(db).then((row) => resolveSignOn(db, config, row))
  entries.set(config, { value, until: Date.now() + CACHE_MILLISECONDS })
  value.catch(() => {
    if (entries.get(config)?.value === value) entries.delete(config)
  })
  return await value
}

/** The one reader of the sign-on configuration: who signs on how, and the upstreams' connections. */
export async function signOnSettings(owner: { db: Database; config: ServerConfig }): Promise<IdentityConfig> {
  return (await resolvedSignOn(owner.db, owner.config)).identity
}

/** Drops what this instance holds (a console save: the next sign-in reads the change). */
export function forgetSignOnSettings(db: Database): void {
  cache.delete(db)
}
