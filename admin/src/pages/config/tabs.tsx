import { useCallback, useEffect, useMemo, useState } from 'react'
import { Alert, App, Button, Card, Col, Form, Radio, Row, Space, Tag, Typography } from 'antd'
import { PageContainer, ProForm, ProFormDigit, ProFormSwitch, ProFormText, ProTable } from '@ant-design/pro-components'
import type { ConsoleTab, ConsoleTheme, TabFields } from '@contract/admin-config'
import type { IdentityTypeCode } from '@contract/common'
import { IDENTITY_CODES } from '@contract/constants'
import { httpUrlProblem, IDENTITY_LABELS, imageUrlProblem, tabConfigProblem, tabNameProblem } from '@contract/config-rules'
import { configApi } from '../../api/config'
import { ConfigVersions } from '../../components/config-versions'
import { ImagePicker } from '../../components/image-picker'
import { ruleOf } from '../../components/rule'
import { useWrite } from '../../components/use-write'
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
  const { message } = App.useApp()
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
  // A stale copy: the newer one is loaded and this edit dropped.
  const write = useWrite(
    '标签',
    useCallback(() => {
      setEditing(undefined)
      load()
    }, [load]),
  )

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
    if (await write(() => configApi.tabSave({ id: editing.id, version: editing.version, ...fields }), '已保存，门户已更新')) {
      setEditing(undefined)
      load()
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
    <PageContainer>
      <Row gutter={24} wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
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
              <ProForm<TabForm>
                form={form}
                key={editing.id}
                initialValues={formOf(editing)}
                layout="horizontal"
                labelCol={{ span: 6 }}
                submitter={false}
              >
                <ProFormText name="tabName" label="名称" rules={[ruleOf((value: string) => tabNameProblem(value ?? ''))]} />
                <ProFormSwitch name="showDifferentName" label="按身份显示不同名称" />
                {IDENTITY_CODES.map((code) => (
                  <ProFormText
                    key={code}
                    name={['names', code]}
                    label={`${IDENTITY_LABELS[code]}看到的名称`}
                    placeholder="留空：与名称相同"
                    rules={[ruleOf((value: string) => (value?.trim() ? tabNameProblem(value, `${IDENTITY_LABELS[code]}的名称`) : null))]}
                  />
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
                <ProFormDigit
                  name="sort"
                  label="排序"
                  min={1}
                  max={99}
                  fieldProps={{ precision: 0 }}
                  rules={[{ required: true, type: 'integer', min: 1, max: 99, message: '排序须为 1–99 的整数' }]}
                />
                <ProFormSwitch name="showTab" label="启用配置" extra="关闭后门户使用应用自带的名称和图标" />
                <ProFormText
                  name="externalUrl"
                  label="外部链接"
                  placeholder="https://"
                  extra="标签打开的外部网页（http/https），留空为不设置"
                  rules={[ruleOf((value: string) => (value ? httpUrlProblem(value, '外部链接') : null))]}
                />
              </ProForm>
            </Card>
          ) : (
            <ProTable<ConsoleTab>
              rowKey="id"
              headerTitle="标签栏"
              loading={loading}
              dataSource={tabs}
              search={false}
              pagination={false}
              options={{ reload: load, density: false, setting: false }}
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
                  render: (_, tab) => (tab.showTab ? '是' : <Tag>否</Tag>),
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
              footer={
                theme
                  ? () => (
                      <Alert
                        type="info"
                        showIcon
                        message={`主题「${theme.name}」生效中：门户显示主题的标签名称和图标；各身份名称仍优先。`}
                      />
                    )
                  : undefined
              }
            />
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
    </PageContainer>
  )
}
