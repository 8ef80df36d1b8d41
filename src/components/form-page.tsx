import { useMemo, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Cell, Checkbox, DatePicker, Form, Input, Picker, TextArea } from '@nutui/nutui-react-taro'
import { Switch } from './switch'
import type { PickerOption, PickerValue } from '@nutui/nutui-react-taro/dist/es/types/spec/picker/base'
import type { TaroPopupProps } from '@nutui/nutui-react-taro/dist/es/types/spec/popup/taro'
import { LAYERS } from '@/styles/layers'
import { ALERT_ROLE, BUTTON_ROLE } from './a11y'
import { TEXT, TEXTAREA_MAX_LENGTH } from './constants'
import { useSubmit } from './use-submit'
import { isEmpty, required, useFormFields, type FieldRule, type FieldRules } from './use-form-fields'
import { TEL_INPUT_TYPE } from './input-types'
import { PageShell } from './page-shell'
import { SubmitButton } from './submit-button'
import './components.scss'

export type FormFieldType =
  | 'text'
  | 'password'
  | 'textarea'
  | 'number'
  | 'tel'
  | 'picker'
  | 'checks'
  | 'date'
  | 'daterange'
  | 'switch'
  | 'custom'

export interface FormFieldRule {
  /** `true` when the value is acceptable. Not run on an empty optional field. */
  validator: (value: unknown, values: Record<string, unknown>) => boolean
  message: string
}

export interface FormFieldOption {
  label: string
  value: string | number
}

export interface FormField {
  name: string
  label: string
  /** Default 'text'. */
  type?: FormFieldType
  required?: boolean
  /** Message when a required field is empty; default 请输入… / 请选择…. */
  requiredMessage?: string
  rules?: FormFieldRule[]
  placeholder?: string
  /** Default 140 for textarea (spec §9), none otherwise. */
  maxLength?: number
  /** Choices of a 'picker' field, or the boxes of a 'checks' field (its value: the chosen values). */
  options?: FormFieldOption[]
  /** 'date' fields: pick a day (default) or a day and time; stored as 'YYYY-MM-DD' / 'YYYY-MM-DD HH:mm'. 'daterange': two days, [from, to]. */
  dateType?: 'date' | 'datetime'
  disabled?: boolean
  /** A 'custom' field's control (a feature's own picker), given the value and the setter like the built-in ones. */
  render?: (control: { value: unknown; onChange: (value: unknown) => void; disabled?: boolean }) => ReactNode
}

export type FormValues = Record<string, unknown>

export interface FormPageProps<V extends FormValues = FormValues> {
  fields: FormField[]
  initialValues?: Partial<V>
  /**
   * Receives the values ('number' fields as numbers, empty as undefined). Reject with the server's error
   * to have its message shown; the inputs are kept either way.
   */
  onSubmit: (values: V) => Promise<void>
  submitText?: string
  /** Called after a successful submit (e.g. navigate back). */
  onSuccess?: () => void
  /** Toast after a successful submit. */
  successText?: string
  /** What failed, for the toast when the server sends no message (default 提交失败 → 提交失败，请稍后重试). */
  failure?: string
  /** 'back' leaves the page after a successful submit. */
  then?: 'back'
  title?: string
  /** Shown above the fields (explanations, a summary card). */
  header?: ReactNode
  /** Shown between the fields and the submit button. */
  extra?: ReactNode
  /** A second button that takes the values as they are, unvalidated (e.g. 保存草稿). */
  secondary?: { text: string; run: (values: V) => Promise<void>; successText?: string; onSuccess?: () => void }
}

// NutUI types `popupProps` as the full Popup prop set but spreads whatever part it is given.
const PICKER_POPUP = { zIndex: LAYERS.popup } as unknown as TaroPopupProps

function rulesFor(fields: FormField[]): FieldRules<FormValues> {
  const rules: FieldRules<FormValues> = {}
  for (const field of fields) {
    const chooses =
      field.type === 'picker' || field.type === 'date' || field.type === 'checks' || field.type === 'daterange' || field.type === 'custom'
    const list: Array<FieldRule<FormValues>> = []
    if (field.required && field.type !== 'switch') {
      list.push(required(field.requiredMessage ?? `${chooses ? TEXT.pleaseChoose : TEXT.pleaseEnter}${field.label}`))
    }
    for (const rule of field.rules ?? []) {
      list.push({
        validator: (value, values) => (!field.required && isEmpty(value)) || rule.validator(value, values),
        message: rule.message,
      })
    }
    if (list.length) rules[field.name] = list
  }
  return rules
}

interface ControlProps<T> {
  value?: T
  onChange?: (value: T) => void
}

function PickerField({
  value,
  onChange,
  options,
  placeholder,
  title,
  disabled,
}: ControlProps<string | number> & { options: FormFieldOption[]; placeholder: string; title: string; disabled?: boolean }) {
  const [visible, setVisible] = useState(false)
  const selected = options.find((o) => o.value === value)
  return (
    <>
      <View className="portal-form__picker" onClick={() => !disabled && setVisible(true)} aria-label={title} {...BUTTON_ROLE}>
        <Text className={selected ? 'portal-form__picker-value' : 'portal-form__picker-placeholder'}>
          {selected ? selected.label : placeholder}
        </Text>
      </View>
      <Picker
        visible={visible}
        title={title}
        options={[options as PickerOption[]]}
        value={value === undefined ? undefined : [value]}
        popupProps={PICKER_POPUP}
        onConfirm={(_options: PickerOption[], values: PickerValue[]) => {
          if (values[0] != null) onChange?.(values[0])
        }}
        onClose={() => setVisible(false)}
      />
    </>
  )
}

const pad = (n: number) => String(n).padStart(2, '0')

function formatDate(d: Date, withTime: boolean): string {
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  return withTime ? `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}` : day
}

function parseDate(text: unknown): Date | undefined {
  if (typeof text !== 'string' || !text) return undefined
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?/.exec(text)
  if (!m) return undefined
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0))
}

function DateField({
  value,
  onChange,
  placeholder,
  title,
  withTime,
  disabled,
}: ControlProps<string> & { placeholder: string; title: string; withTime: boolean; disabled?: boolean }) {
  const [visible, setVisible] = useState(false)
  // Spec §5: 10 years either side of the current year.
  const range = useMemo(() => {
    const year = new Date().getFullYear()
    return { start: new Date(year - 10, 0, 1), end: new Date(year + 10, 11, 31, 23, 59) }
  }, [])
  return (
    <>
      <View className="portal-form__picker" onClick={() => !disabled && setVisible(true)} aria-label={title} {...BUTTON_ROLE}>
        <Text className={value ? 'portal-form__picker-value' : 'portal-form__picker-placeholder'}>{value || placeholder}</Text>
      </View>
      <DatePicker
        visible={visible}
        title={title}
        type={withTime ? 'datetime' : 'date'}
        showChinese
        startDate={range.start}
        endDate={range.end}
        value={parseDate(value) ?? new Date()}
        pickerProps={{ popupProps: PICKER_POPUP }}
        onConfirm={(_options: PickerOption[], values: PickerValue[]) => {
          const [y, mo, d, h = 0, mi = 0] = values.map(Number)
          onChange?.(formatDate(new Date(y, mo - 1, d, h, mi), withTime))
        }}
        onClose={() => setVisible(false)}
      />
    </>
  )
}

/** Two days, from and to; the value is [from, to] once both are chosen, the chosen one alone kept as it is picked. */
function DateRangeField({ value, onChange, title, disabled }: ControlProps<string[] | undefined> & { title: string; disabled?: boolean }) {
  const [from, to] = Array.isArray(value) ? value : []
  const set = (index: 0 | 1, day: string) => {
    const next = [from ?? '', to ?? '']
    next[index] = day
    onChange?.(next.some(Boolean) ? next : undefined)
  }
  return (
    <View className="portal-form__range">
      <DateField
        value={from}
        onChange={(day) => set(0, day)}
        placeholder="开始日期"
        title={`${title}（开始）`}
        withTime={false}
        disabled={disabled}
      />
      <Text className="portal-form__range-to">至</Text>
      <DateField
        value={to}
        onChange={(day) => set(1, day)}
        placeholder="结束日期"
        title={`${title}（结束）`}
        withTime={false}
        disabled={disabled}
      />
    </View>
  )
}

function control(field: FormField, value: unknown, onChange: (value: unknown) => void) {
  const type = field.type ?? 'text'
  const chooses = type === 'picker' || type === 'date'
  const placeholder = field.placeholder ?? `${chooses ? TEXT.pleaseChoose : TEXT.pleaseEnter}${field.label}`
  switch (type) {
    case 'textarea':
      return (
        <TextArea
          value={(value as string | undefined) ?? ''}
          onChange={onChange}
          placeholder={placeholder}
          maxLength={field.maxLength ?? TEXTAREA_MAX_LENGTH}
          showCount
          autoSize
          disabled={field.disabled}
        />
      )
    case 'picker':
      return (
        <PickerField
          value={value as string | number | undefined}
          onChange={onChange}
          options={field.options ?? []}
          placeholder={placeholder}
          title={field.label}
          disabled={field.disabled}
        />
      )
    case 'date':
      return (
        <DateField
          value={value as string | undefined}
          onChange={onChange}
          placeholder={placeholder}
          title={field.label}
          withTime={field.dateType === 'datetime'}
          disabled={field.disabled}
        />
      )
    case 'checks':
      return (
        <Checkbox.Group
          className="portal-form__checks"
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(chosen: string[]) => onChange(chosen.length > 0 ? chosen : undefined)}
          disabled={field.disabled}
        >
          {(field.options ?? []).map((option) => (
            <Checkbox key={String(option.value)} value={String(option.value)} label={option.label} />
          ))}
        </Checkbox.Group>
      )
    case 'daterange':
      return <DateRangeField value={value as string[] | undefined} onChange={onChange} title={field.label} disabled={field.disabled} />
    case 'custom':
      return field.render?.({ value, onChange, disabled: field.disabled }) ?? null
    case 'switch':
      return <Switch checked={Boolean(value)} onChange={(on: boolean) => onChange(on)} disabled={field.disabled} />
    default:
      return (
        <Input
          value={value === undefined || value === null ? '' : String(value)}
          onChange={onChange}
          type={type === 'password' ? 'password' : type === 'number' ? 'digit' : type === 'tel' ? TEL_INPUT_TYPE : 'text'}
          placeholder={placeholder}
          maxLength={field.maxLength}
          disabled={field.disabled}
          clearable={!field.disabled}
        />
      )
  }
}

/** One labelled row in NutUI Form.Item's layout (its classes, so the theme styles it alike), its message below. */
function FieldRow({ label, required: star, error, children }: { label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <Cell className="nut-form-item nut-form-item-right">
      <View className="nut-cell-title nut-form-item-label nut-form-item-label-right">
        <Text className="nut-form-item-labeltxt">
          {star ? <Text className="nut-form-item-label-left-required required">*</Text> : null}
          {label}
        </Text>
      </View>
      <View className="nut-cell-value nut-form-item-body nut-form-item-body-right">
        <View className="nut-form-item-body-slots">{children}</View>
        {error ? (
          <View className="nut-form-item-body-tips" {...ALERT_ROLE}>
            {error}
          </View>
        ) : null}
      </View>
    </Cell>
  )
}

function normalise(fields: FormField[], values: FormValues): FormValues {
  const out: FormValues = { ...values }
  for (const field of fields) {
    const v = out[field.name]
    if (field.type === 'number') out[field.name] = isEmpty(v) ? undefined : Number(v)
    else if (field.type === 'switch') out[field.name] = Boolean(v)
  }
  return out
}

/**
 * A whole form page from a field list: NutUI's Form layout over `useFormFields`, a message beside each field; submitting goes through
 * `useSubmit` (button disabled while running, the server's message as a 2-second toast, success toast and
 * navigation), and the user's input is never cleared.
 */
export function FormPage<V extends FormValues = FormValues>({
  fields,
  initialValues,
  onSubmit,
  submitText = TEXT.submit,
  onSuccess,
  successText,
  failure = '提交失败',
  then,
  title,
  header,
  extra,
  secondary,
}: FormPageProps<V>) {
  const form = useFormFields<FormValues>(() => ({ ...(initialValues ?? {}) }), { rules: rulesFor(fields), validateOnChange: true })
  const submit = useSubmit((values: FormValues) => onSubmit(normalise(fields, values) as V), {
    failure,
    success: successText,
    onSuccess: () => onSuccess?.(),
    then,
  })
  const secondarySubmit = useSubmit(() => secondary?.run(normalise(fields, form.current()) as V) ?? Promise.resolve(), {
    failure: `${secondary?.text ?? ''}失败`,
    success: secondary?.successText,
    onSuccess: () => secondary?.onSuccess?.(),
  })

  return (
    <PageShell title={title} flush>
      {header}
      <Form className="portal-form__group">
        {fields.map((field) => (
          <FieldRow key={field.name} label={field.label} required={field.required} error={form.errors[field.name]}>
            {control(field, form.values[field.name], form.set(field.name))}
          </FieldRow>
        ))}
      </Form>
      {extra}
      <View className="portal-form__submit">
        <SubmitButton
          submit={submit}
          type="primary"
          block
          onClick={() => {
            if (!form.validate()) void submit.run(form.current())
          }}
          {...BUTTON_ROLE}
        >
          {submitText}
        </SubmitButton>
        {secondary && (
          <SubmitButton submit={secondarySubmit} className="portal-form__secondary" block disabled={submit.busy} {...BUTTON_ROLE}>
            {secondary.text}
          </SubmitButton>
        )}
      </View>
    </PageShell>
  )
}
