import type { IdentityTypeCode } from '@contract/common'

/** Identity codes that select tab labels and names (token claim ATTR_identityTypeCode). */
export type IdentityCode = IdentityTypeCode

export const IDENTITY_NAMES: Record<IdentityCode, string> = {
  admin: '管理员',
  guest: '访客',
  student: '学生',
  teacher: '教职工',
}
