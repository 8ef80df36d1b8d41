import { cache } from '@/lib/cache'
import type { Division } from '@contract/division'

const KEY = 'secondWorkDivision'

/** The division to show: the one asked for, else the one chosen last time, else the first I belong to. */
export function pickDivision(divisions: readonly Division[], asked?: string): Division | undefined {
  const remembered = cache.get<string>(KEY)
  return divisions.find((d) => d.code === asked) ?? divisions.find((d) => d.code === remembered) ?? divisions[0]
}

export function rememberDivision(code: string): void {
  cache.set(KEY, code)
}

export const canPublish = (division: Pick<Division, 'roles'> | undefined): boolean => !!division?.roles.includes('publisher')
export const canAdminister = (division: Pick<Division, 'roles'> | undefined): boolean => !!division?.roles.includes('admin')
