import { sql, type SQL } from 'drizzle-orm'
import type { PageArgs } from '../paginate'
import { escapeLike } from '../message-center/message-records'
import type { Queryable } from '../../db/client'
import type { ContactFields } from './contact-visibility'
import { orgPathOf, type OrgTree } from './org-directory'
import { scopeCoversPerson, subtreeOf, type SendScope } from './send-scope'
import { textArray, uuidArray } from './sql-arrays'

export type PersonRow = {
  id: string
  username: string
  display_name: string
  identity_type_code: string
  org_code: string | null
  mobile: string | null
  email: string | null
  spelling: string | null
}

/** A directory row as the API shows it to a viewer, with the contact fields that viewer may see. */
export function toPerson(row: PersonRow, tree: OrgTree, scope: SendScope, contact: ContactFields) {
  return {
    accountName: row.username,
    userName: row.display_name,
    nameSpelling: row.spelling ?? '',
    identityTypeCode: row.identity_type_code,
    ins_code: row.org_code,
    orgPath: contact.orgShown ? orgPathOf(tree, row.org_code) : '',
    mobile: contact.mobile,
    email: contact.email,
    mayReceive: scopeCoversPerson(scope, row.org_code),
  }
}

/**
 * People whose name contains the keyword, or whose account, pinyin or initials start with it (so `lm`,
 * `liming`, `2026001` and `李明` all find 李明), or whose id is in `byMobile` (found by their whole phone
 * number, privacy permitting), optionally inside one unit's subtree; ordered by pinyin.
 */
export async function searchPeople(
  db: Queryable,
  tree: OrgTree,
  args: { keyword?: string; unit?: string; byMobile?: string[] },
  page: PageArgs,
) {
  const conditions: SQL[] = [sql`a.identity_type_code <> 'guest'`]
  const keyword = args.keyword?.trim().toLowerCase().replace(/\s+/g, '')
  if (keyword) {
    const prefix = `${escapeLike(keyword)}%`
    const byMobile = args.byMobile?.length ? sql` OR a.id = ANY(${uuidArray(args.byMobile)})` : sql``
    conditions.push(
      sql`(a.display_name LIKE ${`%${escapeLike(keyword)}%`} OR lower(a.username) LIKE ${prefix} OR s.spelling LIKE ${prefix} OR s.initials LIKE ${prefix}${byMobile})`,
    )
  }
  if (args.unit) {
    const units = [...subtreeOf([...tree.units.values()], [args.unit])]
    conditions.push(sql`a.org_code = ANY(${textArray(units)})`)
  }
  const where = sql.join(conditions, sql` AND `)
  const [rows, counted] = await Promise.all([
    db.execute<PersonRow>(sql`
      SELECT a.id, a.username, a.display_name, a.identity_type_code, a.org_code, a.mobile, a.email, s.spelling
      FROM accounts a LEFT JOIN person_spellings s ON s.account_id = a.id
      WHERE ${where}
      ORDER BY s.spelling NULLS LAST, a.username
      LIMIT ${page.pageSize} OFFSET ${page.offset}`),
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM accounts a LEFT JOIN person_spellings s ON s.account_id = a.id WHERE ${where}`,
    ),
  ])
  return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) }
}
