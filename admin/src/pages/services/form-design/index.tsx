import { useCallback, useEffect, useState } from 'react'
import { App, Button, Card, Form, Input, Space, Spin, Table, Tag } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import { useNavigate, useParams } from 'react-router-dom'
import {
  FORM_VERSION_STATUS_LABEL,
  type ConsoleFormDesign,
  type ConsoleFormVersion,
  type FormGroupChoice,
  type FormSaveBody,
} from '@contract/admin-forms'
import type { ChainStep } from '@contract/form-chain-rules'
import { checkChain } from '@contract/form-chain-rules'
import { checkFieldDefinitions, type FormFieldDefinition } from '@contract/form-field-rules'
import { formsApi } from '../../../api/forms'
import { PersonPicker } from '../../people/person-picker'
import { ChainSteps, searchPeople } from './chain-steps'
import { FieldRows } from './field-rows'
import { VersionView } from './version-view'

/** A step as the form edits it: the assignee's kind and its settings side by side. */
interface StepRow {
  name: string
  kind: ChainStep['assignee']['kind']
  role?: 'counsellor' | 'admin'
  usernames?: string[]
  groupCode?: string
  mode: 'any' | 'all'
  overdueHours?: number | null
}
interface Values {
  prefix: string
  summary?: string
  fields: FormFieldDefinition[]
  steps: StepRow[]
  copyTo: string[]
}

const rowOf = (step: ChainStep): StepRow => ({
  name: step.name,
  kind: step.assignee.kind,
  role: step.assignee.kind === 'orgRole' ? step.assignee.role : undefined,
  usernames: step.assignee.kind === 'person' ? step.assignee.usernames : undefined,
  groupCode: step.assignee.kind === 'group' ? step.assignee.groupCode : undefined,
  mode: step.mode,
  overdueHours: step.overdueHours,
})

function stepOf(row: StepRow, kept?: ChainStep): ChainStep {
  const assignee: ChainStep['assignee'] =
    row.kind === 'orgRole'
      ? { kind: 'orgRole', role: row.role ?? 'counsellor' }
      : row.kind === 'group'
        ? { kind: 'group', groupCode: row.groupCode ?? '' }
        : { kind: 'person', usernames: row.usernames ?? [] }
  return {
    name: row.name.trim(),
    assignee,
    mode: row.mode,
    ...(row.overdueHours ? { overdueHours: row.overdueHours } : {}),
    ...(kept?.identities ? { identities: kept.identities } : {}),
  }
}

/** Drops the settings a field's kind does not use (switching kinds leaves them in the form). */
function cleanField(field: FormFieldDefinition): FormFieldDefinition {
  const keep: FormFieldDefinition = {
    name: field.name.trim(),
    label: field.label.trim(),
    kind: field.kind,
    required: Boolean(field.required),
  }
  if ((field.kind === 'select' || field.kind === 'multiselect') && field.options)
    keep.options = field.options.map((o) => o.trim()).filter(Boolean)
  if ((field.kind === 'text' || field.kind === 'textarea') && field.maxLength) keep.maxLength = field.maxLength
  if ((field.kind === 'images' || field.kind === 'attachments') && field.maxCount) keep.maxCount = field.maxCount
  if (field.kind === 'integer' && typeof field.min === 'number') keep.min = field.min
  if (field.kind === 'integer' && typeof field.max === 'number') keep.max = field.max
  if (field.after) keep.after = field.after
  return keep
}

const START: Values = {
  prefix: '',
  summary: '',
  fields: [{ name: 'field1', label: '', kind: 'text', required: true }],
  steps: [{ name: '', kind: 'person', mode: 'any', usernames: [] }],
  copyTo: [],
}

/** 表单设计 of a form-flow service: fields, 审批流程, 保存草稿, 发布 (a new version; running applications keep theirs), history. */
export default function FormDesignPage() {
  const { id } = useParams()
  const serviceId = Number(id)
  const navigate = useNavigate()
  const { message, modal } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [design, setDesign] = useState<ConsoleFormDesign>()
  const [groups, setGroups] = useState<FormGroupChoice[]>([])
  const [viewing, setViewing] = useState<ConsoleFormVersion | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<string>()

  const show = useCallback(
    (loaded: ConsoleFormDesign) => {
      setDesign(loaded)
      // A draft is edited; without one, the latest published version is the start of the next.
      const base = loaded.versions[0]
      form.setFieldsValue(
        base
          ? {
              prefix: loaded.prefix,
              summary: base.summary,
              fields: base.fields,
              steps: base.chain.steps.map(rowOf),
              copyTo: base.chain.copyTo,
            }
          : { ...START, prefix: loaded.prefix },
      )
    },
    [form],
  )
  useEffect(() => {
    formsApi.serviceFormDesign({ serviceId }).then(show, (error: Error) => setFailed(error.message))
    void formsApi.serviceFormGroups().then(setGroups)
  }, [serviceId, show])

  /** The body, or a Chinese reason (the contract's own rules, as the server applies them). */
  const bodyOf = async (): Promise<FormSaveBody | undefined> => {
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return undefined
    const kept = design?.versions[0]?.chain.steps ?? []
    const body: FormSaveBody = {
      serviceId,
      prefix: values.prefix.trim().toUpperCase(),
      fields: values.fields.map(cleanField),
      chain: { steps: values.steps.map((row, index) => stepOf(row, kept[index])), copyTo: values.copyTo ?? [] },
      summary: (values.summary ?? '').trim(),
    }
    const problem = checkFieldDefinitions(body.fields) ?? checkChain(body.chain)
    if (problem) {
      message.error(problem)
      return undefined
    }
    return body
  }

  const save = async (publish: boolean) => {
    const body = await bodyOf()
    if (!body) return
    setBusy(true)
    try {
      let saved = await formsApi.serviceFormSave(body)
      if (publish) saved = await formsApi.serviceFormPublish({ serviceId })
      show(saved)
      message.success(publish ? `已发布 v${saved.versions[0]?.version}` : '草稿已保存')
    } catch (error) {
      message.error((error as Error).message)
    }
    setBusy(false)
  }

  if (failed)
    return (
      <PageContainer title="表单设计">
        <Card>{failed}</Card>
      </PageContainer>
    )
  if (!design) return <Spin style={{ display: 'block', margin: '80px auto' }} />
  const draft = design.versions.find((version) => version.status === 'draft')
  const nextVersion = draft?.version ?? (design.versions[0]?.version ?? 0) + 1
  return (
    <PageContainer
      title={`表单设计 · ${design.serviceName}`}
      subTitle={`表单类型 ${design.code}`}
      extra={[
        <Button key="back" onClick={() => navigate(`/services/${serviceId}`)}>
          返回服务
        </Button>,
        <Button key="draft" loading={busy} onClick={() => void save(false)}>
          保存草稿
        </Button>,
        <Button
          key="publish"
          type="primary"
          loading={busy}
          onClick={() =>
            modal.confirm({
              title: `发布 v${nextVersion}？`,
              content: '发布后新的申请使用这一版本；审批中的申请仍按它开始时的版本办完。',
              okText: '发布',
              cancelText: '取消',
              onOk: () => save(true),
            })
          }
        >
          发布
        </Button>,
      ]}
    >
      <Form<Values> form={form} layout="vertical" initialValues={START}>
        <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 1100 }}>
          <Card title="版本">
            <Table<ConsoleFormVersion>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={design.versions}
              locale={{ emptyText: '尚未保存过，填写下面的字段和审批流程后保存草稿' }}
              columns={[
                { title: '版本', render: (_, row) => `v${row.version}` },
                {
                  title: '状态',
                  render: (_, row) => (
                    <Tag color={row.status === 'draft' ? 'orange' : 'green'}>{FORM_VERSION_STATUS_LABEL[row.status]}</Tag>
                  ),
                },
                { title: '发布人', render: (_, row) => row.publishedBy ?? '—' },
                { title: '发布时间', render: (_, row) => (row.publishedAt ? new Date(row.publishedAt).toLocaleString('zh-CN') : '—') },
                { title: '审批中', dataIndex: 'inFlight' },
                {
                  title: '操作',
                  render: (_, row) => (
                    <Button type="link" onClick={() => setViewing(row)}>
                      查看
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
          <Card title="基本">
            <Space wrap align="start">
              <Form.Item
                name="prefix"
                label="编号前缀"
                rules={[{ required: true, pattern: /^[A-Za-z]{2,4}$/, message: '2–4 个字母，如 CD' }]}
              >
                <Input style={{ width: 120 }} placeholder="CD" />
              </Form.Item>
              <Form.Item name="summary" label="列表摘要" extra="用 {字段标识} 引用填写内容；不填则显示前两项" rules={[{ max: 100 }]}>
                <Input style={{ width: 360 }} placeholder="{field1} · {field2}" />
              </Form.Item>
            </Space>
          </Card>
          <Card title="表单字段">
            <FieldRows />
          </Card>
          <Card title="审批流程">
            <ChainSteps groups={groups} />
            <Form.Item name="copyTo" label="抄送（审批通过后）" style={{ marginTop: 16 }}>
              <PersonPicker multiple search={searchPeople} />
            </Form.Item>
          </Card>
        </Space>
      </Form>
      <VersionView version={viewing} onClose={() => setViewing(null)} />
    </PageContainer>
  )
}
