import type { ChosenRecipient } from '@contract/online-send'
import { sql, type SQL } from 'drizzle-orm'
import { badRequest, forbidden } from '../common/api-error'
import type { Queryable } from '../../db/client'
import { groupsByCodes } from './groups-repository'
import type { OrgTree } from './org-directory'
import { scopeCoversGroup, scopeCoversPerson, subtreeOf, type Sender, type SendScope } from './send-scope'
import { textArray } from './sql-arrays'

/** Spec §5: 11 digits, first 1, second 2–9. */
export const MOBILE_PATTERN = /^1[2-9]\d{9}$/
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

/** The chosen entries, checked and de-duplicated by their spec keys. */
export interface CheckedRecipients {
  accountNames: string[]
  groupCodes: string[]
  insCodes: string[]
  phones: string[]
  emails: string[]
}

const unique = (values: string[]) => [...new Set(values)]

/**
 * Validates the chosen entries and enforces the sender's scope: 400 for malformed or unknown entries,
 * 403 naming the first entry the sender may not address.
 */
export async function checkRecipients(
  db: Queryable,
  sender: Sender,
  scope: SendScope,
  tree: OrgTree,
  chosen: ChosenRecipient[],
): Promise<CheckedRecipients> {
  if (sender.identityTypeCode === 'guest') throw forbidden('访客不能发送消息')
  const checked: CheckedRecipients = { accountNames: [], groupCodes: [], insCodes: [], phones: [], emails: [] }
  for (const entry of chosen) {
    if (entry.type === 'person') {
      if (!entry.accountName) throw badRequest('接收人缺少账号 accountName')
      checked.accountNames.push(entry.accountName)
    } else if (entry.type === 'group') {
      if (!entry.group_code) throw badRequest('用户组缺少 group_code')
      checked.groupCodes.push(entry.group_code)
    } else if (entry.type === 'org') {
      if (!entry.ins_code) throw badRequest('机构缺少 ins_code')
      checked.insCodes.push(entry.ins_code)
    } else {
      const number = entry.contactsNumber?.trim() ?? ''
      if (entry.externalType === 'phone') {
        if (!MOBILE_PATTERN.test(number)) throw badRequest(`手机号格式不正确：${number}`)
        checked.phones.push(number)
      } else if (entry.externalType === 'email') {
        if (!EMAIL_PATTERN.test(number)) throw badRequest(`邮箱格式不正确：${number}`)
        checked.emails.push(number.toLowerCase())
      } else {
        throw badRequest('外部联系人类型只能是 phone 或 email')
      }
    }
  }
  checked.accountNames = unique(checked.accountNames)
  checked.groupCodes = unique(checked.groupCodes)
  checked.insCodes = unique(checked.insCodes)
  checked.phones = unique(checked.phones)
  checked.emails = unique(checked.emails)

  for (const code of checked.insCodes) {
    const unit = tree.units.get(code)
    if (!unit) throw badRequest(`机构不存在：${code}`)
    if (!scope.everyone && !scope.units.has(code)) throw forbidden(`无权向「${unit.name}」发送消息`)
  }
  const groups = await groupsByCodes(db, sender.accountId, checked.groupCodes)
  for (const code of checked.groupCodes) {
    const group = groups.find((row) => row.code === code)
    if (!group) throw badRequest(`用户组不存在：${code}`)
    if (!scopeCoversGroup(scope, group)) throw forbidden(`无权向用户组「${group.name}」发送消息`)
  }
  if (checked.accountNames.length > 0) {
    const people = await db.execute<{ username: string; display_name: string; org_code: string | null }>(
      sql`SELECT username, display_name, org_code FROM accounts WHERE username = ANY(${textArray(checked.accountNames)})`,
    )
    for (const name of checked.accountNames) {
      const person = people.rows.find((row) => row.username === name)
      if (!person) throw badRequest(`接收人不存在：${name}`)
      if (!scopeCoversPerson(scope, person.org_code)) throw forbidden(`无权向「${person.display_name}」发送消息`)
    }
  }
  return checked
}

/** One query: the distinct internal people the entries reach (units with every unit below, group members, persons), the sender left out. */
export function expansionQuery(recipients: CheckedRecipients, tree: OrgTree, senderId: string): SQL {
  const units = [...subtreeOf([...tree.units.values()], recipients.insCodes)]
  return sql`
    SELECT id AS account_id FROM accounts WHERE org_code = ANY(${textArray(units)})
    UNION SELECT m.account_id FROM user_group_members m JOIN user_groups g ON g.id = m.group_id WHERE g.code = ANY(${textArray(recipients.groupCodes)})
    UNION SELECT id FROM accounts WHERE username = ANY(${textArray(recipients.accountNames)})
    EXCEPT SELECT ${senderId}::uuid`
}

export async function countReached(db: Queryable, recipients: CheckedRecipients, tree: OrgTree, senderId: string) {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (${expansionQuery(recipients, tree, senderId)}) reached`,
  )
  return { people: Number(result.rows[0]?.n ?? 0), external: recipients.phones.length + recipients.emails.length }
}
