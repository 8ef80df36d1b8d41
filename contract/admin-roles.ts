// Console role codes (rows of admin_roles, migration 0021). Plain values: the console bundles this file.
export const ADMIN_ROLES = {
  /** 全局管理员: every console area. */
  globalAdmin: 'global_admin',
  /** 内容编辑: 资讯 and 栏目. */
  contentEditor: 'content_editor',
} as const
export type AdminRoleCode = (typeof ADMIN_ROLES)[keyof typeof ADMIN_ROLES]

/** The answer every console call gives a signed-in person who holds no console role. */
export const NO_CONSOLE_ROLE = '无管理权限'

/** Whether roles held allow an area that needs `required` (全局管理员 allows everything). */
export function allows(held: readonly string[], required: AdminRoleCode): boolean {
  return held.includes(ADMIN_ROLES.globalAdmin) || held.includes(required)
}

/**
 * The roles that count for the institution-wide areas (资讯, 栏目, 操作日志): grants limited to a division
 * (`orgCode`) do not; they are for the division areas still to come.
 */
export function institutionRoles(grants: readonly { roleCode: string; orgCode: string | null }[]): string[] {
  return grants.filter((grant) => grant.orgCode === null).map((grant) => grant.roleCode)
}
