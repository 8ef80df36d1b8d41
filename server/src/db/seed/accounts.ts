import type { IdentityTypeCode } from '../schema/index'

export const DEMO_PASSWORD = 'Campus@2026'
/** Shared by two demo accounts of one person, to exercise the account choice. */
export const SHARED_MOBILE = '13912345678'

export interface DemoAccount {
  username: string
  displayName: string
  identityTypeCode: IdentityTypeCode
  mobile: string
  email: string
  /** Unit in the organisation tree (`seed/organisation.ts`); the guest belongs to none. */
  orgCode: string | null
  note: string
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: '2026001',
    displayName: '李明',
    identityTypeCode: 'student',
    mobile: '13800000001',
    email: 'liming2026001@stu.sfdx.edu.cn',
    orgCode: 'sfdx-cs-2301',
    note: '本科生',
  },
  {
    username: 't1001',
    displayName: '王芳',
    identityTypeCode: 'teacher',
    mobile: '13800000002',
    email: 'wangfang@sfdx.edu.cn',
    orgCode: 'sfdx-cs-se',
    note: '教师',
  },
  {
    username: 'admin',
    displayName: '陈静',
    identityTypeCode: 'admin',
    mobile: '13800000003',
    email: 'chenjing@sfdx.edu.cn',
    orgCode: 'sfdx-nic',
    note: '门户管理员；运营后台 全局管理员',
  },
  {
    username: 'guest',
    displayName: '赵晓',
    identityTypeCode: 'guest',
    mobile: '13800000004',
    email: 'zhaoxiao@example.com',
    orgCode: null,
    note: '访客（有分流记录）',
  },
  {
    username: 't1002',
    displayName: '张伟',
    identityTypeCode: 'teacher',
    mobile: SHARED_MOBILE,
    email: 'zhangwei@sfdx.edu.cn',
    orgCode: 'sfdx-em-acc',
    note: '教师（与 2026002 共用手机号）',
  },
  {
    username: '2026002',
    displayName: '张伟',
    identityTypeCode: 'student',
    mobile: SHARED_MOBILE,
    email: 'zhangwei2026002@stu.sfdx.edu.cn',
    orgCode: 'sfdx-em-phd2025',
    note: '在读博士（与 t1002 共用手机号）',
  },
  {
    username: 'editor',
    displayName: '刘洋',
    identityTypeCode: 'teacher',
    mobile: '13800000007',
    email: 'liuyang@sfdx.edu.cn',
    orgCode: 'sfdx-nic',
    note: '运营后台 内容编辑',
  },
]

/** Console roles of the demo operators (`/admin/`): admin holds everything, editor the content. */
export const DEMO_CONSOLE_GRANTS: { username: string; roleCode: string }[] = [
  { username: 'admin', roleCode: 'global_admin' },
  { username: 'editor', roleCode: 'content_editor' },
]
