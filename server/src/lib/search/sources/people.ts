import { eq, inArray } from 'drizzle-orm'
import { accounts, identityTypeCodes, orgUnits, type IdentityTypeCode } from '../../../db/schema/index'
import { addressableIdentities } from '../../workflow/account-directory'
import type { SearchSource } from '../search-source'

const IDENTITY_NAMES: Record<IdentityTypeCode, string> = { student: '学生', teacher: '教师', admin: '管理员', guest: '访客' }

/** Who may find a person of this identity: the same rule as the people picker (lib/workflow/account-directory). */
function seenBy(identity: IdentityTypeCode): string[] {
  return identityTypeCodes.filter((caller) => addressableIdentities(caller).includes(identity))
}

/** People of the directory with their unit; visible by the directory's rule (students do not find students). */
export const personSource: SearchSource = {
  type: 'person',
  // Not passwords, nicknames or contact details: they change often and are not searched.
  watches: [{ table: 'accounts', key: 'id', columns: ['display_name', 'identity_type_code', 'org_code'] }],
  async load(db, sourceIds) {
    const rows = await db
      .select({ id: accounts.id, name: accounts.displayName, identity: accounts.identityTypeCode, unit: orgUnits.name })
      .from(accounts)
      .leftJoin(orgUnits, eq(orgUnits.code, accounts.orgCode))
      .where(sourceIds ? inArray(accounts.id, sourceIds) : undefined)
    return rows.map((row) => ({
      sourceId: row.id,
      title: row.name,
      body: [row.unit ?? '', IDENTITY_NAMES[row.identity]].join(' '),
      summary: [IDENTITY_NAMES[row.identity], row.unit].filter(Boolean).join(' · '),
      link: '',
      category: IDENTITY_NAMES[row.identity],
      status: '',
      happenedAt: null,
      ownerIds: null,
      // Nobody may find a person nobody may address: an empty list would mean "everyone", so such rows get a sentinel.
      audience: seenBy(row.identity).length > 0 ? seenBy(row.identity) : ['nobody'],
    }))
  },
}
