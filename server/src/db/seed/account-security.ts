import type { Database } from '../client'
import { accounts, authorisedServices } from '../schema/index'

/** Services the demo student signed in to through single sign-on (listed under 隐私 → 应用授权). */
const DEMO_SERVICES = [
  { username: '2026001', origin: 'https://lib.sfdx.edu.cn', name: '图书馆座位预约', daysAgo: 40, usedDaysAgo: 2 },
  { username: '2026001', origin: 'https://ecard.sfdx.edu.cn', name: '一卡通服务平台', daysAgo: 120, usedDaysAgo: 5 },
  { username: '2026001', origin: 'https://jwxt.sfdx.edu.cn', name: '教务管理系统', daysAgo: 300, usedDaysAgo: 1 },
  { username: 't1001', origin: 'https://oa.sfdx.edu.cn', name: '协同办公平台', daysAgo: 200, usedDaysAgo: 1 },
  { username: 't1001', origin: 'https://jwxt.sfdx.edu.cn', name: '教务管理系统', daysAgo: 250, usedDaysAgo: 3 },
]

/** Demo authorised services (the 账号安全 message type is system data, seed/system.ts); idempotent. */
export async function seedAccountSecurity(db: Database): Promise<void> {
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
