import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { portalSettings } from '../../db/schema/index'
import type { ModuleSettings, SystemConfig } from '@contract/portal-config'
import { ApiError } from '../common/api-error'

interface Settings {
  system: SystemConfig
  module: ModuleSettings
}

// Read on every app start-up call; a few seconds of staleness across instances is acceptable for configuration.
const CACHE_MILLISECONDS = 5_000
const cache = new WeakMap<Database, Map<string, { value: unknown; until: number }>>()

export async function readSetting<K extends keyof Settings>(db: Database, name: K): Promise<Settings[K]> {
  let entries = cache.get(db)
  if (!entries) cache.set(db, (entries = new Map()))
  const cached = entries.get(name)
  if (cached && cached.until > Date.now()) return cached.value as Settings[K]
  const rows = await db.select({ value: portalSettings.value }).from(portalSettings).where(eq(portalSettings.name, name))
  const value = rows[0]?.value
  if (!value) throw new ApiError(503, '系统配置尚未初始化')
  entries.set(name, { value, until: Date.now() + CACHE_MILLISECONDS })
  return value as unknown as Settings[K]
}

/** Drops the settings this instance holds (a console save: the next read answers the change). */
export function forgetSettings(db: Database): void {
  cache.delete(db)
}

/** The origin clients reach this server at: PUBLIC_ORIGIN, or the request's own scheme and host. */
export function publicOrigin(request: FastifyRequest, configured: string | undefined): string {
  return configured?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`
}

/** Makes the server's own root-relative asset paths absolute (mini-programs cannot load relative URLs). */
export function absolutizeAssets<T>(value: T, origin: string): T {
  if (typeof value === 'string') return (value.startsWith('/portal-api/') ? origin + value : value) as T
  if (Array.isArray(value)) return value.map((item) => absolutizeAssets(item, origin)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absolutizeAssets(item, origin)])) as T
  }
  return value
}

/** Hosts allowed as CAS service: the module setting `casArry`, plus PUBLIC_ORIGIN's host. */
export async function allowedServiceHosts(db: Database, configuredOrigin: string | undefined): Promise<string[]> {
  const { casArry } = await readSetting(db, 'module')
  const hosts = Array.isArray(casArry) ? casArry.filter((host) => typeof host === 'string') : []
  if (configuredOrigin) hosts.push(new URL(configuredOrigin).host)
  return hosts
}
