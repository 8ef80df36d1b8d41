import type { GroupMember } from '@contract/online-send'

export interface MemberSection {
  title: string
  members: GroupMember[]
}

/**
 * Members for display (spec §6): OWNER and MANAGERMENT in a section of their own at the top, then
 * everyone else under the first letter of `nameSpelling` (A–Z, # for anything else).
 */
export function sectionMembers(members: GroupMember[]): MemberSection[] {
  const leaders = members.filter((member) => member.type === 'OWNER' || member.type === 'MANAGERMENT')
  leaders.sort((a, b) => (a.type === b.type ? a.nameSpelling.localeCompare(b.nameSpelling) : a.type === 'OWNER' ? -1 : 1))
  const sections: MemberSection[] = leaders.length ? [{ title: '负责人 / 管理员', members: leaders }] : []
  const byLetter = new Map<string, GroupMember[]>()
  for (const member of members) {
    if (member.type !== 'MEMBER') continue
    const first = member.nameSpelling.charAt(0).toUpperCase()
    const letter = /[A-Z]/.test(first) ? first : '#'
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), member])
  }
  const letters = [...byLetter.keys()].sort((a, b) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
  for (const letter of letters) {
    const group = byLetter.get(letter)!
    group.sort((a, b) => a.nameSpelling.localeCompare(b.nameSpelling))
    sections.push({ title: letter, members: group })
  }
  return sections
}

export const ROLE_NAMES = { OWNER: '负责人', MANAGERMENT: '管理员', MEMBER: '' } as const
