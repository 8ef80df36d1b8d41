import { useCallback, useEffect, useState } from 'react'
import { App, Button, Card, Form, Input, Modal, Space, Switch, Table } from 'antd'
import type { ColumnSaveBody, ConsoleColumn } from '@contract/admin-cms'
import { consoleApi } from '../api/console'

/** 栏目: create, rename, show/hide, order (上移/下移); the portal follows at once. */
export default function Columns() {
  const { message } = App.useApp()
  const [rows, setRows] = useState<ConsoleColumn[]>([])
  const [loading, setLoading] = useState(false)
  const [editing, setEditing] = useState<ConsoleColumn | 'new'>()
  const [form] = Form.useForm<ColumnSaveBody>()

  const load = useCallback(() => {
    setLoading(true)
    consoleApi
      .columnList()
      .then(setRows)
      .catch((error: Error) => message.error(error.message))
      .finally(() => setLoading(false))
  }, [message])
  useEffect(load, [load])

  const save = async (body: ColumnSaveBody, done = '已保存') => {
    try {
      await consoleApi.columnSave(body)
      message.success(done)
      load()
      return true
    } catch (error) {
      message.error((error as Error).message)
      return false
    }
  }
  const move = async (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id)
    ;[ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!]
    try {
      setRows(await consoleApi.columnOrder({ ids }))
      message.success('已保存排序')
    } catch (error) {
      message.error((error as Error).message)
    }
  }
  const open = (row: ConsoleColumn | 'new') => {
    setEditing(row)
    form.setFieldsValue(row === 'new' ? { name: '', columnCode: '' } : { name: row.name })
  }

  return (
    <Card
      title="栏目"
      extra={
        <Button type="primary" onClick={() => open('new')}>
          新建栏目
        </Button>
      }
    >
      <Table<ConsoleColumn>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: '顺序', width: 70, render: (_, __, index) => index + 1 },
          { title: '栏目名称', dataIndex: 'name' },
          { title: '栏目代码', dataIndex: 'columnCode', width: 180 },
          { title: '资讯数', dataIndex: 'articleCount', width: 90 },
          {
            title: '门户显示',
            dataIndex: 'enabled',
            width: 100,
            render: (enabled: boolean, row) => (
              <Switch
                checked={enabled}
                checkedChildren="显示"
                unCheckedChildren="隐藏"
                onChange={(checked) => void save({ id: row.id, name: row.name, enabled: checked }, checked ? '已显示' : '已隐藏')}
              />
            ),
          },
          {
            title: '操作',
            width: 200,
            render: (_, row, index) => (
              <Space>
                <a onClick={() => open(row)}>改名</a>
                <Button type="link" size="small" disabled={index === 0} onClick={() => void move(index, -1)}>
                  上移
                </Button>
                <Button type="link" size="small" disabled={index === rows.length - 1} onClick={() => void move(index, 1)}>
                  下移
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== undefined}
        title={editing === 'new' ? '新建栏目' : '栏目改名'}
        okText="保存"
        destroyOnClose
        onCancel={() => setEditing(undefined)}
        onOk={async () => {
          const fields = await form.validateFields()
          const body = editing === 'new' ? { ...fields, enabled: true } : { id: editing!.id, name: fields.name, enabled: editing!.enabled }
          if (await save(body)) setEditing(undefined)
        }}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="name" label="栏目名称" rules={[{ required: true, whitespace: true, message: '请填写栏目名称' }, { max: 20 }]}>
            <Input placeholder="如：学术讲座" />
          </Form.Item>
          {editing === 'new' && (
            <Form.Item
              name="columnCode"
              label="栏目代码"
              extra="小写字母开头，字母、数字、- 或 _，2–32 位；创建后不能修改"
              rules={[{ required: true, pattern: /^[a-z][a-z0-9_-]{1,31}$/, message: '格式不正确' }]}
            >
              <Input placeholder="如：lectures" />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Card>
  )
}
