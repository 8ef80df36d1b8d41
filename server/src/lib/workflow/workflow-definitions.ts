import { Type, type TObject } from 'typebox'
import { Value } from 'typebox/value'
import type { FlowApplicationStatus, FlowApplicationType, IdentityTypeCode } from '../../db/schema/index'
import {
  FORM_IMAGES_MAX,
  EnrolmentProofForm,
  LeaveForm,
  ReimbursementForm,
  RoomBookingForm,
  type FormDefinition,
  type FormFieldDefinition,
  type HandleAction,
} from '@contract/workflow'
import { badRequest } from '../common/api-error'

/** A step of a form type: candidate handlers by username (the initiator is never their own handler). */
export interface StepDefinition {
  name: string
  handlers: string[]
}

interface TypeDefinition {
  name: string
  prefix: string
  schema: TObject
  fields: FormFieldDefinition[]
  steps: (identity: IdentityTypeCode) => StepDefinition[]
  summary: (form: Record<string, unknown>) => string
  check: (form: Record<string, unknown>) => string | null
}

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

export const TYPES: Record<FlowApplicationType, TypeDefinition> = {
  leave: {
    name: '请假申请',
    prefix: 'QJ',
    schema: LeaveForm,
    fields: [
      { name: 'leaveType', label: '请假类型', kind: 'select', required: true, options: ['事假', '病假', '公假', '其他'] },
      { name: 'startTime', label: '开始时间', kind: 'datetime', required: true },
      { name: 'endTime', label: '结束时间', kind: 'datetime', required: true },
      { name: 'reason', label: '请假事由', kind: 'textarea', required: true, maxLength: 140 },
      { name: 'destination', label: '外出地点', kind: 'text', required: false, maxLength: 50 },
      { name: 'contactPhone', label: '联系电话', kind: 'mobile', required: false },
      { name: 'proof', label: '病假证明', kind: 'images', required: false, maxCount: FORM_IMAGES_MAX },
    ],
    steps: (identity) =>
      identity === 'student'
        ? [
            { name: '辅导员审批', handlers: ['t1001', 't1002'] },
            { name: '学院领导审批', handlers: ['t1002'] },
          ]
        : [{ name: '部门负责人审批', handlers: ['t1002', 'admin'] }],
    summary: (form) => `${String(form.leaveType ?? '')} · ${fmt(form.startTime)} 至 ${fmt(form.endTime)}`,
    check: (form) => (new Date(String(form.endTime)) <= new Date(String(form.startTime)) ? '结束时间须晚于开始时间' : null),
  },
  reimbursement: {
    name: '报销申请',
    prefix: 'BX',
    schema: ReimbursementForm,
    fields: [
      { name: 'category', label: '报销类别', kind: 'select', required: true, options: ['差旅费', '办公用品', '会议费', '其他'] },
      { name: 'amount', label: '报销金额（元）', kind: 'amount', required: true },
      { name: 'occurredOn', label: '发生日期', kind: 'date', required: true },
      { name: 'invoiceCount', label: '发票张数', kind: 'integer', required: true },
      { name: 'description', label: '报销说明', kind: 'textarea', required: true, maxLength: 140 },
      { name: 'invoices', label: '发票', kind: 'images', required: false, maxCount: FORM_IMAGES_MAX },
    ],
    steps: () => [
      { name: '部门审核', handlers: ['t1001'] },
      { name: '财务审核', handlers: ['admin'] },
    ],
    summary: (form) => `${String(form.category ?? '')} · ¥${Number(form.amount ?? 0).toFixed(2)}`,
    check: (form) => (Math.round(Number(form.amount) * 100) !== Number(form.amount) * 100 ? '金额最多两位小数' : null),
  },
  roomBooking: {
    name: '会议室预约',
    prefix: 'HY',
    schema: RoomBookingForm,
    fields: [
      {
        name: 'room',
        label: '会议室',
        kind: 'select',
        required: true,
        options: ['行政楼 301', '图书馆 研讨室A', '图书馆 研讨室B', '教学楼 B201'],
      },
      { name: 'date', label: '日期', kind: 'date', required: true },
      { name: 'startTime', label: '开始时间', kind: 'time', required: true },
      { name: 'endTime', label: '结束时间', kind: 'time', required: true },
      { name: 'attendees', label: '参会人数', kind: 'integer', required: true },
      { name: 'purpose', label: '用途', kind: 'textarea', required: true, maxLength: 140 },
    ],
    steps: () => [{ name: '场地管理员审批', handlers: ['t1001', 'admin'] }],
    summary: (form) =>
      `${String(form.room ?? '')} · ${String(form.date ?? '')} ${String(form.startTime ?? '')}-${String(form.endTime ?? '')}`,
    check: (form) => (String(form.endTime) <= String(form.startTime) ? '结束时间须晚于开始时间' : null),
  },
  enrolmentProof: {
    name: '在读证明',
    prefix: 'ZD',
    schema: EnrolmentProofForm,
    fields: [
      { name: 'purpose', label: '用途', kind: 'select', required: true, options: ['出国留学', '签证办理', '实习求职', '其他'] },
      { name: 'language', label: '证明语言', kind: 'select', required: true, options: ['中文', '英文'] },
      { name: 'copies', label: '份数', kind: 'integer', required: true },
      { name: 'remark', label: '备注', kind: 'textarea', required: false, maxLength: 140 },
    ],
    steps: () => [{ name: '学院教务审核', handlers: ['t1001', 't1002'] }],
    summary: (form) => `${String(form.purpose ?? '')} · ${String(form.language ?? '')} ${String(form.copies ?? '')} 份`,
    check: () => null,
  },
}

export const APPLICATION_TYPES = Object.keys(TYPES) as FlowApplicationType[]

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

export function formDefinitions(identity: IdentityTypeCode): FormDefinition[] {
  return APPLICATION_TYPES.map((type) => ({
    type,
    name: TYPES[type].name,
    fields: TYPES[type].fields,
    steps: TYPES[type].steps(identity).map((step) => step.name),
  }))
}

const FIELD_LABELS = (type: FlowApplicationType) => new Map(TYPES[type].fields.map((field) => [field.name, field.label]))

function describe(type: FlowApplicationType, form: Record<string, unknown>, partial: boolean): string {
  const schema = partial ? Type.Partial(TYPES[type].schema) : TYPES[type].schema
  const labels = FIELD_LABELS(type)
  for (const error of Value.Errors(schema, form)) {
    const issue = error as { instancePath?: string; keyword?: string; params?: Record<string, unknown> }
    const missing = issue.params?.requiredProperties ?? issue.params?.missingProperty
    const name = Array.isArray(missing)
      ? String(missing[0])
      : typeof missing === 'string'
        ? missing
        : (issue.instancePath ?? '').replace(/^\//, '')
    const label = labels.get(name) ?? name
    if (issue.keyword === 'required') return `请填写${label}`
    if (issue.keyword === 'additionalProperties') return '表单含有未知字段'
    const images = TYPES[type].fields.find((field) => field.kind === 'images' && (name === field.name || name.startsWith(`${field.name}/`)))
    if (images && issue.keyword === 'maxItems') return `${images.label}最多 ${FORM_IMAGES_MAX} 张`
    if (images && issue.keyword === 'uniqueItems') return `${images.label}含有重复的图片`
    if (images) return `${images.label}只能是上传的图片`
    return `${label || '表单'}格式不正确`
  }
  return '表单格式不正确'
}

/** Checks a submitted form (complete) or a draft (any subset); answers 400 with the first problem in Chinese. */
export function validateForm(type: FlowApplicationType, form: Record<string, unknown>, partial: boolean): Record<string, unknown> {
  const definition = TYPES[type]
  const known = new Set(definition.fields.map((field) => field.name))
  const unknown = Object.keys(form).find((key) => !known.has(key))
  if (unknown) throw badRequest(`表单含有未知字段 ${unknown}`)
  const clean: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(form)) {
    if (value === '' || value === null || value === undefined) continue
    if (Array.isArray(value) && value.length === 0) continue
    clean[key] = typeof value === 'string' ? value.trim() : value
  }
  const schema = partial ? Type.Partial(definition.schema) : definition.schema
  if (!Value.Check(schema, clean)) throw badRequest(describe(type, clean, partial))
  if (!partial) {
    for (const key of ['startTime', 'endTime']) {
      if (type === 'leave' && Number.isNaN(new Date(String(clean[key])).getTime()))
        throw badRequest(`${FIELD_LABELS(type).get(key)}格式不正确`)
    }
    const problem = definition.check(clean)
    if (problem) throw badRequest(problem)
  }
  return clean
}

/** The images fields that hold images (label and file ids), in form order; shown as pictures, not rows. */
export function imageFields(type: FlowApplicationType, form: Record<string, unknown>): Array<{ label: string; files: string[] }> {
  return TYPES[type].fields
    .filter((field) => field.kind === 'images' && Array.isArray(form[field.name]) && (form[field.name] as unknown[]).length > 0)
    .map((field) => ({ label: field.label, files: (form[field.name] as unknown[]).map(String) }))
}

/** Display rows (label, value) in form order; images fields are left to imageFields. */
export function displayFields(type: FlowApplicationType, form: Record<string, unknown>): Array<{ label: string; value: string }> {
  return TYPES[type].fields
    .filter((field) => field.kind !== 'images' && form[field.name] !== undefined && form[field.name] !== '')
    .map((field) => {
      const value = form[field.name]
      let text = String(value)
      if (field.kind === 'datetime') text = fmt(value, true)
      if (field.kind === 'amount') text = `¥${Number(value).toFixed(2)}`
      return { label: field.label, value: text }
    })
}

export function summaryOf(type: FlowApplicationType, form: Record<string, unknown>, status: FlowApplicationStatus): string {
  if (status === 'draft')
    return `草稿 · 已填写 ${Object.keys(form).length}/${TYPES[type].fields.filter((field) => field.required).length} 项`
  return TYPES[type].summary(form)
}
