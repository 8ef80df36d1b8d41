import { Client, Filter, InvalidCredentialsError, type Entry } from 'ldapts'
import type { LdapConfig } from '../../../config'
import { ApiError } from '../../common/api-error'

export const LDAP_UNREACHABLE = '学校统一身份认证（LDAP）暂时无法连接，请稍后再试'

/** The directory could not be reached or did not answer in time (as opposed to refusing a password). */
export class LdapUnavailableError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'LdapUnavailableError'
  }
}

/** Escapes a value for use inside a DN (RFC 4514), e.g. a username put into LDAP_BIND_DN_TEMPLATE. */
export function escapeDnValue(value: string): string {
  return value
    .replace(/[\\,+"<>;=]/g, (ch) => `\\${ch}`)
    .replace(/^[ #]/, (ch) => `\\${ch}`)
    .replace(/ $/, '\\ ')
    .replace(/\0/g, '\\00')
}

export const escapeFilterValue = (value: string): string => Filter.escape(value)

/** Why an LDAP call failed, in words for the report and the log (never with a password in it). */
export function describeLdapFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? `${code}: ${message}` : message
}

/**
 * A connected (and, with LDAP_STARTTLS, upgraded) client; connect and every operation give up after the timeout.
 * Connection failures come out as LdapUnavailableError; the caller unbinds.
 */
export async function openLdap(config: LdapConfig): Promise<Client> {
  const tlsOptions = config.tlsInsecure ? { rejectUnauthorized: false } : undefined
  const client = new Client({ url: config.url, timeout: config.timeoutMs, connectTimeout: config.timeoutMs, tlsOptions, strictDN: false })
  if (config.startTls) {
    try {
      await client.startTLS(tlsOptions ?? {})
    } catch (error) {
      await closeQuietly(client)
      throw new LdapUnavailableError(`StartTLS: ${describeLdapFailure(error)}`)
    }
  }
  return client
}

export async function closeQuietly(client: Client): Promise<void> {
  try {
    await client.unbind()
  } catch {
    // The connection is gone already; nothing left to release.
  }
}

/** An InvalidCredentials answer is the directory speaking; anything else on the wire means it is not reachable. */
function unavailable(error: unknown): LdapUnavailableError {
  return error instanceof LdapUnavailableError ? error : new LdapUnavailableError(describeLdapFailure(error))
}

/** Binds as the service account (LDAP_BIND_DN); a refused service password is a configuration fault, not a user's. */
export async function bindService(client: Client, config: LdapConfig): Promise<void> {
  if (!config.bindDn) return
  try {
    await client.bind(config.bindDn, config.bindPassword)
  } catch (error) {
    if (error instanceof InvalidCredentialsError) throw new LdapUnavailableError('LDAP_BIND_DN 的密码被目录拒绝')
    throw unavailable(error)
  }
}

/** The entries of a subtree search, page by page (so a directory's size limit per answer does not cut it short). */
export async function searchAll(client: Client, base: string, filter: string, attributes: string[]): Promise<Entry[]> {
  try {
    const { searchEntries } = await client.search(base, { scope: 'sub', filter, attributes, paged: { pageSize: 1000 } })
    return searchEntries
  } catch (error) {
    throw unavailable(error)
  }
}

/** The first value of an attribute as text ('' when absent). */
export function firstValue(entry: Entry, attribute: string): string {
  const key = Object.keys(entry).find((name) => name.toLowerCase() === attribute.toLowerCase())
  const value = key === undefined ? undefined : entry[key]
  const first = Array.isArray(value) ? value[0] : value
  return first === undefined ? '' : String(first).trim()
}

export function allValues(entry: Entry, attribute: string): string[] {
  const key = Object.keys(entry).find((name) => name.toLowerCase() === attribute.toLowerCase())
  const value = key === undefined ? undefined : entry[key]
  if (value === undefined) return []
  return (Array.isArray(value) ? value : [value]).map((item) => String(item))
}

/** The DN a username binds as: the template filled in, or the one entry a service-account search finds. */
async function userDn(client: Client, config: LdapConfig, username: string): Promise<string | undefined> {
  if (config.bindDnTemplate) return config.bindDnTemplate.replaceAll('{username}', escapeDnValue(username))
  await bindService(client, config)
  const filter = `(&${config.userFilter}(${config.attributes.username}=${escapeFilterValue(username)}))`
  const entries = await searchAll(client, config.userBase, filter, ['1.1'])
  // None, or two entries answering to one username: nobody to bind as.
  return entries.length === 1 ? entries[0]?.dn : undefined
}

/** The bind as the person: true when the directory accepts the password, false when it refuses it. */
async function bindsAs(client: Client, config: LdapConfig, username: string, password: string): Promise<boolean> {
  const dn = await userDn(client, config, username)
  if (!dn) return false
  try {
    await client.bind(dn, password)
    return true
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return false
    throw unavailable(error)
  }
}

/**
 * Whether the directory accepts this username and password (a simple bind as the person). An empty password is
 * refused here: LDAP would take it as an anonymous bind and say yes. The whole check (connect, StartTLS, search,
 * bind) gives up after LDAP_TIMEOUT_MS; unreachable or too slow → 503 with the reason.
 */
export async function ldapPasswordMatches(config: LdapConfig, username: string, password: string): Promise<boolean> {
  if (password === '') return false
  let client: Client | undefined
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new LdapUnavailableError(`no answer within ${config.timeoutMs} ms`)), config.timeoutMs)
  })
  const check = async () => {
    client = await openLdap(config)
    return await bindsAs(client, config, username, password)
  }
  try {
    return await Promise.race([check(), deadline])
  } catch {
    throw new ApiError(503, LDAP_UNREACHABLE)
  } finally {
    clearTimeout(timer)
    // Not awaited: a directory that stopped answering must not hold the sign-in up any longer.
    if (client) void closeQuietly(client)
  }
}
