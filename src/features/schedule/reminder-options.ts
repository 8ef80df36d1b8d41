/** 日程提醒 choices (minutes before the start); `custom` minutes come from the notice page's own input. */
export const REMINDER_OPTIONS: ReadonlyArray<{ minutes: number; label: string }> = [
  { minutes: 0, label: '日程开始时' },
  { minutes: 5, label: '5 分钟前' },
  { minutes: 15, label: '15 分钟前' },
  { minutes: 30, label: '30 分钟前' },
  { minutes: 60, label: '1 小时前' },
  { minutes: 1440, label: '1 天前' },
]

/** 15 分钟前, 2 小时前, 3 天前 … */
export function reminderLabel(minutes: number): string {
  const known = REMINDER_OPTIONS.find((o) => o.minutes === minutes)
  if (known) return known.label
  if (minutes % 1440 === 0) return `${minutes / 1440} 天前`
  if (minutes % 60 === 0) return `${minutes / 60} 小时前`
  return `${minutes} 分钟前`
}

export const remindersText = (minutes: readonly number[]) =>
  minutes.length
    ? [...minutes]
        .sort((a, b) => a - b)
        .map(reminderLabel)
        .join('、')
    : '不提醒'
