import { Button, Space } from 'antd'
import { PageContainer, ProFormText } from '@ant-design/pro-components'
import type { ConsoleServiceCategory, ServiceCategorySaveBody } from '@contract/admin-services'
import { servicesApi } from '../../api/services'
import { orderActions } from '../../components/order-actions'
import { RecordTable } from '../../components/record-table'

/** 服务分类: create, rename, order (上移/下移); the service centre lists its categories in this order. */
export default function ServiceCategories() {
  return (
    <PageContainer>
      <RecordTable<ConsoleServiceCategory & { id: number }, ServiceCategorySaveBody>
        name="服务分类"
        rowKey="code"
        load={async () => (await servicesApi.serviceCategoryList()).map((category, index) => ({ ...category, id: index + 1 }))}
        columns={({ rows, edit, write }) => [
          { title: '顺序', width: 70, render: (_, __, index) => index + 1 },
          { title: '分类名称', dataIndex: 'name' },
          { title: '分类代码', dataIndex: 'code', width: 180 },
          { title: '服务数', dataIndex: 'serviceCount', width: 90 },
          {
            title: '操作',
            width: 200,
            render: (_, row, index) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => edit(row)}>
                  改名
                </Button>
                {orderActions(rows, index, (sorts) => {
                  const codes = sorts.map((sort) => rows.find((category) => category.id === sort)!.code)
                  return write(() => servicesApi.serviceCategoryOrder({ codes }), '已保存排序')
                })}
              </Space>
            ),
          },
        ]}
        editor={{
          title: (row) => (row ? '服务分类改名' : '新建服务分类'),
          initial: (row) => (row ? { name: row.name, code: row.code } : { name: '', code: '' }),
          fields: (row) => (
            <>
              <ProFormText
                name="name"
                label="分类名称"
                placeholder="如：档案服务"
                rules={[{ required: true, whitespace: true, message: '请填写分类名称' }, { max: 20 }]}
              />
              <ProFormText
                name="code"
                label="分类代码"
                placeholder="如：dagl"
                disabled={Boolean(row)}
                extra="小写字母开头，字母、数字、- 或 _，2–32 位；创建后不能修改"
                rules={[{ required: true, pattern: /^[a-z][a-z0-9_-]{1,31}$/, message: '格式不正确' }]}
              />
            </>
          ),
          save: (values, row) => servicesApi.serviceCategorySave({ code: row ? row.code : values.code, name: values.name, create: !row }),
        }}
      />
    </PageContainer>
  )
}
