import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { adminRoleGrants, adminRoles } from '../../db/schema/index'

/** The console roles an account holds (role, its name, the division a grant is limited to). */
export async function grantsOf(db: Database, accountId: string) {
  return await db
    .select({ roleCode: adminRoleGrants.roleCode, roleName: adminRoles.name, orgCode: adminRoleGrants.orgCode })
    .from(adminRoleGrants)
    .innerJoin(adminRoles, eq(adminRoles.code, adminRoleGrants.roleCode))
    .where(eq(adminRoleGrants.accountId, accountId))
    .orderBy(asc(adminRoleGrants.id))
}
