import { Type, type Static } from 'typebox'
import { Envelope, IsoTime, Nullable, Page, PageQuery } from './common'
import { INT32_MAX } from './constants'
import { defineEndpoint } from './endpoint'
import { adminPaths } from './paths/admin'

export const OrgKind = Type.Union([
  Type.Literal('school'),
  Type.Literal('college'),
  Type.Literal('department'),
  Type.Literal('office'),
  Type.Literal('class'),
])
export type OrgKind = Static<typeof OrgKind>

/** The console's names of the unit kinds. */
export const ORG_KIND_NAMES: Record<OrgKind, string> = {
  school: '学校',
  college: '学院',
  department: '系',
  office: '部门',
  class: '班级',
}

const OrgCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const OrgName = Type.String({ minLength: 1, maxLength: 64 })

export const OrgNode = Type.Object({
  code: Type.String(),
  name: Type.String(),
  parentCode: Nullable(Type.String()),
  kind: OrgKind,
  /** People whose own unit this is. */
  memberCount: Type.Integer(),
  /** People in this unit and every unit under it. */
  totalCount: Type.Integer(),
  hasChildren: Type.Boolean(),
  /** Set: the school's directory writes this unit (rename, move and merge belong to it; units may be added under it). */
  directorySource: Nullable(Type.String()),
})
export type OrgNode = Static<typeof OrgNode>

export const OrgTreeQuery = Type.Object({
  /** The children of this unit; without it, the top of the caller's tree (the school, or a division admin's divisions). */
  parentCode: Type.Optional(OrgCode),
  /** 'true': the whole tree in scope at once (a flat list, parents before children). */
  whole: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
})

export const OrgCreateBody = Type.Object(
  {
    parentCode: OrgCode,
    name: OrgName,
    /** The unit's code (the spec's ins_code); generated from the parent's when absent. */
    code: Type.Optional(OrgCode),
    /** Default: the kind below the parent's (学院 → 系 → 班级). */
    kind: Type.Optional(OrgKind),
  },
  { additionalProperties: false },
)
export type OrgCreateBody = Static<typeof OrgCreateBody>

export const OrgMergeResult = Type.Object({
  into: OrgNode,
  /** People whose unit was the merged one and now is the target. */
  movedPeople: Type.Integer(),
  movedChildren: Type.Integer(),
})

export const GroupMemberRole = Type.Union([Type.Literal('OWNER'), Type.Literal('MANAGERMENT'), Type.Literal('MEMBER')])
export type GroupMemberRole = Static<typeof GroupMemberRole>

/** The console's names of the member roles (spec contact entry type OWNER / MANAGERMENT; everyone else a member). */
export const GROUP_ROLE_NAMES: Record<GroupMemberRole, string> = { OWNER: '负责人', MANAGERMENT: '管理员', MEMBER: '成员' }

export const GroupRow = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  ownerUsername: Type.String(),
  ownerName: Type.String(),
  ownerOrgName: Nullable(Type.String()),
  shared: Type.Boolean(),
  memberCount: Type.Integer(),
  /** Set: the school directory's group, read-only here. */
  directorySource: Nullable(Type.String()),
  createdAt: IsoTime,
})
export type GroupRow = Static<typeof GroupRow>

export const GroupQuery = Type.Object({
  ...PageQuery().properties,
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  /** Groups whose owner belongs to this unit or one under it. */
  orgCode: Type.Optional(OrgCode),
})

const GroupId = Type.Integer({ minimum: 1, maximum: INT32_MAX })
const AccountId = Type.String({ format: 'uuid' })

export const GroupMemberRow = Type.Object({
  accountId: Type.String(),
  username: Type.String(),
  userName: Type.String(),
  identityTypeCode: Type.String(),
  orgName: Nullable(Type.String()),
  role: GroupMemberRole,
})
export type GroupMemberRow = Static<typeof GroupMemberRow>

export const adminOrgEndpoints = {
  orgTree: defineEndpoint(adminPaths.orgTree, { query: OrgTreeQuery, response: Envelope(Type.Array(OrgNode)) }),
  orgCreate: defineEndpoint(adminPaths.orgCreate, { body: OrgCreateBody, response: Envelope(OrgNode) }),
  orgRename: defineEndpoint(adminPaths.orgRename, {
    body: Type.Object({ code: OrgCode, name: OrgName }, { additionalProperties: false }),
    response: Envelope(OrgNode),
  }),
  orgMove: defineEndpoint(adminPaths.orgMove, {
    body: Type.Object({ code: OrgCode, parentCode: OrgCode }, { additionalProperties: false }),
    response: Envelope(OrgNode),
  }),
  orgMerge: defineEndpoint(adminPaths.orgMerge, {
    /** `code` is merged into `intoCode` and removed. */
    body: Type.Object({ code: OrgCode, intoCode: OrgCode }, { additionalProperties: false }),
    response: Envelope(OrgMergeResult),
  }),
}

export const adminGroupEndpoints = {
  groupList: defineEndpoint(adminPaths.groupList, { query: GroupQuery, response: Envelope(Page(GroupRow)) }),
  groupCreate: defineEndpoint(adminPaths.groupCreate, {
    body: Type.Object(
      { name: Type.String({ minLength: 1, maxLength: 64 }), ownerId: AccountId, shared: Type.Optional(Type.Boolean()) },
      { additionalProperties: false },
    ),
    response: Envelope(GroupRow),
  }),
  groupRename: defineEndpoint(adminPaths.groupRename, {
    body: Type.Object({ id: GroupId, name: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
    response: Envelope(GroupRow),
  }),
  groupDelete: defineEndpoint(adminPaths.groupDelete, {
    body: Type.Object({ id: GroupId }, { additionalProperties: false }),
    response: Envelope(Type.Null()),
  }),
  groupMembers: defineEndpoint(adminPaths.groupMembers, {
    query: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }),
    response: Envelope(Type.Object({ group: GroupRow, members: Type.Array(GroupMemberRow) })),
  }),
  /** Adds the person, or changes their role when already a member. */
  groupMemberSave: defineEndpoint(adminPaths.groupMemberSave, {
    body: Type.Object({ id: GroupId, accountId: AccountId, role: GroupMemberRole }, { additionalProperties: false }),
    response: Envelope(Type.Array(GroupMemberRow)),
  }),
  groupMemberRemove: defineEndpoint(adminPaths.groupMemberRemove, {
    body: Type.Object({ id: GroupId, accountId: AccountId }, { additionalProperties: false }),
    response: Envelope(Type.Array(GroupMemberRow)),
  }),
}
