import crypto from 'node:crypto'
import { badRequest, ApiError } from '../common/api-error'
import { constantTimeEqual } from '../common/secrets'

export const WECHAT_NOT_CONFIGURED = '未配置微信小程序登录（WECHAT_SECRET）'

export interface WechatSettings {
  appId: string
  secret: string
  apiBase: string
}

export interface WechatSession {
  openid: string
  sessionKey: string
  unionid?: string
}

export interface WechatUserInfo {
  nickName?: string
  avatarUrl?: string
  gender?: number
  openId?: string
  watermark?: { appid?: string; timestamp?: number }
  [field: string]: unknown
}

/** Exchanges a mini-program login code for the user's openid and session key (code2session). */
export async function exchangeCode(settings: WechatSettings, code: string): Promise<WechatSession> {
  if (!settings.secret) throw new ApiError(503, WECHAT_NOT_CONFIGURED)
  const url = new URL('/sns/jscode2session', settings.apiBase)
  url.search = new URLSearchParams({
    appid: settings.appId,
    secret: settings.secret,
    js_code: code,
    grant_type: 'authorization_code',
  }).toString()
  let body: { openid?: string; session_key?: string; unionid?: string; errcode?: number; errmsg?: string }
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    body = (await response.json()) as typeof body
  } catch {
    throw new ApiError(502, '微信服务暂时不可用，请稍后重试')
  }
  if (body.errcode || !body.openid || !body.session_key) {
    throw badRequest('微信登录凭证无效或已过期，请重新授权')
  }
  return { openid: body.openid, sessionKey: body.session_key, unionid: body.unionid }
}

/** WeChat signs the raw user data as sha1(rawData + session_key). */
export function checkSignature(rawData: string, signature: string, sessionKey: string): boolean {
  const expected = crypto
    .createHash('sha1')
    .update(rawData + sessionKey)
    .digest('hex')
  return constantTimeEqual(expected, signature.toLowerCase())
}

/** Decrypts `encryptedData` (AES-128-CBC, PKCS#7) and checks that it was issued for our app id. */
export function decryptUserData(encryptedData: string, iv: string, sessionKey: string, appId: string): WechatUserInfo {
  let info: WechatUserInfo
  try {
    const key = Buffer.from(sessionKey, 'base64')
    const decipher = crypto.createDecipheriv('aes-128-cbc', key, Buffer.from(iv, 'base64'))
    const plain = Buffer.concat([decipher.update(Buffer.from(encryptedData, 'base64')), decipher.final()])
    info = JSON.parse(plain.toString('utf8')) as WechatUserInfo
  } catch {
    throw badRequest('微信用户数据解密失败')
  }
  if (info.watermark?.appid !== appId) throw badRequest('微信用户数据不属于本小程序')
  return info
}
