import { useCallback, useEffect, useState } from 'react'
import { App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd'
import type { AppVersionAddBody, ConsoleAppVersion, ConsoleDiversion, DiversionSaveBody } from '@contract/admin-config'
import { APP_PLATFORMS, appVersionProblem, diversionProblem, linkProblem, TERMINALS } from '@contract/config-rules'
import { releaseApi } from '../../api/config'
import { ruleOf } from '../../components/rule'

const terminalOptions = Object.entries(TERMINALS).map(([value, label]) => ({ value: Number(value), label }))
const platformOptions = Object.entries(APP_PLATFORMS).map(([value, label]) => ({ value, label }))

/** 分流 (where the home sends everyone, or one account, on a terminal) and 应用版本 (releases per platform). */
export default function ReleasesPage() {
  const { message } = App.useApp()
  const [diversions, setDiversions] = useState<ConsoleDiversion[]>([])
  const [versions, setVersions] = useState<ConsoleAppVersion[]>([])
  const [loading, setLoading] = useState(false)
  const [diversion, setDiversion] = useState<ConsoleDiversion | 'new'>()
  const [adding, setAdding] = useState(false)
  const [diversionForm] = Form.useForm<DiversionSaveBody>()
  const [versionForm] = Form.useForm<AppVersionAddBody>()

  const load = useCallback(() => {
    setLoading(true)
    Promise.all([releaseApi.diversionList(), releaseApi.appVersionList()])
      .then(([diversionRows, versionRows]) => {
        setDiversions(diversionRows)
        setVersions(versionRows)
      })
      .catch((error: Error) => message.error(error.message))
      .finally(() => setLoading(false))
  }, [message])
  useEffect(load, [load])

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call()
      message.success(done)
      load()
      return true
    } catch (error) {
      message.error((error as Error).message)
      return false
    }
  }

  const saveDiversion = async () => {
    const values = await diversionForm.validateFields().catch(() => undefined)
    if (!values) return
    const problem = diversionProblem(values)
    if (problem) return void message.error(problem)
    const body = diversion === 'new' || !diversion ? values : { ...values, id: diversion.id }
    if (await act(() => releaseApi.diversionSave(body), '已保存')) setDiversion(undefined)
  }

  const addVersion = async () => {
    const values = await versionForm.validateFields().catch(() => undefined)
    if (!values) return
    const newest = versions.find((row) => row.platform === values.platform)?.versionCode
    const problem = appVersionProblem(values, newest)
    if (problem) return void message.error(problem)
    if (await act(() => releaseApi.appVersionAdd(values), '已发布')) setAdding(false)
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title="分流"
        extra={
          <Button type="primary" onClick={() => setDiversion('new')}>
            新建分流
          </Button>
        }
      >
        <Table<ConsoleDiversion>
          rowKey="id"
          loading={loading}
          dataSource={diversions}
          pagination={false}
          columns={[
            { title: '终端', dataIndex: 'terminal', width: 110, render: (terminal: number) => TERMINALS[terminal] ?? terminal },
            {
              title: '对象',
              width: 180,
              render: (_, row) => (row.username ? `${row.userName}（${row.username}）` : <Tag color="blue">所有人</Tag>),
            },
            { title: '标题', dataIndex: 'title', width: 160 },
            { title: '地址', dataIndex: 'url', ellipsis: true },
            { title: '排序', dataIndex: 'sort', width: 70 },
            {
              title: '操作',
              width: 120,
              render: (_, row) => (
                <Space style={{ whiteSpace: 'nowrap' }}>
                  <a onClick={() => setDiversion(row)}>编辑</a>
                  <Popconfirm title="删除这条分流？" onConfirm={() => act(() => releaseApi.diversionDelete({ id: row.id }), '已删除')}>
                    <a>删除</a>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card
        title="应用版本"
        extra={
          <Button type="primary" onClick={() => setAdding(true)}>
            发布新版本
          </Button>
        }
      >
        <Table<ConsoleAppVersion>
          rowKey="id"
          loading={loading}
          dataSource={versions}
          pagination={false}
          columns={[
            {
              title: '平台',
              dataIndex: 'platform',
              width: 90,
              render: (platform: keyof typeof APP_PLATFORMS) => APP_PLATFORMS[platform] ?? platform,
            },
            { title: '版本', dataIndex: 'version', width: 90 },
            { title: '内部版本号', dataIndex: 'versionCode', width: 110 },
            {
              title: '强制更新',
              dataIndex: 'forceUpdate',
              width: 90,
              render: (force: boolean) => (force ? <Tag color="red">是</Tag> : '否'),
            },
            { title: '更新说明', dataIndex: 'releaseNotes', ellipsis: true },
            { title: '发布时间', dataIndex: 'releasedAt', width: 170, render: (at: string) => new Date(at).toLocaleString('zh-CN') },
          ]}
        />
      </Card>
      <Modal
        open={diversion !== undefined}
        title={diversion === 'new' ? '新建分流' : '编辑分流'}
        okText="保存"
        destroyOnClose
        onCancel={() => setDiversion(undefined)}
        onOk={saveDiversion}
      >
        <Form
          form={diversionForm}
          layout="vertical"
          preserve={false}
          initialValues={
            diversion && diversion !== 'new'
              ? { ...diversion, username: diversion.username ?? '' }
              : { terminal: 6, sort: 1, username: '', title: '', url: '' }
          }
        >
          <Form.Item name="terminal" label="终端" rules={[{ required: true, message: '请选择终端' }]}>
            <Select options={terminalOptions} />
          </Form.Item>
          <Form.Item name="username" label="账号" extra="留空：所有人">
            <Input placeholder="登录名，如 t1001" />
          </Form.Item>
          <Form.Item
            name="title"
            label="标题"
            rules={[
              { required: true, whitespace: true, message: '请填写分流标题' },
              { max: 30, message: '分流标题不能超过 30 个字' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="url"
            label="地址"
            rules={[
              { required: true, message: '请填写分流地址' },
              ruleOf((value: string) => (value ? linkProblem(value, '分流地址') : null)),
            ]}
          >
            <Input placeholder="https:// 或 /pages/…" />
          </Form.Item>
          <Form.Item
            name="sort"
            label="排序"
            rules={[{ required: true, type: 'integer', min: 1, max: 99, message: '排序须为 1–99 的整数' }]}
          >
            <InputNumber min={1} max={99} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={adding} title="发布新版本" okText="发布" destroyOnClose onCancel={() => setAdding(false)} onOk={addVersion}>
        <Form form={versionForm} layout="vertical" preserve={false} initialValues={{ platform: 'android', forceUpdate: false }}>
          <Form.Item name="platform" label="平台" rules={[{ required: true, message: '请选择平台' }]}>
            <Select options={platformOptions} />
          </Form.Item>
          <Form.Item
            name="version"
            label="版本号"
            rules={[{ required: true, pattern: /^\d{1,4}(\.\d{1,4}){1,3}$/, message: '版本号格式如 2.6.1' }]}
          >
            <Input placeholder="2.6.1" />
          </Form.Item>
          <Form.Item
            name="versionCode"
            label="内部版本号"
            rules={[{ required: true, type: 'integer', min: 1, message: '内部版本号须为正整数' }]}
          >
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Form.Item name="forceUpdate" label="强制更新" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="downloadUrl" label="下载地址" rules={[{ required: true, message: '请填写下载地址' }]}>
            <Input placeholder="https://…、/… 或 itms-apps://…" />
          </Form.Item>
          <Form.Item
            name="releaseNotes"
            label="更新说明"
            rules={[
              { required: true, whitespace: true, message: '请填写更新说明' },
              { max: 500, message: '更新说明不能超过 500 字' },
            ]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  )
}
