/** A member's place in a user group (the spec's contact entry types OWNER and MANAGERMENT, spelled as the spec has it). */
export const GROUP_ROLE_LABEL: Record<string, string> = { OWNER: '创建者', MANAGERMENT: '管理者', MEMBER: '成员' }
