import type { IdentityTypeCode } from '../../db/schema/accounts'

/**
 * Who may find whom in the people search (executors, transfer, circulation). Guests cannot list the directory;
 * students find the staff who handle their affairs (teachers, admins), not other students; teachers find
 * students and staff; only admins find guests. The demo data has no classes, so "own class" is not a rule here.
 */
const ADDRESSABLE: Record<IdentityTypeCode, IdentityTypeCode[]> = {
  guest: [],
  student: ['teacher', 'admin'],
  teacher: ['student', 'teacher', 'admin'],
  admin: ['student', 'teacher', 'admin', 'guest'],
}

export function addressableIdentities(caller: string): IdentityTypeCode[] {
  return ADDRESSABLE[caller as IdentityTypeCode] ?? []
}
