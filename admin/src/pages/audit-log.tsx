import { App, Space, Typography } from 'antd'
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components'
import type { AuditEntry } from '@contract/admin-console'
import type { ArticleStatus } from '@contract/cms'
import { HOME_CONTENT_LABEL } from '@contract/home-content-rules'
import { AGREEMENT_AUDIT_ENTITY, AGREEMENT_KINDS, AGREEMENT_LABELS } from '@contract/agreement-kinds'
import { consoleApi } from '../api/console'
import { pagedRequest, pagination } from '../components/paged-request'
import { STATUS_LABEL } from './article-status'

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
  directory_sync_run: '目录同步',
  account: '账号',
  role_grant: '角色授权',
  service: '服务',
  service_category: '服务分类',
  service_evaluation: '服务评价',
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
  'directory.sync': '立即同步',
  'account.disable': '停用',
  'account.enable': '启用',
  'account.unlock': '解除锁定',
  'account.reset-code': '发送重置验证码',
  'role.grant': '授予角色',
  'role.revoke': '撤销角色',
  'service.maintain': '设为维护中',
  'service.restore': '恢复',
  'service.offline': '下线',
  'service.guide': '修改办事指南',
  'evaluation.hide': '隐藏评价',
}

const json = (value: unknown) => (value === null || value === undefined ? '（无）' : JSON.stringify(value, null, 2))

const columns: ProColumns<AuditEntry>[] = [
  {
    title: '时间',
    dataIndex: 'at',
    width: 180,
    search: false,
    render: (_, row) => new Date(row.at).toLocaleString('zh-CN'),
  },
  {
    title: '操作员',
    dataIndex: 'operator',
    width: 160,
    fieldProps: { placeholder: '操作员账号' },
    search: { transform: (operator: string) => ({ operator: operator.trim() || undefined }) },
    render: (_, row) => `${row.operatorName}（${row.username}）`,
  },
  { title: '操作', dataIndex: 'action', width: 100, search: false, render: (_, row) => ACTION_LABEL[row.action] ?? row.action },
  {
    title: '对象',
    dataIndex: 'entity',
    width: 90,
    valueType: 'select',
    valueEnum: ENTITY_LABEL,
    fieldProps: { placeholder: '全部对象' },
    render: (_, row) => ENTITY_LABEL[row.entity] ?? row.entity,
  },
  { title: '编号', dataIndex: 'entityId', width: 90, search: false },
  {
    title: '摘要',
    search: false,
    render: (_, row) => {
      const after = row.after as { title?: string; name?: string; status?: ArticleStatus } | null
      return after?.title ?? after?.name ?? (after?.status ? `状态：${STATUS_LABEL[after.status]?.text ?? after.status}` : '')
    },
  },
]

/** 操作日志: every console write, newest first; filter by operator and object; before → after on expanding. */
export default function AuditLog() {
  const { message } = App.useApp()
  return (
    <PageContainer>
      <ProTable<AuditEntry>
        rowKey="id"
        columns={columns}
        request={pagedRequest((query) => consoleApi.auditList(query))}
        onRequestError={(error) => message.error(error.message)}
        pagination={pagination()}
        search={{ labelWidth: 'auto' }}
        options={{ reload: true, density: false, setting: false }}
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
      />
    </PageContainer>
  )
}
