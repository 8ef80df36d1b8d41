import { eq } from 'drizzle-orm'
import type { Database } from '../client'
import { accounts, authorisedServices, messageApps, messageTypes } from '../schema/index'
import { SECURITY_APP_CODE, SECURITY_NOTICE_TYPE } from '../../lib/security/security-notice'
import { appIcon } from './message-center'

/** Services the demo student signed in to through single sign-on (listed under 隐私 → 应用授权). */
const DEMO_SERVICES = [
  { username: '2026001', origin: 'https://lib.sfdx.edu.cn', name: '图书馆座位预约', daysAgo: 40, usedDaysAgo: 2 },
  { username: '2026001', origin: 'https://ecard.sfdx.edu.cn', name: '一卡通服务平台', daysAgo: 120, usedDaysAgo: 5 },
  { username: '2026001', origin: 'https://jwxt.sfdx.edu.cn', name: '教务管理系统', daysAgo: 300, usedDaysAgo: 1 },
  { username: 't1001', origin: 'https://oa.sfdx.edu.cn', name: '协同办公平台', daysAgo: 200, usedDaysAgo: 1 },
  { username: 't1001', origin: 'https://jwxt.sfdx.edu.cn', name: '教务管理系统', daysAgo: 250, usedDaysAgo: 3 },
]

/** The 账号安全 message app and its notice type, and demo authorised services; idempotent. */
export async function seedAccountSecurity(db: Database): Promise<void> {
  await db
    .insert(messageApps)
    .values({ code: SECURITY_APP_CODE, name: '账号安全', icon: appIcon('安', '#2F80ED'), tag: '其他', sort: 90 })
    .onConflictDoNothing({ target: messageApps.code })
  const [app] = await db.select({ id: messageApps.id }).from(messageApps).where(eq(messageApps.code, SECURITY_APP_CODE))
  if (!app) return
  await db
    .insert(messageTypes)
    .values({ code: SECURITY_NOTICE_TYPE, name: '安全提醒', appId: app.id, identities: [], sendTypes: ['site'] })
    .onConflictDoNothing({ target: messageTypes.code })
  const people = await db.select({ id: accounts.id, username: accounts.username }).from(accounts)
  const day = 86_400_000
  const now = Date.now()
  const rows = DEMO_SERVICES.flatMap((service) => {
    const person = people.find((p) => p.username === service.username)
    return person
      ? [
          {
            accountId: person.id,
            serviceOrigin: service.origin,
            name: service.name,
            firstAuthorisedAt: new Date(now - service.daysAgo * day),
            lastUsedAt: new Date(now - service.usedDaysAgo * day),
          },
        ]
      : []
  })
  if (rows.length > 0) await db.insert(authorisedServices).values(rows).onConflictDoNothing()
}
