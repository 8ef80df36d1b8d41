import type { ChosenRecipient } from '@contract/online-send'

/** The spec's order of the chosen list (§3): groups, organisations, persons, phones, emails. */
const RANK = { group: 0, org: 1, person: 2, phone: 3, email: 4 } as const

function kindOf(entry: ChosenRecipient): keyof typeof RANK {
  if (entry.type === 'external') return entry.externalType === 'email' ? 'email' : 'phone'
  return entry.type
}

/** The de-duplication key (§3): accountName, group_code, ins_code, contactsNumber. */
export function keyOf(entry: ChosenRecipient): string {
  const kind = kindOf(entry)
  if (kind === 'person') return `person:${entry.accountName}`
  if (kind === 'group') return `group:${entry.group_code}`
  if (kind === 'org') return `org:${entry.ins_code}`
  const number = (entry.contactsNumber ?? '').trim()
  return `${kind}:${kind === 'email' ? number.toLowerCase() : number}`
}

/** De-duplicated (the first entry of a key wins) and ordered; the order within a kind is the order chosen. */
export function normaliseChosen(entries: ChosenRecipient[]): ChosenRecipient[] {
  const seen = new Set<string>()
  const unique = entries.filter((entry) => {
    const key = keyOf(entry)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return unique
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => RANK[kindOf(a.entry)] - RANK[kindOf(b.entry)] || a.index - b.index)
    .map(({ entry }) => entry)
}

export const personEntry = (accountName: string, name: string): ChosenRecipient => ({ type: 'person', name, accountName })
export const groupEntry = (groupCode: string, name: string): ChosenRecipient => ({ type: 'group', name, group_code: groupCode })
export const orgEntry = (insCode: string, name: string): ChosenRecipient => ({ type: 'org', name, ins_code: insCode })
export const externalEntry = (externalType: 'phone' | 'email', contactsNumber: string): ChosenRecipient => ({
  type: 'external',
  name: contactsNumber,
  externalType,
  contactsNumber,
})

/** The chip label, e.g. 「计科2301班」 for a unit, 「13900000000」 for a phone. */
export function chipLabel(entry: ChosenRecipient): string {
  const kind = kindOf(entry)
  const prefix = { group: '用户组', org: '机构', person: '', phone: '手机', email: '邮箱' }[kind]
  return prefix ? `${prefix}·${entry.name}` : entry.name
}
