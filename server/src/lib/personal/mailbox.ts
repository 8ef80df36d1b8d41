import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts } from '../../db/schema/index'

/** The demo institution's webmail, opened through the service hand-off (web-view with the token). */
export const WEBMAIL_URL = 'https://mail.sfdx.edu.cn/'

export async function mailAddressOf(db: Database, accountId: string): Promise<string> {
  const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId))
  return row?.email ?? ''
}
