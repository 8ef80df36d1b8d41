import { useRef, useState } from 'react'
import { App, Button, Popconfirm, Space, Tag } from 'antd'
import {
  ModalForm,
  PageContainer,
  ProForm,
  ProFormSwitch,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components'
import type { GroupRow } from '@contract/admin-orgs'
import { groupApi } from '../../api/orgs'
import { pagedRequest, pagination } from '../../components/paged-request'
import { GroupMembers } from './group-members'
import { orgChoices } from './org-choices'
import { PersonPicker } from './person-picker'
import { useAction } from './use-action'

const SOURCE_NAMES: Record<string, string> = { ldap: 'LDAP', import: '导入' }

/** 用户组: search by name or the owner's unit; create, rename, delete; members in a drawer. Directory groups are read-only. */
export default function Groups() {
  const { message } = App.useApp()
  const table = useRef<ActionType>()
  const act = useAction()
  const [open, setOpen] = useState<number>()
  const reload = () => void table.current?.reload()
  const columns: ProColumns<GroupRow>[] = [
    {
      title: '名称',
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: '用户组名称或代码' },
      search: { transform: (keyword: string) => ({ keyword: keyword.trim() || undefined }) },
    },
    {
      title: '组织',
      dataIndex: 'orgCode',
      hideInTable: true,
      valueType: 'treeSelect',
      request: orgChoices,
      fieldProps: { placeholder: '负责人所在组织', showSearch: true, treeNodeFilterProp: 'title', allowClear: true },
    },
    {
      title: '用户组',
      dataIndex: 'name',
      search: false,
      render: (_, row) => (
        <Space size={4}>
          {row.name}
          {row.directorySource && <Tag color="blue">目录（{SOURCE_NAMES[row.directorySource] ?? row.directorySource}）</Tag>}
          {row.shared && <Tag>全员可用</Tag>}
        </Space>
      ),
    },
    { title: '负责人', dataIndex: 'ownerName', width: 160, search: false, render: (_, row) => `${row.ownerName}（${row.ownerUsername}）` },
    { title: '负责人组织', dataIndex: 'ownerOrgName', search: false, render: (_, row) => row.ownerOrgName ?? '—' },
    { title: '人数', dataIndex: 'memberCount', width: 80, search: false },
    {
      title: '操作',
      width: 200,
      search: false,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen(row.id)}>
            成员
          </Button>
          {!row.directorySource && (
            <>
              <ModalForm<{ name: string }>
                title="重命名用户组"
                trigger={
                  <Button type="link" size="small">
                    重命名
                  </Button>
                }
                initialValues={{ name: row.name }}
                modalProps={{ destroyOnClose: true, okText: '保存' }}
                onFinish={async (values) => {
                  const ok = await act(() => groupApi.groupRename({ id: row.id, name: values.name.trim() }), '已重命名')
                  if (ok) reload()
                  return ok
                }}
              >
                <ProFormText name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入用户组名称' }]} />
              </ModalForm>
              <Popconfirm
                title={`删除用户组“${row.name}”？`}
                description={`${row.memberCount} 名成员将不再属于该组。`}
                okText="删除"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={async () => {
                  if (await act(() => groupApi.groupDelete({ id: row.id }), '已删除')) reload()
                }}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ]
  return (
    <PageContainer>
      <ProTable<GroupRow>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={pagedRequest((query: { keyword?: string; orgCode?: string; pageNum: number; pageSize: number }) =>
          groupApi.groupList(query),
        )}
        onRequestError={(error) => message.error(error.message)}
        pagination={pagination()}
        search={{ labelWidth: 'auto' }}
        options={{ reload: true, density: false, setting: false }}
        toolBarRender={() => [
          <ModalForm<{ name: string; ownerId: string; shared?: boolean }>
            key="create"
            title="新建用户组"
            trigger={<Button type="primary">新建用户组</Button>}
            modalProps={{ destroyOnClose: true, okText: '新建' }}
            onFinish={async (values) => {
              const ok = await act(() => groupApi.groupCreate({ ...values, name: values.name.trim() }), '已新建')
              if (ok) reload()
              return ok
            }}
          >
            <ProFormText name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入用户组名称' }]} />
            <ProForm.Item name="ownerId" label="负责人（OWNER）" rules={[{ required: true, message: '请选择负责人' }]}>
              <PersonPicker />
            </ProForm.Item>
            <ProFormSwitch name="shared" label="全员可用" tooltip="开启后所有人在线发送时都能选择该组" />
          </ModalForm>,
        ]}
      />
      <GroupMembers groupId={open} onClose={() => setOpen(undefined)} onChanged={reload} />
    </PageContainer>
  )
}
