// Console role codes (rows of admin_roles, migrations 0022 and 0029). Plain values: the console bundles this file.
export const ADMIN_ROLES = {
  /** 全局管理员: every console area. Granted with a division (orgCode): that division's admin (院系管理员). */
  globalAdmin: 'global_admin',
  /** 内容编辑: 资讯 and 栏目. */
  contentEditor: 'content_editor',
  /** 服务管理员: the service catalogue (服务目录, 服务分类, 评价管理). */
  serviceAdmin: 'service_admin',
  /** 客服坐席: the service desk (坐席工作台, 留言待办, 快捷回复) and the robot's 知识库. */
  serviceDesk: 'service_desk',
} as const
export type AdminRoleCode = (typeof ADMIN_ROLES)[keyof typeof ADMIN_ROLES]

/** The labels the console shows (the rows of admin_roles carry the same names). */
export const ADMIN_ROLE_NAMES: Record<AdminRoleCode, string> = {
  global_admin: '全局管理员',
  content_editor: '内容编辑',
  service_admin: '服务管理员',
  service_desk: '客服坐席',
}

/** What a 全局管理员 grant limited to a division is called. */
export const DIVISION_ADMIN_NAME = '院系管理员'

/** How the console names a grant: a 全局管理员 grant limited to a division is that division's 院系管理员. */
export function grantLabel(grant: { roleCode: string; roleName: string; orgCode: string | null }): string {
  return grant.orgCode && grant.roleCode === ADMIN_ROLES.globalAdmin ? DIVISION_ADMIN_NAME : grant.roleName
}

/** The answer every console call gives a signed-in person who holds no console role. */
export const NO_CONSOLE_ROLE = '无管理权限'

/** Whether roles held allow an area that needs `required` (全局管理员 allows everything). */
export function allows(held: readonly string[], required: AdminRoleCode): boolean {
  return held.includes(ADMIN_ROLES.globalAdmin) || held.includes(required)
}

/**
 * The roles that count for the institution-wide areas (资讯, 栏目, 操作日志): grants limited to a division
 * (`orgCode`) do not; they count only in the division areas (账号: a division admin acts inside their division).
 */
export function institutionRoles(grants: readonly { roleCode: string; orgCode: string | null }[]): string[] {
  return grants.filter((grant) => grant.orgCode === null).map((grant) => grant.roleCode)
}

/**
 * The divisions (org codes) the grants make the holder admin of: a 全局管理员 grant limited to a division. Empty for a
 * 全局管理员 of the whole institution too (check `institutionRoles` first: that one sees everything).
 */
export function adminDivisions(grants: readonly { roleCode: string; orgCode: string | null }[]): string[] {
  return grants.filter((grant) => grant.roleCode === ADMIN_ROLES.globalAdmin && grant.orgCode !== null).map((grant) => grant.orgCode!)
}
