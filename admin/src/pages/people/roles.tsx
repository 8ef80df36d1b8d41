import { useRef } from 'react'
import { App, Button, Popconfirm, Tag } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProFormSelect,
  ProFormText,
  ProFormTreeSelect,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { RoleGrantBody, RoleGrantRow } from '@contract/admin-people'
import { ADMIN_ROLE_NAMES, DIVISION_ADMIN_NAME, grantLabel } from '@contract/admin-roles'
import { peopleApi } from '../../api/people'
import { orgChoices } from './org-choices'
import { useAction } from './use-action'

const roleOptions = Object.entries(ADMIN_ROLE_NAMES).map(([value, label]) => ({ value, label }))
const scopeOf = (row: RoleGrantRow) => (row.orgCode ? `${row.orgName ?? row.orgCode}（${row.orgCode}）` : '全校')

/** 角色: who holds which console role and where; grant (a division makes 全局管理员 a 院系管理员) and revoke. */
export default function Roles() {
  const { message } = App.useApp()
  const table = useRef<ActionType>()
  const act = useAction()
  const columns: ProColumns<RoleGrantRow>[] = [
    {
      title: '角色',
      dataIndex: 'roleName',
      width: 160,
      render: (_, row) => <Tag color="blue">{grantLabel(row)}</Tag>,
    },
    { title: '人员', dataIndex: 'userName', render: (_, row) => `${row.userName}（${row.username}）` },
    { title: '范围', dataIndex: 'orgCode', render: (_, row) => scopeOf(row) },
    { title: '授予时间', dataIndex: 'createdAt', width: 180, render: (_, row) => new Date(row.createdAt).toLocaleString('zh-CN') },
    {
      title: '操作',
      width: 90,
      render: (_, row) => (
        <Popconfirm
          title={`撤销 ${row.userName} 的“${row.roleName}”？`}
          description="撤销后对方下一次操作即失去该权限。"
          okText="撤销"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={async () => {
            if (await act(() => peopleApi.roleRevoke({ id: row.id }), '已撤销')) await table.current?.reload()
          }}
        >
          <Button type="link" size="small" danger>
            撤销
          </Button>
        </Popconfirm>
      ),
    },
  ]
  return (
    <PageContainer>
      <ProTable<RoleGrantRow>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        pagination={false}
        request={async () => ({ data: (await peopleApi.roleGrants()).grants, success: true })}
        onRequestError={(error) => message.error(error.message)}
        options={{ reload: true, density: false, setting: false }}
        toolBarRender={() => [
          <ModalForm<RoleGrantBody>
            key="grant"
            title="授予角色"
            trigger={<Button type="primary">授予角色</Button>}
            modalProps={{ destroyOnClose: true, okText: '授予' }}
            onFinish={async (values) => {
              const done = await act(
                () => peopleApi.roleGrant({ ...values, username: values.username.trim(), orgCode: values.orgCode || undefined }),
                '已授权',
              )
              if (done) await table.current?.reload()
              return done
            }}
          >
            <ProFormText name="username" label="学号/工号" rules={[{ required: true, whitespace: true, message: '请输入学号/工号' }]} />
            <ProFormSelect name="roleCode" label="角色" options={roleOptions} rules={[{ required: true, message: '请选择角色' }]} />
            <ProFormTreeSelect
              name="orgCode"
              label="限定单位（可选）"
              request={orgChoices}
              fieldProps={{ placeholder: '全校', showSearch: true, treeNodeFilterProp: 'title', allowClear: true }}
              extra={`留空为全校；全局管理员限定单位即为该单位的${DIVISION_ADMIN_NAME}，只能管理该单位的账号。`}
            />
          </ModalForm>,
        ]}
      />
    </PageContainer>
  )
}
