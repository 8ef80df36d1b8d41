import { Alert, Space, Statistic, Table, Tabs } from 'antd'
import type { DirectorySyncRun } from '@contract/admin-directory'

export const RUN_STATUS = {
  running: { text: '同步中', status: 'Processing' },
  succeeded: { text: '成功', status: 'Success' },
  failed: { text: '失败', status: 'Error' },
  dry_run: { text: '预览（待确认）', status: 'Warning' },
} as const
export const SOURCE_LABEL: Record<string, string> = { ldap: 'LDAP', import: '导入' }
const FIELD_LABEL: Record<string, string> = {
  displayName: '姓名',
  identityTypeCode: '身份',
  mobile: '手机号',
  email: '邮箱',
  orgCode: '所属组织',
  source: '改由目录管理',
  enabled: '重新启用',
}
/** One run's report: the counts, why it failed, and who was added, changed, disabled or skipped. */
export function RunReport({ run }: { run: DirectorySyncRun }) {
  const report = run.report
  const small = { size: 'small' as const, pagination: { pageSize: 10, showSizeChanger: false } }
  return (
    <>
      {run.status === 'failed' && (
        <Alert type="error" showIcon message="未完成，未做任何更改" description={run.error} style={{ marginBottom: 16 }} />
      )}
      {run.status === 'dry_run' && (
        <Alert type="warning" showIcon message="这是预览：尚未写入。确认导入后将按此执行。" style={{ marginBottom: 16 }} />
      )}
      {run.status === 'running' && <Alert type="info" showIcon message="正在同步…" style={{ marginBottom: 16 }} />}
      <Space size="large" wrap style={{ marginBottom: 16 }}>
        <Statistic title={run.source === 'import' ? '人员行数' : '目录条目'} value={run.entries} />
        <Statistic title="新增" value={run.added} />
        <Statistic title="变更" value={run.changed} />
        <Statistic title="停用" value={run.disabled} />
        <Statistic title="跳过" value={run.skipped} />
        {report && <Statistic title="组织 新增/变更" value={`${report.orgs.added} / ${report.orgs.changed}`} />}
        {report && <Statistic title="群组 新增/变更" value={`${report.groups.added} / ${report.groups.changed}`} />}
      </Space>
      {report && (
        <Tabs
          items={[
            {
              key: 'skipped',
              label: run.source === 'import' ? `错误与跳过（${report.skipped.length}）` : `跳过（${report.skipped.length}）`,
              children: (
                <Table
                  {...small}
                  rowKey={(row) => `${row.entryRef}|${row.reason}`}
                  dataSource={report.skipped}
                  columns={[
                    { title: run.source === 'import' ? '位置' : '目录条目', dataIndex: 'entryRef', width: 160, ellipsis: true },
                    { title: '学号/工号', dataIndex: 'username', width: 120 },
                    { title: '原因', dataIndex: 'reason' },
                  ]}
                />
              ),
            },
            {
              key: 'disabled',
              label: `停用（${report.disabled.length}）`,
              children: (
                <Table
                  {...small}
                  rowKey="username"
                  dataSource={report.disabled}
                  columns={[
                    { title: '学号/工号', dataIndex: 'username', width: 160 },
                    { title: '原因', dataIndex: 'reason' },
                  ]}
                />
              ),
            },
            {
              key: 'changed',
              label: `变更（${report.changed.length}）`,
              children: (
                <Table
                  {...small}
                  rowKey="username"
                  dataSource={report.changed}
                  columns={[
                    { title: '学号/工号', dataIndex: 'username', width: 160 },
                    {
                      title: '变更内容',
                      dataIndex: 'fields',
                      render: (fields: string[]) => fields.map((f) => FIELD_LABEL[f] ?? f).join('、'),
                    },
                  ]}
                />
              ),
            },
            {
              key: 'added',
              label: `新增（${report.added.length}）`,
              children: (
                <Table
                  {...small}
                  rowKey="username"
                  dataSource={report.added.map((username) => ({ username }))}
                  columns={[{ title: '学号/工号', dataIndex: 'username' }]}
                />
              ),
            },
          ]}
        />
      )}
    </>
  )
}
