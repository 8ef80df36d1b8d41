import { Type, type Static } from 'typebox'
import { Envelope, IdentityTypeCode, IsoTime, Nullable, Page, PageQuery } from './common'
import { INT32_MAX } from './constants'
import { defineEndpoint } from './endpoint'
import { adminPaths } from './paths/admin'

/** What the console says about a disabled account the school's directory manages (the rule in docs/identity.md). */
export const DIRECTORY_DISABLE_RULE =
  '该账号由学校目录同步管理。在此停用后，目录同步不会把它重新启用，只有在此启用才会恢复；目录中停用的账号，须先在目录中启用。'

export const AccountStatus = Type.Union([Type.Literal('enabled'), Type.Literal('disabled')])
export type AccountStatus = Static<typeof AccountStatus>

export const AccountQuery = Type.Object({
  ...PageQuery().properties,
  /** Name, number (sign-in name), pinyin (full or initials) or phone. */
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  identityTypeCode: Type.Optional(IdentityTypeCode),
  status: Type.Optional(AccountStatus),
})
export type AccountQuery = Static<typeof AccountQuery>

export const AccountRow = Type.Object({
  accountId: Type.String(),
  username: Type.String(),
  userName: Type.String(),
  identityTypeCode: Type.String(),
  identityTypeName: Type.String(),
  mobile: Nullable(Type.String()),
  orgName: Nullable(Type.String()),
  disabled: Type.Boolean(),
  /** The school's directory manages the account (LDAP, spreadsheet). */
  directoryManaged: Type.Boolean(),
})
export type AccountRow = Static<typeof AccountRow>

/** Who or what disabled an account: the console (an operator, a reason) and/or the school's directory. */
export const AccountDisabling = Type.Object({
  by: Type.Union([Type.Literal('console'), Type.Literal('directory')]),
  operatorName: Nullable(Type.String()),
  reason: Type.String(),
  at: IsoTime,
})
export type AccountDisabling = Static<typeof AccountDisabling>

export const AccountDetail = Type.Object({
  ...AccountRow.properties,
  email: Nullable(Type.String()),
  /** From the school down to the account's own unit. */
  orgPath: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  directorySource: Nullable(Type.String()),
  groups: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), source: Type.String(), role: Nullable(Type.String()) })),
  grants: Type.Array(
    Type.Object({ id: Type.Integer(), roleCode: Type.String(), roleName: Type.String(), orgCode: Nullable(Type.String()) }),
  ),
  /** The last 20 sign-ins (登录记录): how, from which device and address. */
  signIns: Type.Array(Type.Object({ method: Type.String(), device: Type.String(), address: Type.String(), at: IsoTime })),
  /** Wrong passwords in the current lockout window, and until when sign-in is locked (null: not locked). */
  failedSignIns: Type.Integer(),
  lockedUntil: Nullable(IsoTime),
  disabledBy: Type.Array(AccountDisabling),
})
export type AccountDetail = Static<typeof AccountDetail>

const AccountId = Type.String({ format: 'uuid' })

export const RoleGrantRow = Type.Object({
  id: Type.Integer(),
  accountId: Type.String(),
  username: Type.String(),
  userName: Type.String(),
  roleCode: Type.String(),
  roleName: Type.String(),
  orgCode: Nullable(Type.String()),
  orgName: Nullable(Type.String()),
  createdAt: IsoTime,
})
export type RoleGrantRow = Static<typeof RoleGrantRow>

export const RoleGrantBody = Type.Object(
  {
    /** Sign-in name (学号/工号) of the person the role goes to. */
    username: Type.String({ minLength: 1, maxLength: 64 }),
    roleCode: Type.String({ minLength: 1, maxLength: 64 }),
    /** A division: the role holds only there (全局管理员 with a division = 院系管理员). */
    orgCode: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  },
  { additionalProperties: false },
)
export type RoleGrantBody = Static<typeof RoleGrantBody>

export const adminPeopleEndpoints = {
  accountList: defineEndpoint(adminPaths.accountList, { query: AccountQuery, response: Envelope(Page(AccountRow)) }),
  accountDetail: defineEndpoint(adminPaths.accountDetail, {
    query: Type.Object({ accountId: AccountId }),
    response: Envelope(AccountDetail),
  }),
  accountDisable: defineEndpoint(adminPaths.accountDisable, {
    body: Type.Object({ accountId: AccountId, reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
    response: Envelope(AccountDetail),
  }),
  accountEnable: defineEndpoint(adminPaths.accountEnable, {
    body: Type.Object({ accountId: AccountId }, { additionalProperties: false }),
    response: Envelope(AccountDetail),
  }),
  accountUnlock: defineEndpoint(adminPaths.accountUnlock, {
    body: Type.Object({ accountId: AccountId }, { additionalProperties: false }),
    response: Envelope(AccountDetail),
  }),
  accountResetCode: defineEndpoint(adminPaths.accountResetCode, {
    body: Type.Object({ accountId: AccountId }, { additionalProperties: false }),
    response: Envelope(Type.Object({ to: Type.String(), expiresIn: Type.Integer() })),
  }),
  roleGrants: defineEndpoint(adminPaths.roleGrants, {
    response: Envelope(
      Type.Object({
        roles: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), description: Type.String() })),
        grants: Type.Array(RoleGrantRow),
      }),
    ),
  }),
  roleGrant: defineEndpoint(adminPaths.roleGrant, { body: RoleGrantBody, response: Envelope(RoleGrantRow) }),
  roleRevoke: defineEndpoint(adminPaths.roleRevoke, {
    body: Type.Object({ id: Type.Integer({ minimum: 1, maximum: INT32_MAX }) }, { additionalProperties: false }),
    response: Envelope(Type.Null()),
  }),
}
