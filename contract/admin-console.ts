import { Type, type Static } from 'typebox'
import { Envelope, IsoTime, Nullable, Page, PageQuery } from './common'
import { defineEndpoint } from './endpoint'
import { adminPaths } from './paths/admin'

export const ConsoleGrant = Type.Object({
  roleCode: Type.String(),
  roleName: Type.String(),
  /** null: the whole institution; else the division the grant is limited to. */
  orgCode: Nullable(Type.String()),
})
export type ConsoleGrant = Static<typeof ConsoleGrant>

export const ConsoleMe = Type.Object({
  accountId: Type.String(),
  username: Type.String(),
  userName: Type.String(),
  grants: Type.Array(ConsoleGrant),
})
export type ConsoleMe = Static<typeof ConsoleMe>

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  operatorName: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  at: IsoTime,
})
export type AuditEntry = Static<typeof AuditEntry>

export const AuditQuery = Type.Object({
  ...PageQuery().properties,
  /** Sign-in name of the operator. */
  operator: Type.Optional(Type.String({ maxLength: 64 })),
  entity: Type.Optional(Type.String({ maxLength: 64 })),
})
export type AuditQuery = Static<typeof AuditQuery>

export const adminConsoleEndpoints = {
  me: defineEndpoint(adminPaths.me, { response: Envelope(ConsoleMe) }),
  auditList: defineEndpoint(adminPaths.auditList, { query: AuditQuery, response: Envelope(Page(AuditEntry)) }),
}
