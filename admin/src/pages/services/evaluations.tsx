import { useRef, useState } from 'react'
import { App, Card, Empty, Rate, Select, Space, Tag } from 'antd'
import { ModalForm, PageContainer, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { useSearchParams } from 'react-router-dom'
import type { ConsoleEvaluation, ConsoleServiceRow, EvaluationListQuery } from '@contract/admin-services'
import { servicesApi } from '../../api/services'
import { pagedRequest, pagination } from '../../components/paged-request'
import { useWrite } from '../../components/use-write'

/** The service picker: search the catalogue by name or number. */
function ServicePicker({ value, onChange }: { value?: number; onChange: (serviceId: number) => void }) {
  const [options, setOptions] = useState<ConsoleServiceRow[]>([])
  const search = (keyword: string) =>
    void servicesApi.serviceList({ keyword: keyword || undefined, pageSize: 20 }).then((page) => setOptions(page.items))
  return (
    <Select
      showSearch
      style={{ width: 360 }}
      placeholder="搜索服务名称或编号"
      value={value}
      filterOption={false}
      onSearch={search}
      onFocus={() => search('')}
      onChange={onChange}
      options={options.map((row) => ({ value: row.serviceId, label: `${row.serviceName}（${row.serviceNo}）` }))}
    />
  )
}

/** 评价管理: a service's evaluations (the real name also for anonymous ones); 隐藏 with a reason the author sees. */
export default function ServiceEvaluations() {
  const { message } = App.useApp()
  const [params, setParams] = useSearchParams()
  const serviceId = params.get('serviceId') ? Number(params.get('serviceId')) : undefined
  const action = useRef<ActionType>()
  const [hiding, setHiding] = useState<ConsoleEvaluation>()
  const reload = () => void action.current?.reload()
  const write = useWrite('评价', reload)
  const list = pagedRequest<EvaluationListQuery, ConsoleEvaluation>((query) =>
    servicesApi.serviceEvaluationList({ ...query, serviceId: serviceId! }),
  )

  const columns: ProColumns<ConsoleEvaluation>[] = [
    {
      title: '评价人',
      dataIndex: 'userName',
      width: 140,
      render: (_, row) => (
        <Space size={4}>
          {row.userName}
          {row.anonymous && <Tag>匿名</Tag>}
        </Space>
      ),
    },
    { title: '评分', dataIndex: 'stars', width: 150, render: (_, row) => <Rate disabled value={row.stars} style={{ fontSize: 14 }} /> },
    {
      title: '内容',
      dataIndex: 'content',
      render: (_, row) => (
        <Space direction="vertical" size={2}>
          <span>{row.content || '（无文字）'}</span>
          {row.tags.length > 0 && (
            <Space size={4} wrap>
              {row.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </Space>
          )}
        </Space>
      ),
    },
    { title: '时间', dataIndex: 'updatedAt', width: 170, render: (_, row) => new Date(row.updatedAt).toLocaleString('zh-CN') },
    {
      title: '状态',
      dataIndex: 'hiddenReason',
      width: 200,
      render: (_, row) => (row.hiddenReason ? <Tag color="red">已隐藏：{row.hiddenReason}</Tag> : <Tag color="green">显示中</Tag>),
    },
    {
      title: '操作',
      width: 80,
      render: (_, row) => (row.hiddenReason ? null : <a onClick={() => setHiding(row)}>隐藏</a>),
    },
  ]

  return (
    <PageContainer>
      <Card style={{ marginBottom: 16 }}>
        <Space>
          <span>服务</span>
          <ServicePicker value={serviceId} onChange={(id) => setParams({ serviceId: String(id) })} />
        </Space>
      </Card>
      {serviceId === undefined ? (
        <Card>
          <Empty description="请选择要管理评价的服务" />
        </Card>
      ) : (
        <ProTable<ConsoleEvaluation>
          key={serviceId}
          rowKey="id"
          actionRef={action}
          columns={columns}
          search={false}
          options={{ reload: true, density: false, setting: false }}
          pagination={pagination()}
          onRequestError={(error) => message.error(error.message)}
          request={list}
        />
      )}
      <ModalForm<{ reason: string }>
        title="隐藏评价"
        open={hiding !== undefined}
        width={480}
        modalProps={{ destroyOnClose: true, onCancel: () => setHiding(undefined), okText: '隐藏' }}
        onFinish={async ({ reason }) => {
          if (!hiding) return true
          if (!(await write(() => servicesApi.serviceEvaluationHide({ id: hiding.id, reason: reason.trim() }), '已隐藏'))) return false
          setHiding(undefined)
          reload()
          return true
        }}
      >
        <p>隐藏后其他用户看不到这条评价，也不计入评分；评价人会看到“已被管理员隐藏”及原因。</p>
        <ProFormTextArea
          name="reason"
          label="隐藏原因"
          placeholder="如：含有辱骂内容"
          fieldProps={{ rows: 2, showCount: true, maxLength: 100 }}
          rules={[{ required: true, whitespace: true, message: '请填写隐藏原因' }]}
        />
      </ModalForm>
    </PageContainer>
  )
}
