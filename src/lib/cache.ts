import Taro from '@tarojs/taro'
import { utf8Encode } from './base64url'

/** Spec §3: the original footer tabs and the saved icon files survive "clear cache". */
export const ORIGIN_FOOT_TABS_KEY = 'originFootTabs'
export const ICON_FILE_MAP_KEY = 'iconFileMap'
export const PERMANENT_KEYS: readonly string[] = [ORIGIN_FOOT_TABS_KEY, ICON_FILE_MAP_KEY]

const permanentKeys = new Set<string>(PERMANENT_KEYS)

/** Adds a key to the set kept by `cache.clear()` for the rest of this run. */
export function markPermanent(key: string): void {
  permanentKeys.add(key)
}

export function isPermanent(key: string): boolean {
  return permanentKeys.has(key)
}

export interface CacheSetOptions {
  /** Lifetime in seconds (positive); without it the entry never expires. */
  ttlSeconds?: number
}

export interface CacheClearOptions {
  /** Keep permanent keys (default true). */
  keepPermanent?: boolean
  /** Further keys to keep, e.g. the mini-program's stored token. */
  keep?: readonly string[]
}

interface StoredEntry<T> {
  value: T
  expiresAt?: number
}

function isStoredEntry(raw: unknown): raw is StoredEntry<unknown> {
  if (typeof raw !== 'object' || raw === null || !('value' in raw)) return false
  const expiresAt = (raw as StoredEntry<unknown>).expiresAt
  return expiresAt === undefined || typeof expiresAt === 'number'
}

function forget(key: string): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    // Storage is unusable; the caller already falls back.
  }
}

function storageKeys(): string[] {
  try {
    return Taro.getStorageInfoSync().keys
  } catch {
    return []
  }
}

function utf8Length(text: string): number {
  return utf8Encode(text).length
}

function get<T>(key: string): T | undefined
function get<T>(key: string, fallback: T): T
function get<T>(key: string, fallback?: T): T | undefined {
  let raw: unknown
  try {
    raw = Taro.getStorageSync(key)
  } catch {
    forget(key)
    return fallback
  }
  if (raw === '' || raw === undefined || raw === null) {
    // Taro answers '' for a value it could not parse as well as for a missing one.
    if (storageKeys().includes(key)) forget(key)
    return fallback
  }
  if (!isStoredEntry(raw) || (raw.expiresAt !== undefined && raw.expiresAt <= Date.now())) {
    forget(key)
    return fallback
  }
  return raw.value as T
}

function set<T>(key: string, value: T, options: CacheSetOptions = {}): void {
  if (value === undefined) {
    forget(key)
    return
  }
  const { ttlSeconds } = options
  if (ttlSeconds !== undefined && !(Number.isFinite(ttlSeconds) && ttlSeconds > 0)) {
    throw new RangeError(`ttlSeconds must be a positive number, got ${ttlSeconds}`)
  }
  const entry: StoredEntry<T> = ttlSeconds === undefined ? { value } : { value, expiresAt: Date.now() + ttlSeconds * 1000 }
  Taro.setStorageSync(key, entry)
}

function clear(options: CacheClearOptions = {}): void {
  const keepPermanent = options.keepPermanent ?? true
  const keep = new Set(options.keep ?? [])
  if (!keepPermanent && keep.size === 0) {
    Taro.clearStorageSync()
    return
  }
  for (const key of storageKeys()) {
    if (keep.has(key) || (keepPermanent && permanentKeys.has(key))) continue
    forget(key)
  }
}

/**
 * Storage in use, in KB (two decimals). Uses the platform's figure when it gives one; browsers
 * do not, so there it is the UTF-8 size of every stored key and value.
 */
function sizeKB(): number {
  const info = Taro.getStorageInfoSync()
  if (typeof info.currentSize === 'number' && Number.isFinite(info.currentSize)) return info.currentSize
  let bytes = 0
  for (const key of info.keys) {
    let value: unknown
    try {
      value = Taro.getStorageSync(key)
    } catch {
      value = ''
    }
    bytes += utf8Length(key) + utf8Length(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))
  }
  return Math.round((bytes / 1024) * 100) / 100
}

/** Local key/value storage with expiry; a failed read removes the key and gives the fallback. */
export const cache = {
  get,
  set,
  remove: forget,
  has: (key: string): boolean => get<unknown>(key) !== undefined,
  clear,
  sizeKB,
}

type IconFileMap = Record<string, string>

/** Last local file saved for an icon URL (spec §3), kept across "clear cache". */
export function iconFileFor(url: string): string | undefined {
  return cache.get<IconFileMap>(ICON_FILE_MAP_KEY, {})[url] || undefined
}

export function rememberIconFile(url: string, path: string): void {
  const map = cache.get<IconFileMap>(ICON_FILE_MAP_KEY, {})
  cache.set<IconFileMap>(ICON_FILE_MAP_KEY, { ...map, [url]: path })
}
