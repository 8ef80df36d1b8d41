import { useRef } from 'react'
import { App, Button, Space, Tag, Tooltip } from 'antd'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { useNavigate } from 'react-router-dom'
import type { ConsoleServiceRow, ServiceListQuery } from '@contract/admin-services'
import { IDENTITY_LABEL, type Identity } from '@contract/home-content-rules'
import { servicesApi } from '../../api/services'
import { pagedRequest, pagination } from '../../components/paged-request'
import { LifecycleActions } from './lifecycle-actions'
import { SERVICE_STATUS_TAG } from './service-status'

/** 服务目录: search by name or number, filter by category and status; the lifecycle moves in the row. */
export default function ServiceList() {
  const navigate = useNavigate()
  const { message } = App.useApp()
  const action = useRef<ActionType>()
  const reload = () => void action.current?.reload()
  const list = pagedRequest<ServiceListQuery, ConsoleServiceRow>((query) => servicesApi.serviceList(query))

  const columns: ProColumns<ConsoleServiceRow>[] = [
    {
      title: '服务名称',
      dataIndex: 'serviceName',
      search: { transform: (keyword: string) => ({ keyword }) },
      fieldProps: { placeholder: '名称或服务编号' },
      render: (_, row) => (
        <Space size={8} style={{ whiteSpace: 'nowrap' }}>
          {row.iconUrl && <img src={row.iconUrl} alt="" width={24} height={24} style={{ borderRadius: 4 }} />}
          <a onClick={() => navigate(`/services/${row.serviceId}`)}>{row.serviceName}</a>
          {row.forceRecommend && <Tag color="orange">强制推荐</Tag>}
        </Space>
      ),
    },
    { title: '服务编号', dataIndex: 'serviceNo', width: 100, search: false },
    { title: '分类', dataIndex: 'categoryName', width: 100, search: false },
    {
      title: '分类',
      dataIndex: 'categoryCode',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { placeholder: '全部分类' },
      request: async () => (await servicesApi.serviceCategoryList()).map((category) => ({ value: category.code, label: category.name })),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      fieldProps: { placeholder: '全部状态' },
      valueEnum: Object.fromEntries(Object.entries(SERVICE_STATUS_TAG).map(([value, { text }]) => [value, { text }])),
      render: (_, row) => {
        const tag = <Tag color={SERVICE_STATUS_TAG[row.status].color}>{SERVICE_STATUS_TAG[row.status].text}</Tag>
        return row.maintenanceNotice ? <Tooltip title={row.maintenanceNotice}>{tag}</Tooltip> : tag
      },
    },
    {
      title: '可见范围',
      dataIndex: 'identities',
      width: 120,
      search: false,
      render: (_, row) =>
        row.identities.length ? row.identities.map((code) => IDENTITY_LABEL[code as Identity] ?? code).join('、') : '所有人',
    },
    { title: '提供部门', dataIndex: 'serviceSource', width: 110, search: false, ellipsis: true },
    { title: '排序', dataIndex: 'sort', width: 60, search: false },
    {
      title: '操作',
      width: 170,
      search: false,
      render: (_, row) => (
        <Space>
          <a onClick={() => navigate(`/services/${row.serviceId}`)}>编辑</a>
          <LifecycleActions service={row} onChanged={reload} />
        </Space>
      ),
    },
  ]

  return (
    <PageContainer>
      <ProTable<ConsoleServiceRow>
        rowKey="serviceId"
        actionRef={action}
        columns={columns}
        options={{ reload: true, density: false, setting: false }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        pagination={pagination()}
        onRequestError={(error) => message.error(error.message)}
        request={list}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => navigate('/services/new')}>
            新建服务
          </Button>,
        ]}
      />
    </PageContainer>
  )
}
