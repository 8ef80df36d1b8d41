import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { accounts, userGroupMembers, userGroups, type FlowRouteStep } from '../../db/schema/index'
import { stepsFor, type ChainStep } from '@contract/form-chain-rules'
import { ApiError, badRequest } from '../common/api-error'
import type { FormVersion } from './form-definitions-repository'

// Who handles a step of an approval chain: found from the chain's rule when the step starts.

/** The nearest unit from the applicant's upwards that has someone in `role`: those accounts. */
async function byOrgRole(db: Queryable, initiatorId: string, role: string): Promise<string[]> {
  const result = await db.execute<{ account_id: string }>(sql`
    with recursive up(code, parent_code, depth) as (
      select o.code, o.parent_code, 0 from org_units o join accounts a on a.org_code = o.code where a.id = ${initiatorId}
      union all
      select o.code, o.parent_code, u.depth + 1 from org_units o join up u on o.code = u.parent_code
    ), holders as (
      select r.account_id, u.depth from division_roles r join up u on u.code = r.org_code where r.role = ${role}
    ) select account_id from holders where depth = (select min(depth) from holders) order by account_id`)
  return result.rows.map((row) => row.account_id)
}

/** A step's handlers (account ids) for an application's initiator; may include the initiator. */
export async function stepHandlers(db: Queryable, step: ChainStep, initiatorId: string): Promise<string[]> {
  const assignee = step.assignee
  if (assignee.kind === 'orgRole') return await byOrgRole(db, initiatorId, assignee.role)
  if (assignee.kind === 'person') {
    const rows = await db
      .select({ id: accounts.id, username: accounts.username })
      .from(accounts)
      .where(inArray(accounts.username, assignee.usernames))
    // The chain's order, so the step shows its people as the designer listed them.
    return assignee.usernames.map((name) => rows.find((row) => row.username === name)?.id).filter((id): id is string => id !== undefined)
  }
  const rows = await db
    .select({ id: userGroupMembers.accountId })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .where(and(eq(userGroups.code, assignee.groupCode)))
    .orderBy(userGroupMembers.accountId)
  return rows.map((row) => row.id)
}

/**
 * The route for an initiator: each step's handlers resolved now (the initiator never handles their own
 * application; a step that only they would handle is skipped). A step nobody holds refuses the submission
 * with 409 naming it, so no application is ever left without a handler.
 */
export async function routeFor(
  db: Queryable,
  initiator: { accountId: string; identityTypeCode: string },
  version: FormVersion,
): Promise<FlowRouteStep[]> {
  const route: FlowRouteStep[] = []
  for (const step of stepsFor(version.chain, initiator.identityTypeCode)) {
    const found = await stepHandlers(db, step, initiator.accountId)
    if (found.length === 0) throw new ApiError(409, `审批步骤“${step.name}”找不到审批人，请联系管理员`)
    const handlerIds = found.filter((id) => id !== initiator.accountId)
    if (handlerIds.length === 0) continue
    route.push({
      name: step.name,
      handlerIds,
      mode: step.mode,
      ...(step.overdueHours !== undefined ? { overdueHours: step.overdueHours } : {}),
      source: version.chain.steps.indexOf(step),
    })
  }
  if (route.length === 0) throw badRequest('没有可用的审批人，请联系管理员')
  return route
}
