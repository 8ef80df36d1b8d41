import { useRef, useState } from 'react'

export type FieldValues = object

/** A check on one field: `validator` with its `message`, or `problem`, which returns the message itself. */
export type FieldRule<V extends FieldValues, K extends keyof V = keyof V> =
  | {
      /** `true` when the value is acceptable. */
      validator: (value: V[K], values: V) => boolean
      message: string
    }
  | {
      /** The message when the value is not acceptable (a shared validator such as `mobileProblem`). */
      problem: (value: V[K], values: V) => string | null | undefined
    }

/** Each field's rules, checked in order; the fields are checked in the order they are listed here. */
export type FieldRules<V extends FieldValues> = { [K in keyof V]?: Array<FieldRule<V, K>> }

export interface FormFieldsOptions<V extends FieldValues> {
  rules?: FieldRules<V>
  /** Check a field again whenever it changes (messages shown beside the fields); default only in `validate`. */
  validateOnChange?: boolean
}

export interface FormFields<V extends FieldValues> {
  values: V
  /** The latest values, for a callback that outlives the render that made it. */
  current: () => V
  /** `onChange={set('title')}`: the same setter for a field on every render. */
  set: <K extends keyof V>(field: K) => (value: V[K]) => void
  /** Changes several fields; a function receives the latest values (several changes in one event). */
  setValues: (patch: Partial<V> | ((values: V) => Partial<V>)) => void
  /** Back to the initial values (or `next`), messages cleared. */
  reset: (next?: V) => void
  /** The message of each field whose rule failed at the last check. */
  errors: Partial<Record<keyof V, string>>
  /** Checks every rule, keeps the messages in `errors` and returns the first one (null when all pass). */
  validate: () => string | null
}

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  )
}

/** A rule that fails on an empty value (blank text, no choice, an empty list). */
export function required<V extends FieldValues, K extends keyof V = keyof V>(message: string): FieldRule<V, K> {
  return { validator: (value) => !isEmpty(value), message }
}

function check<V extends FieldValues>(rules: FieldRules<V> | undefined, field: keyof V, values: V): string | undefined {
  for (const rule of rules?.[field] ?? []) {
    const message = 'problem' in rule ? rule.problem(values[field], values) : rule.validator(values[field], values) ? null : rule.message
    if (message) return message
  }
  return undefined
}

/**
 * A form's field state in one place: values, a setter per field, rules and their messages. Pages hand
 * `validate` to `useSubmit` (its message becomes the toast); `FormPage` shows the messages beside the fields.
 */
export function useFormFields<V extends FieldValues>(initial: V | (() => V), options: FormFieldsOptions<V> = {}): FormFields<V> {
  const [start] = useState(initial)
  const [values, setState] = useState<V>(start)
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({})
  const latest = useRef(values)
  latest.current = values
  const opts = useRef(options)
  opts.current = options
  const setters = useRef(new Map<keyof V, (value: never) => void>())

  const update = (change: Partial<V> | ((values: V) => Partial<V>)) => {
    const patch = typeof change === 'function' ? change(latest.current) : change
    const next = { ...latest.current, ...patch }
    latest.current = next
    setState(next)
    if (opts.current.validateOnChange) {
      const changed = Object.keys(patch) as Array<keyof V>
      setErrors((old) => {
        const out = { ...old }
        for (const field of changed) {
          const message = check(opts.current.rules, field, next)
          if (message) out[field] = message
          else delete out[field]
        }
        return out
      })
    }
  }

  const set = <K extends keyof V>(field: K) => {
    let setter = setters.current.get(field)
    if (!setter) {
      setter = (value: V[K]) => update({ [field]: value } as unknown as Partial<V>)
      setters.current.set(field, setter as (value: never) => void)
    }
    return setter as (value: V[K]) => void
  }

  const validate = () => {
    const rules = opts.current.rules ?? {}
    const found: Partial<Record<keyof V, string>> = {}
    let first: string | null = null
    for (const field of Object.keys(rules) as Array<keyof V>) {
      const message = check(rules, field, latest.current)
      if (message) {
        found[field] = message
        first ??= message
      }
    }
    setErrors(found)
    return first
  }

  const reset = (next: V = start) => {
    latest.current = next
    setState(next)
    setErrors({})
  }

  return { values, current: () => latest.current, set, setValues: update, reset, errors, validate }
}
