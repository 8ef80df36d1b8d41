import type { FlowApplicationStatus, IdentityTypeCode } from '../../db/schema/index'
import { stepsFor } from '@contract/form-chain-rules'
import { checkForm, isEmptyValue, type FormFieldDefinition } from '@contract/form-field-rules'
import type { FormDefinition, HandleAction } from '@contract/workflow'
import { badRequest } from '../common/api-error'
import type { FormVersion } from './form-definitions-repository'

// What a form version means for an application: the form the portal shows, the checks, the display rows and the
// summary. Every form type (built-in or designed) goes through here; nothing is per type.
const shanghai = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})
const shanghaiFull = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})
const fmt = (value: unknown, full = false): string => {
  const date = new Date(String(value))
  if (Number.isNaN(date.getTime())) return String(value ?? '')
  return (full ? shanghaiFull : shanghai).format(date).replace(/\//g, '-')
}

export const STATUS_NAMES: Record<FlowApplicationStatus, string> = {
  draft: '草稿',
  progress: '审批中',
  finish: '已通过',
  break: '已驳回',
  hang: '已退回',
}

export const ACTION_NAMES: Record<string, string> = {
  submit: '提交',
  approve: '同意',
  reject: '驳回',
  transfer: '转办',
  return: '退回',
  circulate: '传阅',
  withdraw: '撤回',
}

export const HANDLE_ACTIONS: HandleAction[] = ['approve', 'reject', 'transfer', 'return']

/** The forms the portal offers an applicant of `identity`: fields and the step names they will go through. */
export function formDefinitions(versions: FormVersion[], identity: IdentityTypeCode): FormDefinition[] {
  return versions.map((version) => ({
    type: version.code,
    name: version.name,
    fields: version.fields,
    steps: stepsFor(version.chain, identity).map((step) => step.name),
    version: version.version,
  }))
}

/** Checks a submitted form (complete) or a draft (any subset); answers 400 with the first problem in Chinese. */
export function validateForm(fields: FormFieldDefinition[], form: Record<string, unknown>, partial: boolean): Record<string, unknown> {
  const clean: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(form)) {
    if (isEmptyValue(value)) continue
    clean[key] = typeof value === 'string' ? value.trim() : value
  }
  const problem = checkForm(fields, clean, partial)
  if (problem) throw badRequest(problem)
  return clean
}

/** The images fields that hold images (label and file ids), in form order; shown as pictures, not rows. */
export function imageFields(fields: FormFieldDefinition[], form: Record<string, unknown>): Array<{ label: string; files: string[] }> {
  return fields
    .filter((field) => field.kind === 'images' && Array.isArray(form[field.name]) && (form[field.name] as unknown[]).length > 0)
    .map((field) => ({ label: field.label, files: (form[field.name] as unknown[]).map(String) }))
}

/** One answer as text; `short` is the summary's form of an instant (no year). */
function answerText(field: FormFieldDefinition, value: unknown, short: boolean): string {
  if (value === undefined || value === null) return ''
  switch (field.kind) {
    case 'datetime':
      return fmt(value, !short)
    case 'amount':
      return `¥${Number(value).toFixed(2)}`
    case 'daterange':
      return Array.isArray(value) ? `${String(value[0])} 至 ${String(value[1])}` : String(value)
    case 'multiselect':
      return Array.isArray(value) ? value.map(String).join('、') : String(value)
    case 'attachments':
      return Array.isArray(value) ? `${value.length} 个附件` : ''
    default:
      return String(value)
  }
}

/**
 * Display rows (label, value) in form order; images fields are left to imageFields. A 人员 answer shows as
 * 王芳（t1001） when `peopleNames` (username → name) knows the person, else as the username.
 */
export function displayFields(
  fields: FormFieldDefinition[],
  form: Record<string, unknown>,
  peopleNames: ReadonlyMap<string, string> = new Map(),
): Array<{ label: string; value: string }> {
  return fields
    .filter((field) => field.kind !== 'images' && form[field.name] !== undefined && form[field.name] !== '')
    .map((field) => {
      const value = form[field.name]
      const name = field.kind === 'person' && typeof value === 'string' ? peopleNames.get(value) : undefined
      return { label: field.label, value: name ? `${name}（${String(value)}）` : answerText(field, value, false) }
    })
}

/** The list line: the version's template (`{field}` placeholders), or the first two answers. */
export function summaryOf(
  version: Pick<FormVersion, 'fields' | 'summary'>,
  form: Record<string, unknown>,
  status: FlowApplicationStatus,
): string {
  if (status === 'draft') return `草稿 · 已填写 ${Object.keys(form).length}/${version.fields.filter((field) => field.required).length} 项`
  const byName = new Map(version.fields.map((field) => [field.name, field]))
  if (version.summary.trim() !== '')
    return version.summary.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
      const field = byName.get(name)
      return field ? answerText(field, form[field.name], true) : ''
    })
  return version.fields
    .filter((field) => field.kind !== 'images' && field.kind !== 'attachments' && !isEmptyValue(form[field.name]))
    .slice(0, 2)
    .map((field) => answerText(field, form[field.name], true))
    .join(' · ')
}
