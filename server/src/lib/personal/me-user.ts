import type { Database } from '../../db/client'
import type { MeUser } from '@contract/personal'
import { notFound } from '../common/api-error'
import { avatarUrl } from './avatar-url'
import { profileOf } from './personal-account-repository'

export async function meUserOf(db: Database, accountId: string, origin: string): Promise<MeUser> {
  const profile = await profileOf(db, accountId)
  if (!profile) throw notFound('账号不存在')
  const { account } = profile
  return {
    accountId: account.id,
    username: account.username,
    userName: account.displayName,
    nickname: account.nickname ?? '',
    identityTypeCode: account.identityTypeCode,
    orgName: profile.orgName,
    orgPath: profile.orgPath,
    mobile: account.mobile ?? '',
    email: account.email ?? '',
    avatarUrl: avatarUrl(origin, account.id, profile.avatarAt),
    createdAt: account.createdAt.toISOString(),
  }
}
