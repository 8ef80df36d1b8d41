/** Largest .ics file the import takes (the server takes at most ICS_MAX_CHARS characters of text). */
export const ICS_MAX_BYTES = 1_000_000

/** An .ics file the user picked, read as text. */
export interface IcsFile {
  name: string
  size: number
  text: string
}

/** Why a picked file cannot be imported (checked before anything is sent), or null. */
export function icsFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(ics|ical|ifb|icalendar)$/i.test(file.name.trim())) return '请选择 .ics 格式的日历文件'
  if (file.size === 0) return '文件是空的'
  if (file.size > ICS_MAX_BYTES) return '文件过大，最大 1 MB，请拆分后分批导入'
  return null
}

/** The text checked for the calendar's own header: a renamed picture or document is refused here, not by the server. */
export function icsTextProblem(text: string): string | null {
  return /^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text) ? null : '不是有效的 .ics 日历文件'
}
