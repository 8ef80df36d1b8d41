import chineseDays from 'chinese-days'
import dayjs from 'dayjs'
import type { DayNote } from '@contract/schedule'

// A UMD bundle: Node's ESM sees only its default export.
const { getDayDetail, getLunarDate, getLunarFestivals, getSolarTermsInRange } = chineseDays

/** Longest span one request may ask for (the schedule tab shows three months). */
export const DAY_NOTES_MAX_DAYS = 100

/** Lunar date, festivals, solar terms and 调休 of a YYYY-MM-DD day, from `chinese-days` (maintained from the official notices). */
export function dayNote(day: string): Omit<DayNote, 'day'> {
  const detail = getDayDetail(day)
  const holiday = detail.name.split(',')
  const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())
  const badge = holiday.length === 3 ? (detail.work ? (weekend ? '班' : '') : '休') : ''
  // Only short festival names fit under a date (春节, 端午, 下元节; not every deity's day).
  const festival = getLunarFestivals(day)[0]?.name.find((n) => n.length <= 3)
  const term = getSolarTermsInRange(day, day).find((t) => t.index === 1)?.name
  const lunar = getLunarDate(day)
  const text = festival ?? term ?? (lunar.lunarDay === 1 ? `${lunar.isLeap ? '闰' : ''}${lunar.lunarMonCN}` : lunar.lunarDayCN)
  return { text, badge }
}

/** Every day of [start, end] with its note; the reason in Chinese when the span is not one the tab asks for. */
export function dayNotes(start: string, end: string): { notes: DayNote[] } | { reason: string } {
  const from = dayjs(start)
  const to = dayjs(end)
  if (!from.isValid() || !to.isValid() || from.format('YYYY-MM-DD') !== start || to.format('YYYY-MM-DD') !== end) {
    return { reason: '日期格式应为 YYYY-MM-DD' }
  }
  const days = to.diff(from, 'day') + 1
  if (days < 1) return { reason: '结束日期不能早于开始日期' }
  if (days > DAY_NOTES_MAX_DAYS) return { reason: `一次最多查询 ${DAY_NOTES_MAX_DAYS} 天` }
  const notes = Array.from({ length: days }, (_, i) => {
    const day = from.add(i, 'day').format('YYYY-MM-DD')
    return { day, ...dayNote(day) }
  })
  return { notes }
}
