import type { Visibility } from '@contract/account-security'

export const VISIBILITY_OPTIONS: Array<{ value: Visibility; label: string; short: string }> = [
  { value: 'everyone', label: '所有人', short: '所有人' },
  { value: 'org', label: '仅本单位（同学院/部门）', short: '仅本单位' },
  { value: 'nobody', label: '仅自己', short: '仅自己' },
]

export const visibilityLabel = (value: Visibility): string => VISIBILITY_OPTIONS.find((option) => option.value === value)?.label ?? ''
