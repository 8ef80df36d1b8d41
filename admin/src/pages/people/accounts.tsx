import { useRef, useState } from 'react'
import { App, Button, Tag } from 'antd'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { AccountQuery, AccountRow } from '@contract/admin-people'
import { peopleApi } from '../../api/people'
import { pagedRequest, pagination } from '../../components/paged-request'
import { AccountDrawer } from './account-drawer'

const IDENTITY_LABEL = { student: '学生', teacher: '教师', admin: '管理员', guest: '访客' }
const STATUS_LABEL = { enabled: { text: '正常', status: 'Success' }, disabled: { text: '已停用', status: 'Error' } }

/** 账号: search people (name, number, pinyin, phone; a division admin sees their division) and open one. */
export default function Accounts() {
  const { message } = App.useApp()
  const table = useRef<ActionType>()
  const [open, setOpen] = useState<string>()
  const columns: ProColumns<AccountRow>[] = [
    {
      title: '关键词',
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: '姓名、学号/工号、拼音或首字母、手机号' },
      search: { transform: (keyword: string) => ({ keyword: keyword.trim() || undefined }) },
    },
    { title: '学号/工号', dataIndex: 'username', width: 140, search: false },
    { title: '姓名', dataIndex: 'userName', width: 120, search: false },
    {
      title: '身份',
      dataIndex: 'identityTypeCode',
      width: 100,
      valueType: 'select',
      valueEnum: IDENTITY_LABEL,
      fieldProps: { placeholder: '全部身份' },
      render: (_, row) => row.identityTypeName,
    },
    { title: '手机号', dataIndex: 'mobile', width: 140, search: false, render: (_, row) => row.mobile ?? '—' },
    { title: '组织', dataIndex: 'orgName', search: false, render: (_, row) => row.orgName ?? '—' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 160,
      valueType: 'select',
      valueEnum: STATUS_LABEL,
      fieldProps: { placeholder: '全部状态' },
      render: (_, row) => (
        <>
          {row.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>}
          {row.directoryManaged && <Tag>目录</Tag>}
        </>
      ),
    },
    {
      title: '操作',
      width: 90,
      search: false,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpen(row.accountId)}>
          详情
        </Button>
      ),
    },
  ]
  return (
    <PageContainer>
      <ProTable<AccountRow>
        rowKey="accountId"
        actionRef={table}
        columns={columns}
        request={pagedRequest((query: AccountQuery) => peopleApi.accountList(query))}
        onRequestError={(error) => message.error(error.message)}
        pagination={pagination()}
        search={{ labelWidth: 'auto' }}
        options={{ reload: true, density: false, setting: false }}
      />
      <AccountDrawer accountId={open} onClose={() => setOpen(undefined)} onChanged={() => void table.current?.reload()} />
    </PageContainer>
  )
}
