import { useEffect, useState } from 'react'
import { App, Card, Input, Select, Space, Table, Typography } from 'antd'
import type { AuditEntry } from '@contract/admin-console'
import type { ArticleStatus } from '@contract/cms'
import type { Paged } from '@contract/common'
import { consoleApi } from '../api/console'
import { STATUS_LABEL } from './article-status'
import { HOME_CONTENT_LABEL } from '@contract/home-content-rules'
import { AGREEMENT_AUDIT_ENTITY, AGREEMENT_KINDS, AGREEMENT_LABELS } from '@contract/agreement-kinds'

const PAGE_SIZE = 20
const ENTITY_LABEL: Record<string, string> = {
  article: '资讯',
  column: '栏目',
  ...HOME_CONTENT_LABEL,
  'tab-config': '标签栏',
  theme: '主题',
  'system-settings': '系统设置',
  'module-settings': '模块设置',
  diversion: '分流',
  'app-version': '应用版本',
  ...Object.fromEntries(AGREEMENT_KINDS.map((kind) => [AGREEMENT_AUDIT_ENTITY[kind], AGREEMENT_LABELS[kind]])),
}
const ACTION_LABEL: Record<string, string> = {
  create: '新建',
  update: '修改',
  publish: '发布',
  withdraw: '撤回',
  'to-draft': '退回草稿',
  order: '排序',
  delete: '删除',
}

const json = (value: unknown) => (value === null || value === undefined ? '（无）' : JSON.stringify(value, null, 2))

/** 操作日志: every console write, newest first; filter by operator and object; before → after on expanding. */
export default function AuditLog() {
  const { message } = App.useApp()
  const [operator, setOperator] = useState<string>()
  const [entity, setEntity] = useState<string>()
  const [pageNum, setPageNum] = useState(1)
  const [page, setPage] = useState<Paged<AuditEntry>>()
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    setLoading(true)
    consoleApi
      .auditList({ operator, entity, pageNum, pageSize: PAGE_SIZE })
      .then(setPage)
      .catch((error: Error) => message.error(error.message))
      .finally(() => setLoading(false))
  }, [operator, entity, pageNum, message])
  return (
    <Card title="操作日志">
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="操作员账号"
          onSearch={(value) => {
            setOperator(value.trim() || undefined)
            setPageNum(1)
          }}
          style={{ width: 200 }}
        />
        <Select
          allowClear
          placeholder="全部对象"
          value={entity}
          onChange={(value?: string) => {
            setEntity(value)
            setPageNum(1)
          }}
          options={Object.entries(ENTITY_LABEL).map(([value, label]) => ({ value, label }))}
          style={{ width: 140 }}
        />
      </Space>
      <Table<AuditEntry>
        rowKey="id"
        loading={loading}
        dataSource={page?.items}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: page?.total,
          showSizeChanger: false,
          onChange: setPageNum,
          showTotal: (total) => `共 ${total} 条`,
        }}
        expandable={{
          expandedRowRender: (row) => (
            <Space align="start" size="large" style={{ width: '100%' }}>
              <div>
                <Typography.Text strong>修改前</Typography.Text>
                <pre style={{ maxWidth: 520, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{json(row.before)}</pre>
              </div>
              <div>
                <Typography.Text strong>修改后</Typography.Text>
                <pre style={{ maxWidth: 520, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{json(row.after)}</pre>
              </div>
            </Space>
          ),
        }}
        columns={[
          { title: '时间', dataIndex: 'at', width: 180, render: (at: string) => new Date(at).toLocaleString('zh-CN') },
          { title: '操作员', width: 160, render: (_, row) => `${row.operatorName}（${row.username}）` },
          { title: '操作', dataIndex: 'action', width: 100, render: (action: string) => ACTION_LABEL[action] ?? action },
          { title: '对象', dataIndex: 'entity', width: 90, render: (value: string) => ENTITY_LABEL[value] ?? value },
          { title: '编号', dataIndex: 'entityId', width: 90 },
          {
            title: '摘要',
            render: (_, row) => {
              const after = row.after as { title?: string; name?: string; status?: ArticleStatus } | null
              return after?.title ?? after?.name ?? (after?.status ? `状态：${STATUS_LABEL[after.status]?.text ?? after.status}` : '')
            },
          },
        ]}
      />
    </Card>
  )
}
