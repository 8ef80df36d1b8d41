/** Spec §5 generic validators. Each takes unknown input and answers false for non-strings. */
type Validator = (value: unknown) => boolean

const matches =
  (pattern: RegExp): Validator =>
  (value) =>
    typeof value === 'string' && pattern.test(value)

export const isEmail = matches(
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
)

/** 11 digits, first 1, second 2–9. */
export const isMobile = matches(/^1[2-9]\d{9}$/)

/** An absolute http(s) or ftp URL with a host. */
export function isUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value) || !/^(https?|ftp):\/\/[^/?#]/i.test(value)) return false
  try {
    const host = new URL(value).hostname
    return host !== '' && !/^\.|\.\.|\.$/.test(host)
  } catch {
    return false
  }
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= daysInMonth
}

/** YYYY-MM-DD or YYYY/MM/DD (one separator throughout), a real calendar day. */
export function isDate(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const parts = /^(\d{4})([-/])(\d{2})\2(\d{2})$/.exec(value)
  return parts !== null && isRealDate(Number(parts[1]), Number(parts[3]), Number(parts[4]))
}

/**
 * ISO 8601 date or date-time: `2026-11-20`, `2026-11-20T10:00`, `…:00`, `…:00.123`, with an optional
 * `Z` or `±hh:mm` zone. The day and time must exist.
 */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const parts = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/.exec(value)
  if (!parts || !isRealDate(Number(parts[1]), Number(parts[2]), Number(parts[3]))) return false
  if (parts[4] === undefined) return true
  const inRange = (text: string | undefined, max: number) => text === undefined || Number(text) <= max
  return inRange(parts[4], 23) && inRange(parts[5], 59) && inRange(parts[6], 59) && inRange(parts[8], 23) && inRange(parts[9], 59)
}

/** A decimal number: optional sign, digits, optional fraction (`-1.5`, `0.25`, `3`). */
export const isNumber = matches(/^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/)

export const isDigits = matches(/^\d+$/)

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CARD_CHECKS = '10X98765432'

/** PRC resident ID: 18 characters with a valid birth date and checksum, or the old 15-digit form. */
export function isIdCard(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const old = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/.exec(value)
  if (old) return isRealDate(1900 + Number(old[1]), Number(old[2]), Number(old[3]))
  const current = /^[1-9]\d{5}((?:18|19|20)\d{2})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(value)
  if (!current || !isRealDate(Number(current[1]), Number(current[2]), Number(current[3]))) return false
  const sum = ID_CARD_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0)
  return ID_CARD_CHECKS[sum % 11] === value[17].toUpperCase()
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'
const PLATE_LETTERS = 'A-HJ-NP-Z'
/** 7 characters: province, city letter, five letters/digits (no I/O), or a special last character. */
const ORDINARY_PLATE = new RegExp(`^[${PROVINCES}][A-Z][${PLATE_LETTERS}0-9]{4}[${PLATE_LETTERS}0-9挂学警港澳领]$`)
/** 8 characters, new energy: D/F (and A–K for large vehicles) first, or D/F last. */
const NEW_ENERGY_PLATE = new RegExp(`^[${PROVINCES}][A-Z](?:[DF][${PLATE_LETTERS}0-9]\\d{4}|\\d{5}[DF])$`)

/** PRC car plate of 7 characters or 8 (new energy). */
export function isCarPlate(value: unknown): boolean {
  return typeof value === 'string' && (ORDINARY_PLATE.test(value) || NEW_ENERGY_PLATE.test(value))
}

/** A non-negative amount with at most two decimals (`0`, `12.5`, `99.99`). */
export const isAmount = matches(/^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/)

/** Only Chinese characters (CJK unified ideographs and extension A). */
export const isChinese = matches(/^[\u3400-\u4dbf\u4e00-\u9fff]+$/)

export const isLetters = matches(/^[A-Za-z]+$/)

export const isAlphanumeric = matches(/^[A-Za-z0-9]+$/)

/** Area code 0 + 2–3 digits, a dash, 7–8 digits, optional `-` extension of 1–6 digits. */
export const isLandline = matches(/^0\d{2,3}-[1-9]\d{6,7}(?:-\d{1,6})?$/)

/** A string that parses as a JSON object or array. */
export function isJsonString(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null
  } catch {
    return false
  }
}

export const DEFAULT_CODE_LENGTH = 6

/** A verification code of exactly `length` digits (spec §5/§9: 6). */
export function isCode(value: unknown, length: number = DEFAULT_CODE_LENGTH): boolean {
  return typeof value === 'string' && Number.isInteger(length) && length > 0 && new RegExp(`^\\d{${length}}$`).test(value)
}

export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'heic', 'tif', 'tiff', 'ico']
export const VIDEO_EXTENSIONS: readonly string[] = [
  'mp4',
  'mov',
  'm4v',
  'avi',
  'wmv',
  'flv',
  'mkv',
  'webm',
  '3gp',
  'mpeg',
  'mpg',
  'ts',
  'm3u8',
]

/** Extension of a file name, URL path (query and fragment ignored) or bare `.ext`, lower case. */
export function fileExtension(name: string): string {
  const path = name.split(/[?#]/)[0]
  const last = path.split('/').pop() ?? ''
  const dotAt = last.lastIndexOf('.')
  return dotAt >= 0 ? last.slice(dotAt + 1).toLowerCase() : ''
}

export function isImageExtension(value: unknown): boolean {
  return typeof value === 'string' && IMAGE_EXTENSIONS.includes(fileExtension(value))
}

export function isVideoExtension(value: unknown): boolean {
  return typeof value === 'string' && VIDEO_EXTENSIONS.includes(fileExtension(value))
}
