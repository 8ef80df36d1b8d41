import { BASES } from '@contract/bases'

/** Where a person's avatar is served; the version makes every change a new address (no stale caches). */
export function avatarUrl(origin: string, accountId: string, updatedAt: Date | null | undefined): string {
  if (!updatedAt) return ''
  return `${origin}${BASES.personal}/api/v1/personal/user/info/portrait/${accountId}?v=${updatedAt.getTime()}`
}
