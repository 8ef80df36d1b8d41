import { useEffect, useRef, useState } from 'react'
import { Alert, App, Button, Card, Descriptions, Drawer, Tag, Typography } from 'antd'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { DirectorySettings, DirectorySyncRun, DirectorySyncRunSummary } from '@contract/admin-directory'
import { directoryApi } from '../api/directory'
import { RunReport, RUN_STATUS, SOURCE_LABEL } from '../components/directory-run-report'

const IDENTITY_LABEL: Record<string, string> = { student: '学生', teacher: '教师', guest: '访客', admin: '管理员' }
const time = (at: string | null) => (at ? new Date(at).toLocaleString('zh-CN') : '—')
const orDash = (value: string) => value || '—'

/** The LDAP connection in effect (environment and the 统一身份认证 page); secrets only as 已设置/未设置. */
function ConnectionCard({ settings }: { settings?: DirectorySettings }) {
  if (settings && !settings.configured) {
    return (
      <Card title="LDAP 连接" style={{ marginBottom: 16 }}>
        <Alert
          type="warning"
          showIcon
          message="未配置学校 LDAP"
          description="在“统一身份认证”页面的 LDAP 部分填写并保存（或在服务器环境中设置 LDAP_URL 等变量），即可使用 LDAP 登录与目录同步。"
        />
      </Card>
    )
  }
  const a = settings?.attributes
  return (
    <Card
      title="LDAP 连接"
      extra={<Typography.Text type="secondary">只读，修改请到“统一身份认证”页面</Typography.Text>}
      style={{ marginBottom: 16 }}
      loading={!settings}
    >
      {settings && a && (
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label="服务器">{settings.url}</Descriptions.Item>
          <Descriptions.Item label="StartTLS">{settings.startTls ? '是' : '否'}</Descriptions.Item>
          <Descriptions.Item label="绑定 DN 模板">{orDash(settings.bindDnTemplate)}</Descriptions.Item>
          <Descriptions.Item label="查询账号">{orDash(settings.bindDn)}</Descriptions.Item>
          <Descriptions.Item label="查询账号密码">
            <Tag color={settings.bindPassword === '已设置' ? 'green' : 'default'}>{settings.bindPassword}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="超时">{settings.timeoutMs} 毫秒</Descriptions.Item>
          <Descriptions.Item label="人员位置">{orDash(settings.userBase)}</Descriptions.Item>
          <Descriptions.Item label="人员筛选">{settings.userFilter}</Descriptions.Item>
          <Descriptions.Item label="停用筛选">{orDash(settings.disabledFilter)}</Descriptions.Item>
          <Descriptions.Item label="组织位置">{orDash(settings.orgBase)}</Descriptions.Item>
          <Descriptions.Item label="群组位置">{orDash(settings.groupBase)}</Descriptions.Item>
          <Descriptions.Item label="同步计划">{settings.syncCron ? `${settings.syncCron}（UTC）` : '仅手动'}</Descriptions.Item>
          <Descriptions.Item label="属性对应" span={2}>
            学号/工号 {a.username}，姓名 {a.name}，身份 {a.identity}，手机号 {a.mobile}，邮箱 {a.email}，组织{' '}
            {a.org || '（按所在组织单位）'}
          </Descriptions.Item>
          <Descriptions.Item label="LDAP 密码登录" span={2}>
            {settings.ldapIdentities.length
              ? settings.ldapIdentities.map((code) => IDENTITY_LABEL[code] ?? code).join('、')
              : '无（全部使用门户密码）'}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  )
}

/** 目录同步: the school's LDAP connection (read-only), 立即同步, the runs and each run's report. */
export default function DirectorySync() {
  const { message } = App.useApp()
  const table = useRef<ActionType>()
  const [settings, setSettings] = useState<DirectorySettings>()
  const [starting, setStarting] = useState(false)
  const [openRunId, setOpenRunId] = useState<number>()
  const [openRun, setOpenRun] = useState<DirectorySyncRun>()
  const [running, setRunning] = useState(false)

  useEffect(() => {
    directoryApi
      .directorySettings()
      .then(setSettings)
      .catch((error: Error) => message.error(error.message))
  }, [message])

  // While a run is going (or its report is open and not finished), look again every two seconds.
  useEffect(() => {
    if (!running && openRun?.status !== 'running' && !(openRunId && !openRun)) return
    const timer = setInterval(() => {
      void table.current?.reload()
      if (openRunId) {
        directoryApi
          .directorySyncRun({ id: openRunId })
          .then(setOpenRun)
          .catch((error: Error) => message.error(error.message))
      }
    }, 2000)
    return () => clearInterval(timer)
  }, [running, openRun, openRunId, message])

  const showRun = (id: number) => {
    setOpenRunId(id)
    setOpenRun(undefined)
    directoryApi
      .directorySyncRun({ id })
      .then(setOpenRun)
      .catch((error: Error) => message.error(error.message))
  }

  const start = async () => {
    setStarting(true)
    try {
      const { runId } = await directoryApi.directorySyncStart({})
      message.success('已开始同步')
      setRunning(true)
      showRun(runId)
      await table.current?.reload()
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setStarting(false)
    }
  }

  const columns: ProColumns<DirectorySyncRunSummary>[] = [
    { title: '编号', dataIndex: 'id', width: 70 },
    { title: '开始时间', dataIndex: 'startedAt', width: 180, render: (_, row) => time(row.startedAt) },
    {
      title: '发起',
      dataIndex: 'trigger',
      width: 140,
      render: (_, row) => (row.trigger === 'schedule' ? '定时任务' : `控制台（${row.startedBy ?? ''}）`),
    },
    { title: '来源', dataIndex: 'source', width: 70, render: (_, row) => SOURCE_LABEL[row.source] ?? row.source },
    { title: '状态', dataIndex: 'status', width: 90, valueEnum: RUN_STATUS },
    { title: '条目', dataIndex: 'entries', width: 80 },
    { title: '新增', dataIndex: 'added', width: 70 },
    { title: '变更', dataIndex: 'changed', width: 70 },
    { title: '停用', dataIndex: 'disabled', width: 70 },
    { title: '跳过', dataIndex: 'skipped', width: 70 },
    { title: '结束时间', dataIndex: 'finishedAt', width: 180, render: (_, row) => time(row.finishedAt) },
    {
      title: '操作',
      valueType: 'option',
      width: 100,
      render: (_, row) => [
        <a key="report" onClick={() => showRun(row.id)}>
          查看报告
        </a>,
      ],
    },
  ]

  return (
    <PageContainer>
      <ConnectionCard settings={settings} />
      <ProTable<DirectorySyncRunSummary>
        headerTitle="同步记录"
        rowKey="id"
        actionRef={table}
        search={false}
        options={{ reload: true, density: false, setting: false }}
        columns={columns}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        request={async ({ current, pageSize }) => {
          const page = await directoryApi.directorySyncRuns({ pageNum: current, pageSize })
          setRunning(page.items.some((run) => run.status === 'running'))
          return { data: page.items, total: page.total, success: true }
        }}
        toolBarRender={() => [
          <Button key="sync" type="primary" loading={starting} disabled={!settings?.configured} onClick={() => void start()}>
            立即同步
          </Button>,
        ]}
      />
      <Drawer
        title={openRunId ? `同步报告 #${openRunId}` : '同步报告'}
        width={760}
        open={openRunId !== undefined}
        onClose={() => {
          setOpenRunId(undefined)
          setOpenRun(undefined)
        }}
      >
        {openRun ? <RunReport run={openRun} /> : <Typography.Text type="secondary">加载中…</Typography.Text>}
      </Drawer>
    </PageContainer>
  )
}
