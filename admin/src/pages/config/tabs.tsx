import { useCallback, useEffect, useMemo, useState } from 'react'
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Space, Switch, Table, Tag, Typography } from 'antd'
import type { ConsoleTab, ConsoleTheme, TabFields } from '@contract/admin-config'
import type { IdentityTypeCode } from '@contract/common'
import { IDENTITY_CODES } from '@contract/constants'
import { httpUrlProblem, IDENTITY_LABELS, imageUrlProblem, tabConfigProblem, tabNameProblem } from '@contract/config-rules'
import { ApiError } from '../../api/client'
import { configApi } from '../../api/config'
import { ConfigVersions } from '../../components/config-versions'
import { ImagePicker } from '../../components/image-picker'
import { ruleOf } from '../../components/rule'
import { TabBarPreview } from './tab-bar-preview'
import { themeInForce } from './theme-status'

/** The form's shape: one name field per identity ('' for none) instead of the list the server keeps. */
type TabForm = Omit<TabFields, 'differentNames'> & { names: Record<IdentityTypeCode, string> }

export const TAB_FIELD_LABELS: Record<string, string> = {
  tabName: '名称',
  showTab: '启用配置',
  normalSelectPic: '选中图标',
  normalUnselectPic: '普通图标',
  otherSelectPic: '其他选中图标',
  otherUnselectPic: '其他普通图标',
  showDifferentName: '按身份显示不同名称',
  sort: '排序',
  externalUrl: '外部链接',
  differentNames: '各身份名称',
}

/** The form's values for a tab. */
const formOf = (tab: ConsoleTab): TabForm => ({
  ...tab,
  names: Object.fromEntries(
    IDENTITY_CODES.map((code) => [code, tab.differentNames.find((entry) => entry.code === code)?.tabName ?? '']),
  ) as TabForm['names'],
})

const toFields = ({ names, ...form }: TabForm): TabFields => ({
  ...form,
  externalUrl: form.externalUrl ?? '',
  differentNames: IDENTITY_CODES.filter((code) => names[code]?.trim()).map((code) => ({ code, tabName: names[code] })),
})

/** 标签栏: each tab's names (per identity), icons, order, whether its configuration is shown, external address; a preview. */
export default function TabsPage() {
  const { message, modal } = App.useApp()
  const [tabs, setTabs] = useState<ConsoleTab[]>([])
  const [themes, setThemes] = useState<ConsoleTheme[]>([])
  const [loading, setLoading] = useState(false)
  const [identity, setIdentity] = useState<IdentityTypeCode>('student')
  const [editing, setEditing] = useState<ConsoleTab>()
  const [history, setHistory] = useState<ConsoleTab>()
  const [form] = Form.useForm<TabForm>()
  const draft = Form.useWatch([], form) as TabForm | undefined

  const load = useCallback(() => {
    setLoading(true)
    Promise.all([configApi.tabList(), configApi.themeList()])
      .then(([tabRows, themeRows]) => {
        setTabs(tabRows)
        setThemes(themeRows)
      })
      .catch((error: Error) => message.error(error.message))
      .finally(() => setLoading(false))
  }, [message])
  useEffect(load, [load])

  const theme = useMemo(() => themeInForce(themes), [themes])
  const icons = useMemo(
    () => tabs.flatMap((tab) => [tab.normalUnselectPic, tab.normalSelectPic, tab.otherUnselectPic, tab.otherSelectPic]),
    [tabs],
  )
  // While editing, the preview shows the draft in place of the saved tab.
  const previewTabs = useMemo(
    () =>
      editing && draft?.names ? tabs.map((tab) => (tab.id === editing.id ? { ...tab, ...toFields({ ...tab, ...draft }) } : tab)) : tabs,
    [tabs, editing, draft],
  )

  const save = async () => {
    if (!editing) return
    // The form shows its own errors; nothing is sent then.
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    const fields = toFields({ ...editing, ...values })
    const problem = tabConfigProblem(fields)
    if (problem) return void message.error(problem)
    try {
      await configApi.tabSave({ id: editing.id, version: editing.version, ...fields })
      message.success('已保存，门户已更新')
      setEditing(undefined)
      load()
    } catch (error) {
      // Someone saved it meanwhile: the newer copy is loaded and edited again.
      if (error instanceof ApiError && error.status === 409) {
        modal.confirm({
          title: error.message,
          okText: '重新加载',
          cancelText: '取消',
          onOk: () => {
            setEditing(undefined)
            load()
          },
        })
      } else message.error((error as Error).message)
    }
  }

  const names = (tab: ConsoleTab) =>
    tab.showDifferentName && tab.differentNames.length > 0 ? (
      <Space size={[0, 4]} wrap>
        {tab.differentNames.map((entry) => (
          <Tag key={entry.code}>{`${IDENTITY_LABELS[entry.code]}：${entry.tabName}`}</Tag>
        ))}
      </Space>
    ) : (
      '—'
    )

  return (
    <Row gutter={24} wrap={false}>
      <Col flex="auto">
        {editing ? (
          <Card
            title={`编辑标签「${editing.tabName}」`}
            extra={
              <Space>
                <Button onClick={() => setEditing(undefined)}>取消</Button>
                <Button type="primary" onClick={save}>
                  保存
                </Button>
              </Space>
            }
          >
            <Form form={form} key={editing.id} initialValues={formOf(editing)} labelCol={{ span: 6 }}>
              <Form.Item name="tabName" label="名称" rules={[ruleOf((value: string) => tabNameProblem(value ?? ''))]}>
                <Input />
              </Form.Item>
              <Form.Item name="showDifferentName" label="按身份显示不同名称" valuePropName="checked">
                <Switch />
              </Form.Item>
              {IDENTITY_CODES.map((code) => (
                <Form.Item
                  key={code}
                  name={['names', code]}
                  label={`${IDENTITY_LABELS[code]}看到的名称`}
                  rules={[ruleOf((value: string) => (value?.trim() ? tabNameProblem(value, `${IDENTITY_LABELS[code]}的名称`) : null))]}
                >
                  <Input placeholder="留空：与名称相同" />
                </Form.Item>
              ))}
              <Form.Item
                name="normalUnselectPic"
                label="普通图标"
                rules={[ruleOf((value: string) => imageUrlProblem(value ?? '', '普通图标'))]}
              >
                <ImagePicker choices={icons} label="普通图标" />
              </Form.Item>
              <Form.Item
                name="normalSelectPic"
                label="选中图标"
                rules={[ruleOf((value: string) => imageUrlProblem(value ?? '', '选中图标'))]}
              >
                <ImagePicker choices={icons} label="选中图标" />
              </Form.Item>
              <Form.Item
                name="sort"
                label="排序"
                rules={[{ required: true, type: 'integer', min: 1, max: 99, message: '排序须为 1–99 的整数' }]}
              >
                <InputNumber min={1} max={99} precision={0} />
              </Form.Item>
              <Form.Item name="showTab" label="启用配置" valuePropName="checked" extra="关闭后门户使用应用自带的名称和图标">
                <Switch />
              </Form.Item>
              <Form.Item
                name="externalUrl"
                label="外部链接"
                extra="标签打开的外部网页（http/https），留空为不设置"
                rules={[ruleOf((value: string) => (value ? httpUrlProblem(value, '外部链接') : null))]}
              >
                <Input placeholder="https://" />
              </Form.Item>
            </Form>
          </Card>
        ) : (
          <Card title="标签栏">
            <Table<ConsoleTab>
              rowKey="id"
              loading={loading}
              dataSource={tabs}
              pagination={false}
              columns={[
                // Headers stay on one line when the preview leaves the table little room (1280 px wide screens).
                { title: <span style={{ whiteSpace: 'nowrap' }}>排序</span>, dataIndex: 'sort', width: 64 },
                {
                  title: '图标',
                  width: 80,
                  render: (_, tab) => (
                    <Space size={4}>
                      <img src={tab.normalUnselectPic} width={22} height={22} alt="普通" />
                      <img src={tab.normalSelectPic} width={22} height={22} alt="选中" />
                    </Space>
                  ),
                },
                {
                  title: '名称 / 页面',
                  width: 200,
                  render: (_, tab) => (
                    <Space direction="vertical" size={0}>
                      {tab.tabName}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {tab.url}
                      </Typography.Text>
                    </Space>
                  ),
                },
                { title: '各身份名称', render: (_, tab) => names(tab) },
                {
                  title: <span style={{ whiteSpace: 'nowrap' }}>启用配置</span>,
                  dataIndex: 'showTab',
                  width: 96,
                  render: (shown: boolean) => (shown ? '是' : <Tag>否</Tag>),
                },
                {
                  title: '操作',
                  width: 140,
                  render: (_, tab) => (
                    <Space style={{ whiteSpace: 'nowrap' }}>
                      <a onClick={() => setEditing(tab)}>编辑</a>
                      <a onClick={() => setHistory(tab)}>历史版本</a>
                    </Space>
                  ),
                },
              ]}
            />
            {theme && (
              <Alert
                style={{ marginTop: 16 }}
                type="info"
                showIcon
                message={`主题「${theme.name}」生效中：门户显示主题的标签名称和图标；各身份名称仍优先。`}
              />
            )}
          </Card>
        )}
      </Col>
      <Col flex="360px">
        <Card title="预览" extra={editing ? <Tag color="orange">编辑中</Tag> : null}>
          <Radio.Group
            value={identity}
            onChange={(event) => setIdentity(event.target.value as IdentityTypeCode)}
            optionType="button"
            size="small"
            style={{ marginBottom: 12 }}
            options={IDENTITY_CODES.map((code) => ({ value: code, label: IDENTITY_LABELS[code] }))}
          />
          <TabBarPreview tabs={previewTabs} identity={identity} theme={theme} />
        </Card>
      </Col>
      {history && (
        <ConfigVersions
          kind="tab"
          objectKey={String(history.id)}
          title={history.tabName}
          current={tabs.find((tab) => tab.id === history.id)?.version ?? history.version}
          labels={TAB_FIELD_LABELS}
          onClose={() => setHistory(undefined)}
          onRestored={load}
        />
      )}
    </Row>
  )
}
