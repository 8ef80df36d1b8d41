/**
 * Stands in for async-validator, which NutUI's Form calls as `new Schema({ [field]: rules }).validate({ [field]: value })`
 * and reads the rejection's `errors` ([{ message, field, fieldValue }]). Both builds and Jest alias `async-validator`
 * here (config/index.ts, jest.config.js): the library is 15 KB of the mini-program's main package, nearly all of it for
 * rule types the portal never writes (email, url, ranges, nested fields). Forms give `validator` functions
 * (`components/form-page.tsx`), `required` or `pattern`; any other rule key throws when the schema is built, so a form
 * that wants one fails in its first test instead of passing unchecked. Semantics follow async-validator 4: every rule of a field runs, a rule's
 * `message` replaces whatever its validator reported, `required: false` alone checks nothing.
 */

type Callback = (error?: unknown) => void
type Message = string | ((field: string) => string)

export interface FormRule {
  required?: boolean
  pattern?: RegExp
  message?: Message
  /** true / false, an Error, an array of errors, a promise, or nothing and a call of `callback`. */
  validator?: (rule: FormRule, value: unknown, callback: Callback, source: Record<string, unknown>, options: object) => unknown
}

export interface FormRuleError {
  message: string
  field: string
  fieldValue: unknown
}

const RULE_KEYS = new Set(['required', 'pattern', 'message', 'validator'])

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

function messageOf(rule: FormRule, field: string, fallback: string): string {
  if (typeof rule.message === 'function') return rule.message(field)
  return rule.message ?? fallback
}

/** What a validator reported, as messages (none when it passed). */
function reported(error: unknown): string[] {
  if (error === undefined || error === null || error === true) return []
  const list = Array.isArray(error) ? error : [error]
  return list.map((e) => (e instanceof Error ? e.message : typeof e === 'string' ? e : String((e as { message?: unknown })?.message ?? e)))
}

function runValidator(rule: FormRule, value: unknown, field: string, source: Record<string, unknown>): Promise<string[]> {
  const validator = rule.validator as NonNullable<FormRule['validator']>
  return new Promise((resolve) => {
    const settle = (messages: string[]) => resolve(messages.length && rule.message !== undefined ? [messageOf(rule, field, '')] : messages)
    const callback: Callback = (error) => settle(reported(error))
    let result: unknown
    try {
      result = validator(rule, value, callback, source, {})
    } catch (error) {
      settle(reported(error))
      return
    }
    if (result === true) settle([])
    else if (result === false) resolve([messageOf(rule, field, `${field} fails`)])
    else if (result instanceof Error || Array.isArray(result)) settle(reported(result))
    else if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(
        () => settle([]),
        (error: unknown) => settle(reported(error)),
      )
  })
}

async function check(rule: FormRule, value: unknown, field: string, source: Record<string, unknown>): Promise<string[]> {
  if (rule.validator) return runValidator(rule, value, field, source)
  if (rule.required && isEmpty(value)) return [messageOf(rule, field, `${field} is required`)]
  if (rule.pattern && !isEmpty(value) && !rule.pattern.test(String(value))) {
    return [messageOf(rule, field, `${field} does not match ${rule.pattern}`)]
  }
  return []
}

/** async-validator's rejection: an Error carrying every failed rule. */
export class FormRuleErrors extends Error {
  constructor(
    readonly errors: FormRuleError[],
    readonly fields: Record<string, FormRuleError[]>,
  ) {
    super(errors[0]?.message ?? 'Async Validation Error')
  }
}

export default class Schema {
  private readonly rules: Record<string, FormRule[]>

  /** Throws on a rule key it does not implement (NutUI builds the schema outside its error handling, so this is loud). */
  constructor(descriptor: Record<string, FormRule | FormRule[]>) {
    this.rules = Object.fromEntries(Object.entries(descriptor).map(([field, rules]) => [field, Array.isArray(rules) ? rules : [rules]]))
    for (const [field, rules] of Object.entries(this.rules)) {
      const unknownKeys = rules.flatMap((rule) => Object.keys(rule).filter((key) => !RULE_KEYS.has(key)))
      if (unknownKeys.length) {
        throw new Error(
          `form rule of "${field}": ${unknownKeys.join(', ')} not supported (src/lib/form-rule-schema.ts stands in for async-validator)`,
        )
      }
    }
  }

  /** Resolves with the source when every rule passes; rejects with FormRuleErrors otherwise. */
  async validate(source: Record<string, unknown>): Promise<Record<string, unknown>> {
    const errors: FormRuleError[] = []
    const fields: Record<string, FormRuleError[]> = {}
    for (const [field, rules] of Object.entries(this.rules)) {
      for (const rule of rules) {
        for (const message of await check(rule, source[field], field, source)) {
          const error = { message, field, fieldValue: source[field] }
          errors.push(error)
          ;(fields[field] ??= []).push(error)
        }
      }
    }
    if (errors.length) throw new FormRuleErrors(errors, fields)
    return source
  }
}
