// The rules of form fields (kinds, their names, the checks the portal and the server both run on a filled form,
// spec §5 validators), so a value the client accepts is a value the server accepts. No TypeBox here: the portal and
// the console bundle this file; the schema is ./form-fields.
import type { FormFieldDefinition } from './form-fields'

export type { FormFieldDefinition }

export const FORM_FIELD_KINDS = [
  'text',
  'textarea',
  'integer',
  'amount',
  'date',
  'time',
  'datetime',
  'daterange',
  'select',
  'multiselect',
  'person',
  'mobile',
  'email',
  'idcard',
  'images',
  'attachments',
] as const
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number]

/** What the designer calls each kind. */
export const FORM_FIELD_KIND_NAMES: Record<FormFieldKind, string> = {
  text: '单行文本',
  textarea: '多行文本',
  integer: '整数',
  amount: '金额',
  date: '日期',
  time: '时间',
  datetime: '日期时间',
  daterange: '日期范围',
  select: '单选',
  multiselect: '多选',
  person: '人员',
  mobile: '手机号',
  email: '邮箱',
  idcard: '身份证号',
  images: '图片',
  attachments: '附件',
}

/** An images or attachments field holds at most this many uploads (spec §9 album). */
export const FORM_IMAGES_MAX = 9
/** One file of an images or attachments field at most this big (phone photos are 2–6 MB; the upload route allows more). */
export const FORM_UPLOAD_MAX_MB = 10
/** Text kinds without their own maxLength. */
export const FORM_TEXT_MAX = 500

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const USERNAME = /^[A-Za-z0-9_.@-]{1,64}$/

export const isFormMobile = (value: string): boolean => /^1[2-9]\d{9}$/.test(value)
export const isFormEmail = (value: string): boolean =>
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/.test(value)

function isCalendarDay(value: string): boolean {
  const parts = DATE.exec(value)
  if (!parts) return false
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
/** PRC resident ID of 18 characters: a real birth date and the ISO 7064 check character. */
export function isFormIdCard(value: string): boolean {
  const parts = /^[1-9]\d{5}((?:18|19|20)\d{2})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(value)
  if (!parts || !isCalendarDay(`${parts[1]}-${parts[2]}-${parts[3]}`)) return false
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0)
  return '10X98765432'[sum % 11] === value[17]!.toUpperCase()
}

/** An empty answer: left out of the stored form. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

function uploads(field: FormFieldDefinition, value: unknown, noun: string): string | null {
  const max = Math.min(field.maxCount ?? FORM_IMAGES_MAX, FORM_IMAGES_MAX)
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || !UPLOAD_ID.test(id))) return `${field.label}只能是上传的${noun}`
  if (value.length > max) return `${field.label}最多 ${max} ${noun === '图片' ? '张' : '个'}`
  if (new Set(value).size !== value.length) return `${field.label}含有重复的${noun}`
  return null
}

/** The problem with one non-empty answer, in Chinese, or null. */
export function checkFieldValue(field: FormFieldDefinition, value: unknown): string | null {
  const bad = `${field.label}格式不正确`
  const text = typeof value === 'string' ? value : null
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return text !== null && text.length <= (field.maxLength ?? FORM_TEXT_MAX) ? null : bad
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return bad
      return value < (field.min ?? 0) || value > (field.max ?? 999_999) ? bad : null
    case 'amount':
      if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 1_000_000) return bad
      return Math.round(value * 100) !== value * 100 ? '金额最多两位小数' : null
    case 'date':
      return text !== null && isCalendarDay(text) ? null : bad
    case 'time':
      return text !== null && TIME.test(text) ? null : bad
    case 'datetime':
      return text !== null && !Number.isNaN(new Date(text).getTime()) ? null : bad
    case 'daterange': {
      if (!Array.isArray(value) || value.length !== 2 || !value.every((day) => typeof day === 'string' && isCalendarDay(day))) return bad
      return String(value[1]) < String(value[0]) ? `${field.label}的结束日期不能早于开始日期` : null
    }
    case 'select':
      return text !== null && (field.options ?? []).includes(text) ? null : bad
    case 'multiselect':
      if (!Array.isArray(value) || value.some((choice) => typeof choice !== 'string' || !(field.options ?? []).includes(choice))) return bad
      return new Set(value).size === value.length ? null : bad
    case 'person':
      return text !== null && USERNAME.test(text) ? null : bad
    case 'mobile':
      return text !== null && isFormMobile(text) ? null : bad
    case 'email':
      return text !== null && isFormEmail(text) ? null : `${field.label}须为有效的邮箱地址`
    case 'idcard':
      return text !== null && isFormIdCard(text) ? null : `${field.label}须为 18 位身份证号（校验位正确）`
    case 'images':
      return uploads(field, value, '图片')
    case 'attachments':
      return uploads(field, value, '附件')
    default:
      return bad
  }
}

/** `after` rules between two answers of the same kind: instants compare as times, the rest as text. */
function isLater(kind: FormFieldKind, value: unknown, earlier: unknown): boolean {
  if (kind === 'datetime') return new Date(String(value)).getTime() > new Date(String(earlier)).getTime()
  return String(value) > String(earlier)
}

/**
 * Checks a filled form against its fields: unknown names, required answers (unless `partial`, a draft),
 * each answer, and `after` rules. The first problem in Chinese, or null.
 */
export function checkForm(fields: FormFieldDefinition[], form: Record<string, unknown>, partial: boolean): string | null {
  const known = new Set(fields.map((field) => field.name))
  const unknown = Object.keys(form).find((key) => !known.has(key))
  if (unknown) return `表单含有未知字段 ${unknown}`
  for (const field of fields) {
    const value = form[field.name]
    if (isEmptyValue(value)) {
      if (field.required && !partial) return `请填写${field.label}`
      continue
    }
    const problem = checkFieldValue(field, value)
    if (problem) return problem
  }
  if (partial) return null
  for (const field of fields) {
    const before = field.after ? fields.find((other) => other.name === field.after) : undefined
    if (!before || isEmptyValue(form[field.name]) || isEmptyValue(form[before.name])) continue
    if (!isLater(field.kind, form[field.name], form[before.name])) return `${field.label}须晚于${before.label}`
  }
  return null
}

/** The definition's own consistency (the designer's save): distinct names, choices where needed, `after` targets. */
export function checkFieldDefinitions(fields: FormFieldDefinition[]): string | null {
  if (fields.length === 0) return '表单至少需要一个字段'
  const names = new Set<string>()
  for (const field of fields) {
    if (names.has(field.name)) return `字段标识 ${field.name} 重复`
    names.add(field.name)
    if ((field.kind === 'select' || field.kind === 'multiselect') && (field.options ?? []).length < 1)
      return `${field.label}至少需要一个选项`
    if ((field.options ?? []).length !== new Set(field.options ?? []).size) return `${field.label}的选项重复`
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) return `${field.label}的最小值大于最大值`
    if (field.after !== undefined) {
      const before = fields.find((other) => other.name === field.after)
      if (!before || before.kind !== field.kind || before === field) return `${field.label}的“晚于”须指向同类型的另一字段`
    }
  }
  return null
}
