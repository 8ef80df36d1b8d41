import type { CirculateLevel, FirstLevel, InitalLevel, LevelSetting, TaskLevelsSetting } from './types'
import type { ListLevel } from './api'
import { CIRCULATE_LEVELS, DEFAULT_TASK_LEVELS as DEFAULT_LEVELS, FIRST_LEVELS, INITAL_LEVELS } from '@contract/constants'

/** Spec §3 task settings, with the labels the flow service uses (from the contract); the server's taskLevels setting overrides. */
export const DEFAULT_TASK_LEVELS: TaskLevelsSetting = DEFAULT_LEVELS

const FIRST: readonly FirstLevel[] = FIRST_LEVELS
const INITIAL: readonly InitalLevel[] = INITAL_LEVELS
const CIRCULATE: readonly CirculateLevel[] = CIRCULATE_LEVELS

export interface LevelTab<L extends string = ListLevel> {
  code: L
  name: string
}

function isLevelList(v: unknown): v is LevelSetting[] {
  return Array.isArray(v) && v.every((x) => x && typeof x.code === 'string' && typeof x.name === 'string')
}

/** The server's taskLevels document when it is well formed, else the defaults (per level group). */
export function parseTaskLevels(value: unknown): TaskLevelsSetting {
  const v = (value ?? {}) as Partial<Record<keyof TaskLevelsSetting, unknown>>
  return {
    firstLevel: isLevelList(v.firstLevel) ? v.firstLevel : DEFAULT_TASK_LEVELS.firstLevel,
    initalLevel: isLevelList(v.initalLevel) ? v.initalLevel : DEFAULT_TASK_LEVELS.initalLevel,
    circulateLevel: isLevelList(v.circulateLevel) ? v.circulateLevel : DEFAULT_TASK_LEVELS.circulateLevel,
  }
}

function enabled<L extends string>(list: LevelSetting[], known: readonly L[]): LevelTab<L>[] {
  return list
    .filter((l) => l.enabled !== false && (known as readonly string[]).includes(l.code))
    .map((l) => ({ code: l.code as L, name: l.name }))
}

export function firstLevels(s: TaskLevelsSetting): LevelTab<FirstLevel>[] {
  return enabled(s.firstLevel, FIRST)
}

/**
 * The second row under a first level: my requests by status (initalLevel); 已阅 with the circulations
 * (circulateLevel) beside it, since reading a circulation to me moves it to 已阅. Empty: no second row.
 */
export function subLevels(s: TaskLevelsSetting, first: FirstLevel): LevelTab[] {
  if (first === 'myRequest') return enabled(s.initalLevel, INITIAL)
  if (first === 'myReaded') {
    const circulate = enabled(s.circulateLevel, CIRCULATE)
    if (circulate.length === 0) return []
    const readed = s.firstLevel.find((l) => l.code === 'myReaded')
    return [{ code: 'myReaded', name: readed?.name ?? '已阅' }, ...circulate]
  }
  return []
}
