import crypto from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { wechatCredentials } from '../../db/schema/index'
import { ApiError, badRequest } from '../common/api-error'
import type { WechatSettings } from '../auth/wechat'

/** Cached credentials are renewed this long before WeChat's expiry. */
export const CREDENTIAL_MARGIN_SECONDS = 300
const INVALID_TOKEN_CODES = new Set([40001, 40014, 42001])

/** WeChat's documented JS-SDK signature: sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys sorted, raw values). */
export function jssdkSignature(input: { ticket: string; nonceStr: string; timestamp: number | string; url: string }): string {
  const plain = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${input.url}`
  return crypto.createHash('sha1').update(plain, 'utf8').digest('hex')
}

/** The page URL to sign: absolute http(s), without the fragment (WeChat signs the URL up to `#`). */
export function signableUrl(raw: string): string {
  const url = raw.trim().split('#', 1)[0] ?? ''
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw badRequest('分享页面地址无效')
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw badRequest('分享页面地址必须是 http 或 https 链接')
  return url
}

export const nonceStr = (): string => crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16)

interface WechatAnswer {
  errcode?: number
  errmsg?: string
  access_token?: string
  ticket?: string
  expires_in?: number
}

async function callWechat(settings: WechatSettings, pathname: string, query: Record<string, string>): Promise<WechatAnswer> {
  const url = new URL(pathname, settings.apiBase)
  url.search = new URLSearchParams(query).toString()
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    return (await response.json()) as WechatAnswer
  } catch {
    throw new ApiError(502, '微信接口暂不可用，请稍后重试')
  }
}

/**
 * A credential from the database cache, or fetched and stored when missing or expiring. The advisory lock makes
 * concurrent requests (on any instance sharing the database) wait for one fetch instead of each calling WeChat.
 */
async function cached(db: Database, key: string, fetchFresh: () => Promise<{ value: string; expiresIn: number }>): Promise<string> {
  const valid = async (executor: Pick<Database, 'select'>) =>
    (
      await executor
        .select({ value: wechatCredentials.value })
        .from(wechatCredentials)
        .where(and(eq(wechatCredentials.key, key), gt(wechatCredentials.expiresAt, sql`now()`)))
        .limit(1)
    )[0]?.value
  const hit = await valid(db)
  if (hit) return hit
  return await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wechat:${key}`}))`)
    const again = await valid(tx)
    if (again) return again
    const fresh = await fetchFresh()
    const lifetime = Math.max(60, fresh.expiresIn - CREDENTIAL_MARGIN_SECONDS)
    const expiresAt = sql`now() + make_interval(secs => ${lifetime})`
    await tx
      .insert(wechatCredentials)
      .values({ key, value: fresh.value, expiresAt })
      .onConflictDoUpdate({ target: wechatCredentials.key, set: { value: fresh.value, expiresAt, updatedAt: sql`now()` } })
    return fresh.value
  })
}

async function forget(db: Database, key: string): Promise<void> {
  await db.delete(wechatCredentials).where(eq(wechatCredentials.key, key))
}

export async function accessToken(db: Database, settings: WechatSettings): Promise<string> {
  if (!settings.secret) throw new ApiError(503, '未配置微信公众号接口（WECHAT_SECRET），暂不能分享')
  return await cached(db, `access_token:${settings.appId}`, async () => {
    const body = await callWechat(settings, '/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: settings.appId,
      secret: settings.secret,
    })
    if (!body.access_token) throw new ApiError(502, `微信接口调用失败：${body.errmsg ?? '未返回 access_token'}（${body.errcode ?? '-'}）`)
    return { value: body.access_token, expiresIn: body.expires_in ?? 7200 }
  })
}

class RejectedToken extends Error {}

export async function jsapiTicket(db: Database, settings: WechatSettings): Promise<string> {
  const key = `jsapi_ticket:${settings.appId}`
  // The access token is resolved before taking the ticket's lock: a fetch under a lock never needs the database.
  const withToken = async (token: string) =>
    await cached(db, key, async () => {
      const body = await callWechat(settings, '/cgi-bin/ticket/getticket', { access_token: token, type: 'jsapi' })
      if (body.errcode !== undefined && INVALID_TOKEN_CODES.has(body.errcode)) throw new RejectedToken()
      if (!body.ticket || (body.errcode !== undefined && body.errcode !== 0)) {
        throw new ApiError(502, `微信接口调用失败：${body.errmsg ?? '未返回 jsapi_ticket'}（${body.errcode ?? '-'}）`)
      }
      return { value: body.ticket, expiresIn: body.expires_in ?? 7200 }
    })
  try {
    return await withToken(await accessToken(db, settings))
  } catch (error) {
    if (!(error instanceof RejectedToken)) throw error
    // The cached access_token was revoked or replaced elsewhere: fetch a new one once.
    await forget(db, `access_token:${settings.appId}`)
    try {
      return await withToken(await accessToken(db, settings))
    } catch (again) {
      if (again instanceof RejectedToken) throw new ApiError(502, '微信接口调用失败：access_token 无效')
      throw again
    }
  }
}

/** wx.config parameters for `url`. */
export async function jssdkConfig(db: Database, settings: WechatSettings, url: string, now = Date.now()) {
  const pageUrl = signableUrl(url)
  const ticket = await jsapiTicket(db, settings)
  const timestamp = Math.floor(now / 1000)
  const nonce = nonceStr()
  return {
    appid: settings.appId,
    timestamp,
    nonceStr: nonce,
    signature: jssdkSignature({ ticket, nonceStr: nonce, timestamp, url: pageUrl }),
  }
}
