import { createElement } from 'react'
import type { FormField, FormFieldRule, FormValues } from '@/components/form-page'
import { formatPortalTime, inPortalZone } from '@/lib/portal-time'
import { isAmount, isDigits, isMobile } from '@/lib/validators'
import { checkFieldValue } from '@contract/form-field-rules'
import { PersonField } from '@/features/tasks/components/person-field'
import type { ApplicationDetail, FormDefinition, FormFieldDefinition, FormFile } from '@contract/workflow'

export type { FormDefinition }

const WALL_CLOCK = 'YYYY-MM-DD HH:mm'

/** Half-hour slots for 'time' fields (HH:mm); a saved value off the grid is kept as a choice. */
function timeOptions(saved: unknown) {
  const slots: string[] = []
  for (let h = 0; h < 24; h += 1) for (const m of ['00', '30']) slots.push(`${String(h).padStart(2, '0')}:${m}`)
  if (typeof saved === 'string' && /^\d{2}:\d{2}$/.test(saved) && !slots.includes(saved)) slots.push(saved)
  return slots.sort().map((t) => ({ label: t, value: t }))
}

/** The server's own check of a kind (contract/form-fields), run on the value as it will be sent. */
const contractRule = (def: FormFieldDefinition, message: string): FormFieldRule => ({
  validator: (v) => checkFieldValue(def, serverValue(def, v)) === null,
  message,
})

/** 结束时间须晚于开始时间: the definition's `after` rule, checked as the server checks it. */
function afterRule(def: FormFieldDefinition, fields: FormFieldDefinition[]): FormFieldRule[] {
  const before = def.after ? fields.find((f) => f.name === def.after) : undefined
  if (!before) return []
  return [
    {
      validator: (v, values) => {
        const earlier = values[before.name]
        if (earlier === undefined || earlier === null || earlier === '') return true
        const [a, b] = [serverValue(def, v), serverValue(before, earlier)]
        return def.kind === 'datetime' ? new Date(String(a)).getTime() > new Date(String(b)).getTime() : String(a) > String(b)
      },
      message: `${def.label}须晚于${before.label}`,
    },
  ]
}

function fieldOf(def: FormFieldDefinition, saved: unknown, fields: FormFieldDefinition[]): FormField {
  const field = kindField(def, saved)
  const after = afterRule(def, fields)
  return after.length > 0 ? { ...field, rules: [...(field.rules ?? []), ...after] } : field
}

function kindField(def: FormFieldDefinition, saved: unknown): FormField {
  const base = { name: def.name, label: def.label, required: def.required, maxLength: def.maxLength }
  switch (def.kind) {
    case 'select':
      return { ...base, type: 'picker', options: (def.options ?? []).map((o) => ({ label: o, value: o })) }
    case 'datetime':
      return { ...base, type: 'date', dateType: 'datetime' }
    case 'date':
      return { ...base, type: 'date', dateType: 'date' }
    case 'time':
      return { ...base, type: 'picker', options: timeOptions(saved) }
    case 'textarea':
      return { ...base, type: 'textarea' }
    case 'amount':
      return {
        ...base,
        type: 'number',
        rules: [{ validator: (v) => isAmount(String(v)) && Number(v) > 0, message: `${def.label}须大于 0，最多两位小数` }],
      }
    case 'integer':
      return { ...base, type: 'number', rules: [{ validator: (v) => isDigits(String(v)), message: `${def.label}须为整数` }] }
    case 'mobile':
      return { ...base, type: 'tel', rules: [{ validator: (v) => isMobile(String(v)), message: '请输入正确的 11 位手机号' }] }
    case 'multiselect':
      return { ...base, type: 'checks', options: (def.options ?? []).map((o) => ({ label: o, value: o })) }
    case 'daterange':
      return { ...base, type: 'daterange', rules: [contractRule(def, `请选择${def.label}的开始和结束日期，结束不早于开始`)] }
    case 'email':
      return { ...base, type: 'text', placeholder: '例如 name@example.com', rules: [contractRule(def, `${def.label}须为有效的邮箱地址`)] }
    case 'idcard':
      return { ...base, type: 'text', maxLength: 18, rules: [contractRule(def, `${def.label}须为 18 位身份证号（校验位正确）`)] }
    case 'person':
      return {
        ...base,
        type: 'custom',
        render: ({ value, onChange, disabled }) => createElement(PersonField, { value, onChange, label: def.label, disabled }),
        rules: [contractRule(def, `请从搜索结果中选择${def.label}`)],
      }
    default:
      return { ...base, type: 'text' }
  }
}

/** Kinds the form's inputs do not take: images and attachments are uploaded in cards beside the form. */
const NOT_INPUTS = new Set<FormFieldDefinition['kind']>(['images', 'attachments'])

/**
 * The form of an application type, ready for FormPage; `saved` is the draft's stored form. Images and
 * attachments fields are not inputs: the page shows them as an album and a file list beside the form.
 */
export function draftFields(definition: FormDefinition, saved: Record<string, unknown> = {}): FormField[] {
  return definition.fields.filter((f) => !NOT_INPUTS.has(f.kind)).map((f) => fieldOf(f, saved[f.name], definition.fields))
}

/** The files chosen for each attachments field (name, size and kind shown; the ids sent). */
export type FieldFiles = Record<string, FormFile[]>

/** The attachments fields as a draft or returned application holds them. */
export function savedFiles(detail: Pick<ApplicationDetail, 'attachmentFields'>): FieldFiles {
  return Object.fromEntries(detail.attachmentFields.map((field) => [field.name, field.files]))
}

/** The upload fields as the flow service takes them: images and attachments as file ids. */
export function uploadValues(images: Record<string, string[]>, files: FieldFiles): Record<string, string[]> {
  return { ...images, ...Object.fromEntries(Object.entries(files).map(([name, list]) => [name, list.map((file) => file.id)])) }
}

/** The first required images or attachments field left empty (the inputs' own rules do not see them), or null. */
export function missingUpload(definition: FormDefinition, uploads: Record<string, string[]>): string | null {
  const empty = definition.fields.find((f) => NOT_INPUTS.has(f.kind) && f.required && (uploads[f.name] ?? []).length === 0)
  return empty ? `请添加${empty.label}` : null
}

/** One input's value as the flow service takes it. */
function serverValue(f: FormFieldDefinition, v: unknown): unknown {
  if (f.kind === 'datetime') return inPortalZone(String(v))?.toISOString() ?? v
  if (f.kind === 'amount' || f.kind === 'integer') return Number(v)
  return typeof v === 'string' ? v.trim() : v
}

/** A stored form as the inputs show it: instants as the portal's wall clock, numbers as text. */
export function toFormValues(definition: FormDefinition, saved: Record<string, unknown>): FormValues {
  const values: FormValues = {}
  for (const f of definition.fields) {
    const v = saved[f.name]
    if (v === undefined || v === null || v === '') continue
    if (f.kind === 'datetime') values[f.name] = formatPortalTime(String(v), WALL_CLOCK)
    else if (f.kind === 'amount' || f.kind === 'integer') values[f.name] = String(v)
    else values[f.name] = v
  }
  return values
}

/** Inputs as the flow service takes them: wall-clock times of the portal zone as ISO instants, numbers as numbers. */
export function toServerForm(definition: FormDefinition, values: FormValues): Record<string, unknown> {
  const form: Record<string, unknown> = {}
  for (const f of definition.fields) {
    const v = values[f.name]
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) continue
    form[f.name] = serverValue(f, v)
  }
  return form
}
