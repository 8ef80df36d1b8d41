import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { flowGlobalSettings, flowPersonSettings, type PersonOverdueSettingValue } from '../../db/schema/index'
import type { PersonOverdueSetting, UpdatePersonOverdueSettingBody } from '@contract/workflow'
import { badRequest } from '../common/api-error'
import { DEFAULT_TASK_LEVELS } from '@contract/constants'

export const DEFAULT_PERSON_OVERDUE: PersonOverdueSettingValue = { remind: true, remindBeforeHours: 24, channels: ['site'] }

/** Global task settings: defaults, also seeded into flow_global_settings (an admin may change the rows). */
export const GLOBAL_SETTING_DEFAULTS: Array<{ type: string; name: string; value: Record<string, unknown> }> = [
  {
    type: 'taskLevels',
    name: '任务分类设置',
    value: DEFAULT_TASK_LEVELS,
  },
  { type: 'overdue', name: '逾期设置', value: { enabled: true, overdueHours: 72 } },
  { type: 'batchApproval', name: '批量审批', value: { enabled: true, maxItems: 50 } },
]

export async function readPersonOverdue(db: Queryable, accountId: string): Promise<PersonOverdueSetting> {
  const [row] = await db
    .select({ overdue: flowPersonSettings.overdue })
    .from(flowPersonSettings)
    .where(eq(flowPersonSettings.accountId, accountId))
  return { ...DEFAULT_PERSON_OVERDUE, ...(row?.overdue ?? {}) }
}

export async function updatePersonOverdue(
  db: Database,
  accountId: string,
  change: UpdatePersonOverdueSettingBody,
): Promise<PersonOverdueSetting> {
  const current = await readPersonOverdue(db, accountId)
  const next: PersonOverdueSettingValue = {
    remind: change.remind ?? current.remind,
    remindBeforeHours: change.remindBeforeHours ?? current.remindBeforeHours,
    channels: change.channels ? [...new Set(change.channels)] : current.channels,
  }
  if (next.remind && next.channels.length === 0) throw badRequest('请至少选择一种提醒方式')
  await db
    .insert(flowPersonSettings)
    .values({ accountId, overdue: next })
    .onConflictDoUpdate({ target: flowPersonSettings.accountId, set: { overdue: next, updatedAt: sql`now()` } })
  return next
}

export async function globalSettingsByTypes(db: Queryable, types: string[]): Promise<Record<string, unknown>> {
  const known = types.filter((type) => GLOBAL_SETTING_DEFAULTS.some((entry) => entry.type === type))
  const result: Record<string, unknown> = {}
  if (known.length === 0) return result
  const rows = await db.select().from(flowGlobalSettings).where(inArray(flowGlobalSettings.type, known))
  for (const type of known) {
    result[type] = rows.find((row) => row.type === type)?.value ?? GLOBAL_SETTING_DEFAULTS.find((entry) => entry.type === type)!.value
  }
  return result
}

export async function globalSettingList(db: Queryable) {
  const rows = await db.select().from(flowGlobalSettings).orderBy(asc(flowGlobalSettings.type))
  return GLOBAL_SETTING_DEFAULTS.map((entry) => {
    const row = rows.find((candidate) => candidate.type === entry.type)
    return {
      type: entry.type,
      name: row?.name ?? entry.name,
      value: row?.value ?? entry.value,
      updateTime: (row?.updatedAt ?? new Date(0)).toISOString(),
    }
  })
}
