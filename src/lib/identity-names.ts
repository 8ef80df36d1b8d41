import type { IdentityTypeCode as IdentityCode } from '@contract/common'

export const IDENTITY_NAMES: Record<IdentityCode, string> = {
  admin: '管理员',
  guest: '访客',
  student: '学生',
  teacher: '教职工',
}
