import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../client'
import { accounts, agreementVersions, appVersions, diversions, orgUnits } from '../schema/index'
import { hashPassword } from '../../lib/auth/passwords'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts'
import { DEMO_ORG_UNITS } from './organisation'
import { APP_VERSIONS, MODULE_SETTINGS, SYSTEM_CONFIG } from './portal-config'
import { seedSystemData } from './system'
import { seedCms } from './cms'
import { seedMessageCenter } from './message-center'
import { seedPersonal, seedPolicyAcceptances } from './personal'
import { seedDivisions } from './division'
import { seedDivisionSchedule } from './division-schedule'
import { seedRobot } from './robot'
import { seedSchedule } from './schedule'
import { seedAccountSecurity } from './account-security'
import { seedOnlineSend } from './online-send'
import { seedServices } from './services'
import { seedStudy } from './study'
import { seedConsoleGrants } from './admin'
import { AGREEMENTS_PUBLISHED_AT, PRIVACY_AGREEMENT, PROTOCOL_AGREEMENT } from './texts'

/** Seeds the demo institution; running it again changes nothing (existing rows are left as they are). */
export async function seedDemoInstitution(db: Database): Promise<void> {
  // The system data first, with the demo school's settings (the demo's own rows below rely on it).
  await seedSystemData(db, { system: SYSTEM_CONFIG, module: MODULE_SETTINGS })

  // Parents before children: the list is ordered from the school down.
  await db
    .insert(orgUnits)
    .values(DEMO_ORG_UNITS.map((unit, index) => ({ ...unit, sort: index })))
    .onConflictDoNothing({ target: orgUnits.code })

  const existing = new Set((await db.select({ username: accounts.username }).from(accounts)).map((row) => row.username))
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.has(account.username))
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD)
    await db
      .insert(accounts)
      .values(
        missing.map((account) => ({
          username: account.username,
          displayName: account.displayName,
          identityTypeCode: account.identityTypeCode,
          mobile: account.mobile,
          email: account.email,
          orgCode: account.orgCode,
          passwordHash,
        })),
      )
      .onConflictDoNothing({ target: accounts.username })
  }
  // Databases seeded before the organisation tree existed get their demo people placed in it.
  for (const account of DEMO_ACCOUNTS) {
    await db
      .update(accounts)
      .set({ email: account.email, orgCode: account.orgCode })
      .where(and(eq(accounts.username, account.username), isNull(accounts.email)))
  }

  await db
    .insert(agreementVersions)
    .values([
      { kind: 'protocol', ...PROTOCOL_AGREEMENT, publishedByName: '系统', publishedAt: AGREEMENTS_PUBLISHED_AT },
      { kind: 'privacy', ...PRIVACY_AGREEMENT, publishedByName: '系统', publishedAt: AGREEMENTS_PUBLISHED_AT },
    ])
    .onConflictDoNothing()

  const [guest] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'guest'))
  if (guest) {
    const seeded = await db.select({ id: diversions.id }).from(diversions).where(eq(diversions.accountId, guest.id))
    if (seeded.length === 0) {
      await db
        .insert(diversions)
        .values({ accountId: guest.id, terminal: 6, title: '访客服务专区', url: '/pages/tab/service/index', sort: 1 })
    }
  }

  for (const version of APP_VERSIONS) {
    const found = await db.select({ id: appVersions.id }).from(appVersions).where(eq(appVersions.platform, version.platform)).limit(1)
    if (found.length === 0) await db.insert(appVersions).values(version)
  }

  await seedCms(db)
  await seedMessageCenter(db)

  // Slices seed their domains below, one call each, under their own heading (keeps parallel merges clean).
  // Service centre (issue 10)
  await seedServices(db)

  // Schedule centre (issue 11)
  await seedSchedule(db)

  // Online send (issue 12)
  await seedOnlineSend(db)

  // Personal centre (issue 13)
  await seedPersonal(db)

  // Account security and privacy (issue 14)
  await seedAccountSecurity(db)

  // Search, robots, study centre (issue 15)
  await seedRobot(db)
  await seedStudy(db)

  // Division workbench (issue 16)
  await seedDivisions(db)
  await seedDivisionSchedule(db)

  // Operator console (issue 33)
  await seedConsoleGrants(db)

  // Last: people added by any seed above have accepted the first privacy policy.
  await seedPolicyAcceptances(db)
}
