import { Button, Space, Switch } from 'antd'
import { PageContainer, ProFormText } from '@ant-design/pro-components'
import type { ColumnSaveBody, ConsoleColumn } from '@contract/admin-cms'
import { consoleApi } from '../api/console'
import { RecordTable } from '../components/record-table'
import { orderActions } from '../components/order-actions'

/** 栏目: create, rename, show/hide, order (上移/下移); the portal follows at once. */
export default function Columns() {
  return (
    <PageContainer>
      <RecordTable<ConsoleColumn, ColumnSaveBody>
        name="栏目"
        load={() => consoleApi.columnList()}
        columns={({ rows, edit, write }) => [
          { title: '顺序', width: 70, render: (_, __, index) => index + 1 },
          { title: '栏目名称', dataIndex: 'name' },
          { title: '栏目代码', dataIndex: 'columnCode', width: 180 },
          { title: '资讯数', dataIndex: 'articleCount', width: 90 },
          {
            title: '门户显示',
            dataIndex: 'enabled',
            width: 100,
            render: (_, row) => (
              <Switch
                checked={row.enabled}
                checkedChildren="显示"
                unCheckedChildren="隐藏"
                onChange={(checked) =>
                  void write(() => consoleApi.columnSave({ id: row.id, name: row.name, enabled: checked }), checked ? '已显示' : '已隐藏')
                }
              />
            ),
          },
          {
            title: '操作',
            width: 200,
            render: (_, row, index) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => edit(row)}>
                  改名
                </Button>
                {orderActions(rows, index, (ids) => write(() => consoleApi.columnOrder({ ids }), '已保存排序'))}
              </Space>
            ),
          },
        ]}
        editor={{
          title: (row) => (row ? '栏目改名' : '新建栏目'),
          initial: (row) => (row ? { name: row.name } : { name: '', columnCode: '' }),
          fields: (row) => (
            <>
              <ProFormText
                name="name"
                label="栏目名称"
                placeholder="如：学术讲座"
                rules={[{ required: true, whitespace: true, message: '请填写栏目名称' }, { max: 20 }]}
              />
              {!row && (
                <ProFormText
                  name="columnCode"
                  label="栏目代码"
                  placeholder="如：lectures"
                  extra="小写字母开头，字母、数字、- 或 _，2–32 位；创建后不能修改"
                  rules={[{ required: true, pattern: /^[a-z][a-z0-9_-]{1,31}$/, message: '格式不正确' }]}
                />
              )}
            </>
          ),
          save: (values, row) =>
            consoleApi.columnSave(row ? { id: row.id, name: values.name, enabled: row.enabled } : { ...values, enabled: true }),
        }}
      />
    </PageContainer>
  )
}
