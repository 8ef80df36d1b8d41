import { App, Space, Typography } from 'antd'
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components'
import type { AuditEntry } from '@contract/admin-console'
import type { ArticleStatus } from '@contract/cms'
import { HOME_CONTENT_LABEL } from '@contract/home-content-rules'
import { AGREEMENT_AUDIT_ENTITY, AGREEMENT_KINDS, AGREEMENT_LABELS } from '@contract/agreement-kinds'
import { consoleApi } from '../api/console'
import { pagedRequest, pagination } from '../components/paged-request'
import { AUDIT_RETENTION_YEARS } from '@contract/audit-rules'
import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from '@contract/feedback-rules'
import { CALENDAR_STATE_LABELS, type CalendarState } from '@contract/public-calendar-rules'
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
  feedback: '意见反馈',
  send_policy: '发送权限',
  send_quota: '每日限额',
  message_type: '消息类型',
  public_calendar: '公共日历',
  public_calendar_event: '公共日历日程',
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
  'feedback.reply': '回复反馈',
  'feedback.close': '关闭反馈',
  'feedback.tags': '设置标签',
  'send-policy.save': '修改发送权限',
  'send-quota.save': '修改每日限额',
}

const json = (value: unknown) => (value === null || value === undefined ? '（无）' : JSON.stringify(value, null, 2))

const columns: ProColumns<AuditEntry>[] = [
  {
    title: '时间',
    dataIndex: 'at',
    width: 160,
    search: false,
    render: (_, row) => new Date(row.at).toLocaleString('zh-CN'),
  },
  {
    title: '操作员',
    dataIndex: 'operator',
    width: 150,
    fieldProps: { placeholder: '操作员账号' },
    search: { transform: (operator: string) => ({ operator: operator.trim() || undefined }) },
    render: (_, row) => `${row.operatorName}（${row.username}）`,
  },
  {
    title: '时间范围',
    dataIndex: 'range',
    valueType: 'dateTimeRange',
    hideInTable: true,
    search: {
      transform: (range: [string, string]) => ({
        from: range?.[0] ? new Date(range[0]).toISOString() : undefined,
        to: range?.[1] ? new Date(range[1]).toISOString() : undefined,
      }),
    },
  },
  {
    title: '操作',
    dataIndex: 'action',
    width: 100,
    valueType: 'select',
    valueEnum: ACTION_LABEL,
    fieldProps: { placeholder: '全部操作', showSearch: true },
    render: (_, row) => ACTION_LABEL[row.action] ?? row.action,
  },
  {
    title: '来源地址',
    dataIndex: 'ip',
    width: 120,
    fieldProps: { placeholder: 'IP 地址' },
    search: { transform: (ip: string) => ({ ip: ip.trim() || undefined }) },
    render: (_, row) => row.ip ?? '—',
  },
  {
    title: '对象',
    dataIndex: 'entity',
    width: 110,
    valueType: 'select',
    valueEnum: ENTITY_LABEL,
    fieldProps: { placeholder: '全部对象' },
    render: (_, row) => ENTITY_LABEL[row.entity] ?? row.entity,
  },
  { title: '编号', dataIndex: 'entityId', width: 70, search: false },
  {
    title: '摘要',
    search: false,
    render: (_, row) => {
      const after = row.after as { title?: string; name?: string; status?: string; state?: CalendarState; dailyLimit?: number } | null
      if (row.entity === 'feedback' && after?.status)
        return `状态：${FEEDBACK_STATUS_LABELS[after.status as FeedbackStatus] ?? after.status}`
      if (row.entity === 'send_quota') return after ? `每日上限 ${after.dailyLimit} 条` : ''
      if (row.entity === 'public_calendar' && after?.state) return `${after.name}（${CALENDAR_STATE_LABELS[after.state]}）`
      return (
        after?.title ?? after?.name ?? (after?.status ? `状态：${STATUS_LABEL[after.status as ArticleStatus]?.text ?? after.status}` : '')
      )
    },
  },
]

/**
 * 操作日志: every console write, newest first, read-only; filter by operator, object, action, address and time;
 * before → after on expanding. Rows are kept AUDIT_RETENTION_YEARS.
 */
export default function AuditLog() {
  const { message } = App.useApp()
  return (
    <PageContainer
      content={`记录每一次后台修改：谁、何时、从哪个地址、改了什么（修改前 → 修改后）。只读，保留 ${AUDIT_RETENTION_YEARS} 年，更早的记录每天自动删除。`}
    >
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
