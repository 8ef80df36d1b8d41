import {
  draftFields,
  missingUpload,
  savedFiles,
  toFormValues,
  toServerForm,
  uploadValues,
  type FormDefinition,
} from '@/features/tasks/draft-form'
import { DEFAULT_PORTAL_ZONE, setPortalZone } from '@/lib/portal-time'

const leave: FormDefinition = {
  type: 'leave',
  name: '请假申请',
  steps: ['辅导员审批'],
  version: 1,
  fields: [
    { name: 'leaveType', label: '请假类型', kind: 'select', required: true, options: ['事假', '病假', '公假', '其他'] },
    { name: 'startTime', label: '开始时间', kind: 'datetime', required: true },
    { name: 'reason', label: '请假事由', kind: 'textarea', required: true, maxLength: 140 },
    { name: 'contactPhone', label: '联系电话', kind: 'mobile', required: false },
  ],
}
const room: FormDefinition = {
  type: 'roomBooking',
  name: '会议室预约',
  steps: [],
  version: 1,
  fields: [
    { name: 'startTime', label: '开始时间', kind: 'time', required: true },
    { name: 'attendees', label: '参会人数', kind: 'integer', required: true },
  ],
}

beforeEach(() => setPortalZone(DEFAULT_PORTAL_ZONE))

describe('draft form', () => {
  it('turns the server field list into form fields with Chinese rules', () => {
    const fields = draftFields(leave)
    expect(fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['leaveType', 'picker', true],
      ['startTime', 'date', true],
      ['reason', 'textarea', true],
      ['contactPhone', 'tel', false],
    ])
    expect(fields[0].options?.map((o) => o.value)).toEqual(['事假', '病假', '公假', '其他'])
    expect(fields[1].dateType).toBe('datetime')
    const phone = fields[3].rules![0]
    expect([phone.validator('13800000001', {}), phone.validator('12345', {}), phone.message]).toEqual([
      true,
      false,
      '请输入正确的 11 位手机号',
    ])
  })

  it('fills the saved values in, times as the portal wall clock, and sends them back as instants', () => {
    const saved = { leaveType: '公假', startTime: '2026-12-01T00:30:00.000Z', reason: '参加竞赛' }
    const values = toFormValues(leave, saved)
    expect(values).toEqual({ leaveType: '公假', startTime: '2026-12-01 08:30', reason: '参加竞赛' })
    expect(toServerForm(leave, { ...values, reason: ' 参加区域赛 ', contactPhone: '' })).toEqual({
      leaveType: '公假',
      startTime: '2026-12-01T00:30:00.000Z',
      reason: '参加区域赛',
    })
  })

  it('offers half-hour slots for time fields, keeps an off-grid saved time, and sends numbers as numbers', () => {
    const [time] = draftFields(room, { startTime: '14:15' })
    expect(time.options?.some((o) => o.value === '14:15')).toBe(true)
    expect(time.options?.[0].value).toBe('00:00')
    expect(toServerForm(room, toFormValues(room, { startTime: '14:00', attendees: 6 }))).toEqual({ startTime: '14:00', attendees: 6 })
  })

  it('leaves images fields out of the inputs (the page shows an album) and sends their file ids as they are', () => {
    const withProof: FormDefinition = {
      ...leave,
      fields: [...leave.fields, { name: 'proof', label: '病假证明', kind: 'images', required: false, maxCount: 9 }],
    }
    expect(draftFields(withProof).map((f) => f.name)).not.toContain('proof')
    const ids = ['0b6f0a52-1b8e-4f57-9a53-3f4f7f0c2d11']
    expect(toServerForm(withProof, { reason: ' 发烧 ', proof: ids })).toEqual({ reason: '发烧', proof: ids })
  })

  it("renders the designed kinds with the server's checks: multiple choice, date range, email, ID card, person, after", () => {
    const venue: FormDefinition = {
      type: 'venueBooking',
      name: '场地借用',
      steps: ['辅导员审核'],
      version: 2,
      fields: [
        { name: 'tags', label: '类别', kind: 'multiselect', required: true, options: ['A', 'B'] },
        { name: 'days', label: '借用日期', kind: 'daterange', required: true },
        { name: 'email', label: '邮箱', kind: 'email', required: false },
        { name: 'idNo', label: '身份证号', kind: 'idcard', required: false },
        { name: 'who', label: '联系人', kind: 'person', required: false },
        { name: 'from', label: '开始', kind: 'time', required: true },
        { name: 'to', label: '结束', kind: 'time', required: true, after: 'from' },
        { name: 'files', label: '附件', kind: 'attachments', required: false },
      ],
    }
    const fields = draftFields(venue)
    expect(fields.map((f) => [f.name, f.type])).toEqual([
      ['tags', 'checks'],
      ['days', 'daterange'],
      ['email', 'text'],
      ['idNo', 'text'],
      ['who', 'custom'],
      ['from', 'picker'],
      ['to', 'picker'],
    ])
    const rule = (name: string) => fields.find((f) => f.name === name)!.rules![0]!
    expect(rule('days').validator(['2026-12-02', '2026-12-01'], {})).toBe(false)
    expect(rule('days').validator(['2026-12-01', '2026-12-02'], {})).toBe(true)
    expect(rule('days').validator(['2026-12-01', ''], {})).toBe(false)
    expect(rule('email').validator('a@b', {})).toBe(false)
    expect(rule('email').validator('li.ming@sfdx.edu.cn', {})).toBe(true)
    expect(rule('idNo').validator('11010519491231002X', {})).toBe(true)
    expect(rule('idNo').validator('110105194912310021', {})).toBe(false)
    expect(rule('who').validator('t1001', {})).toBe(true)
    expect(rule('who').validator('no such person!', {})).toBe(false)
    expect(fields.find((f) => f.name === 'who')!.render).toBeInstanceOf(Function)
    expect(rule('to').validator('09:00', { from: '10:00' })).toBe(false)
    expect(rule('to').message).toBe('结束须晚于开始')
    expect(toServerForm(venue, { tags: ['A'], days: ['2026-12-01', '2026-12-02'] })).toEqual({
      tags: ['A'],
      days: ['2026-12-01', '2026-12-02'],
    })
  })

  it('leaves attachments fields out of the inputs, sends their file ids, restores a draft’s files and enforces required ones', () => {
    const papers: FormDefinition = {
      ...leave,
      fields: [
        ...leave.fields,
        { name: 'proof', label: '病假证明', kind: 'images', required: false, maxCount: 9 },
        { name: 'papers', label: '申请材料', kind: 'attachments', required: true, maxCount: 3 },
      ],
    }
    expect(draftFields(papers).map((f) => f.name)).toEqual(['leaveType', 'startTime', 'reason', 'contactPhone'])
    const plan = { id: '0b6f0a52-1b8e-4f57-9a53-3f4f7f0c2d11', fileName: '活动方案.pdf', kind: 'document', byteSize: 20480 }
    const map = { id: '1c7f0a52-1b8e-4f57-9a53-3f4f7f0c2d22', fileName: '场地图.png', kind: 'image', byteSize: 1024 }
    const files = savedFiles({ attachmentFields: [{ name: 'papers', label: '申请材料', files: [plan, map] }] })
    expect(files).toEqual({ papers: [plan, map] })
    const uploads = uploadValues({ proof: ['2d8f0a52-1b8e-4f57-9a53-3f4f7f0c2d33'] }, files)
    expect(uploads).toEqual({ proof: ['2d8f0a52-1b8e-4f57-9a53-3f4f7f0c2d33'], papers: [plan.id, map.id] })
    expect(toServerForm(papers, { reason: '材料', ...uploads })).toEqual({ reason: '材料', ...uploads })
    expect(missingUpload(papers, uploads)).toBeNull()
    expect(missingUpload(papers, uploadValues({}, { papers: [] }))).toBe('请添加申请材料')
    expect(missingUpload(papers, {})).toBe('请添加申请材料')
  })
})
