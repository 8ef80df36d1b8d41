import { getDayDetail, getLunarDate, getLunarFestivals, getSolarTermsInRange } from 'chinese-days/dist/index.min.js'

export interface DayNote {
  /** Under the date: a festival, a solar term, else the lunar day (the month's name on its first day). */
  text: string
  /** 休 for a public holiday, 班 for a make-up workday (调休) on a weekend, '' otherwise. */
  badge: '休' | '班' | ''
}

/** Lunar date, festivals, solar terms and 调休 of a YYYY-MM-DD day, from `chinese-days` (maintained from the official notices). */
export function dayNote(day: string): DayNote {
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
