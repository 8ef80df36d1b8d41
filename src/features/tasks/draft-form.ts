import type { FormField, FormValues } from '@/components/form-page'
import { formatPortalTime, inPortalZone } from '@/lib/portal-time'
import { isAmount, isDigits, isMobile } from '@/lib/validators'
import type { FormDefinition, FormFieldDefinition } from '@contract/workflow'

export type { FormDefinition }

const WALL_CLOCK = 'YYYY-MM-DD HH:mm'

/** Half-hour slots for 'time' fields (HH:mm); a saved value off the grid is kept as a choice. */
function timeOptions(saved: unknown) {
  const slots: string[] = []
  for (let h = 0; h < 24; h += 1) for (const m of ['00', '30']) slots.push(`${String(h).padStart(2, '0')}:${m}`)
  if (typeof saved === 'string' && /^\d{2}:\d{2}$/.test(saved) && !slots.includes(saved)) slots.push(saved)
  return slots.sort().map((t) => ({ label: t, value: t }))
}

function fieldOf(def: FormFieldDefinition, saved: unknown): FormField {
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
    default:
      return { ...base, type: 'text' }
  }
}

/**
 * The form of an application type, ready for FormPage; `saved` is the draft's stored form. Images fields
 * are not inputs: the page shows them as an album beside the form.
 */
export function draftFields(definition: FormDefinition, saved: Record<string, unknown> = {}): FormField[] {
  return definition.fields.filter((f) => f.kind !== 'images').map((f) => fieldOf(f, saved[f.name]))
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
    if (f.kind === 'datetime') form[f.name] = inPortalZone(String(v))?.toISOString() ?? v
    else if (f.kind === 'amount' || f.kind === 'integer') form[f.name] = Number(v)
    else form[f.name] = typeof v === 'string' ? v.trim() : v
  }
  return form
}
