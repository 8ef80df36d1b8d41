import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { privacySettings, type ContactVisibility } from '../../db/schema/index'

export interface PrivacySettings {
  mobileVisibility: ContactVisibility
  emailVisibility: ContactVisibility
  orgVisibility: ContactVisibility
  findableByMobile: boolean
  recommendations: boolean
}

/** What an account that never opened 隐私设置 has: the phone within its own unit, the rest to everyone. */
export const DEFAULT_PRIVACY: PrivacySettings = {
  mobileVisibility: 'org',
  emailVisibility: 'everyone',
  orgVisibility: 'everyone',
  findableByMobile: true,
  recommendations: true,
}

const pick = (row: typeof privacySettings.$inferSelect): PrivacySettings => ({
  mobileVisibility: row.mobileVisibility,
  emailVisibility: row.emailVisibility,
  orgVisibility: row.orgVisibility,
  findableByMobile: row.findableByMobile,
  recommendations: row.recommendations,
})

export async function privacyOf(db: Pick<Database, 'select'>, accountId: string): Promise<PrivacySettings> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.accountId, accountId))
  return row ? pick(row) : { ...DEFAULT_PRIVACY }
}

/** Settings of several accounts; those without a row get the defaults. */
export async function privacyOfMany(db: Pick<Database, 'select'>, accountIds: string[]): Promise<Map<string, PrivacySettings>> {
  const result = new Map<string, PrivacySettings>(accountIds.map((id) => [id, { ...DEFAULT_PRIVACY }]))
  if (accountIds.length === 0) return result
  const rows = await db.select().from(privacySettings).where(inArray(privacySettings.accountId, accountIds))
  for (const row of rows) result.set(row.accountId, pick(row))
  return result
}

export async function savePrivacy(db: Database, accountId: string, change: Partial<PrivacySettings>, now: Date): Promise<PrivacySettings> {
  const current = await privacyOf(db, accountId)
  // Named fields only: whatever else the caller's object carries never reaches the row.
  const next: PrivacySettings = {
    mobileVisibility: change.mobileVisibility ?? current.mobileVisibility,
    emailVisibility: change.emailVisibility ?? current.emailVisibility,
    orgVisibility: change.orgVisibility ?? current.orgVisibility,
    findableByMobile: change.findableByMobile ?? current.findableByMobile,
    recommendations: change.recommendations ?? current.recommendations,
  }
  await db
    .insert(privacySettings)
    .values({ ...next, accountId, updatedAt: now })
    .onConflictDoUpdate({ target: privacySettings.accountId, set: { ...next, updatedAt: now } })
  return next
}
