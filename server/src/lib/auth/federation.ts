import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { federatedIdentities, spentValues } from '../../db/schema/index'
import type { FederationCallbackRequest } from '@contract/auth'
import { ApiError, badRequest } from '../common/api-error'
import { accountsByIds, type AccountRow } from './account-login'
import { sha256 } from '../common/secrets'
import { checkNickname, WECHAT_PLACEHOLDER_NICKNAME } from '@contract/nickname'
import { fillEmptyNickname } from '../personal/personal-account-repository'
import { checkSignature, decryptUserData, exchangeCode, WECHAT_NOT_CONFIGURED, type WechatSettings } from './wechat'

export const WEIXIN_MINIPROGRAM = 'weixinminiprogram'

export interface FederatedProfile {
  openid: string
  nickName: string
  avatarUrl: string
}

/** A value accepted once across every instance (the database remembers its hash). */
async function spendOnce(db: Database, value: string): Promise<boolean> {
  const rows = await db
    .insert(spentValues)
    .values({ valueHash: sha256(value) })
    .onConflictDoNothing()
    .returning()
  return rows.length > 0
}

/** Turns the mini-program login data into a verified WeChat identity. */
export async function verifyMiniProgramLogin(
  db: Database,
  wechat: WechatSettings,
  input: FederationCallbackRequest,
): Promise<FederatedProfile> {
  if (!wechat.secret) throw new ApiError(503, WECHAT_NOT_CONFIGURED)
  if (!(await spendOnce(db, `wx-code:${input.code}`))) throw badRequest('微信登录凭证已使用，请重新授权')
  const session = await exchangeCode(wechat, input.code)
  let nickName = ''
  let avatarUrl = ''
  if (input.rawData !== undefined || input.signature !== undefined) {
    if (!input.rawData || !input.signature || !checkSignature(input.rawData, input.signature, session.sessionKey)) {
      throw badRequest('微信用户数据签名校验失败')
    }
    try {
      const raw = JSON.parse(input.rawData) as { nickName?: unknown; avatarUrl?: unknown }
      nickName = typeof raw.nickName === 'string' ? raw.nickName : ''
      avatarUrl = typeof raw.avatarUrl === 'string' ? raw.avatarUrl : ''
    } catch {
      throw badRequest('微信用户数据格式不正确')
    }
  }
  if (input.encryptedData !== undefined || input.iv !== undefined) {
    if (!input.encryptedData || !input.iv) throw badRequest('缺少参数 encryptedData 或 iv')
    const info = decryptUserData(input.encryptedData, input.iv, session.sessionKey, wechat.appId)
    if (info.openId !== undefined && info.openId !== session.openid) throw badRequest('微信用户数据与登录凭证不符')
    nickName = typeof info.nickName === 'string' ? info.nickName : nickName
    avatarUrl = typeof info.avatarUrl === 'string' ? info.avatarUrl : avatarUrl
  }
  return { openid: session.openid, nickName, avatarUrl }
}

export async function boundAccounts(db: Database, openid: string): Promise<AccountRow[]> {
  const rows = await db
    .select({ accountId: federatedIdentities.accountId })
    .from(federatedIdentities)
    .where(and(eq(federatedIdentities.provider, WEIXIN_MINIPROGRAM), eq(federatedIdentities.subject, openid)))
  const found = await accountsByIds(
    db,
    rows.map((row) => row.accountId),
  )
  return found.sort((a, b) => a.username.localeCompare(b.username))
}

export async function bindAccount(db: Database, openid: string, accountId: string): Promise<void> {
  await db.insert(federatedIdentities).values({ provider: WEIXIN_MINIPROGRAM, subject: openid, accountId }).onConflictDoNothing()
}

export function profileOf(data: Record<string, unknown> | undefined): FederatedProfile | undefined {
  if (!data || typeof data.openid !== 'string') return undefined
  return { openid: data.openid, nickName: String(data.nickName ?? ''), avatarUrl: String(data.avatarUrl ?? '') }
}

/** A bound WeChat sign-in gives the account WeChat's nickname while it has none (not WeChat's 微信用户 placeholder). */
export async function prefillNickname(db: Database, accountId: string, wechatNickName: string): Promise<void> {
  const checked = checkNickname(wechatNickName)
  if (checked.ok && checked.nickname !== WECHAT_PLACEHOLDER_NICKNAME) await fillEmptyNickname(db, accountId, checked.nickname)
}
