import { useCallback, useEffect, useMemo, useState } from 'react'
import { Alert, App, Button, Card, Col, DatePicker, Empty, Row, Space, Table, TreeSelect, Typography } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import dayjs, { type Dayjs } from 'dayjs'
import type { ApplicationFigures, MessageFigures, RankedFigure, StatsOverview } from '@contract/admin-stats'
import { STATS_IDENTITY_NAMES, STATS_MAX_DAYS, STATS_MAX_RECOUNT_DAYS, STATS_TERMINAL_NAMES } from '@contract/stats-figures'
import { adminDivisions, institutionRoles, ADMIN_ROLES } from '@contract/admin-roles'
import { statsApi } from '../../api/statistics'
import { EChart } from '../../components/echart'
import { useMe } from '../../components/me-context'
import { orgChoices } from '../people/org-choices'
import { barChart, csvRows, csvText, daysOf, groupedBars, lineChart, readRate, SEARCH_KIND_NAMES } from './figures'

type Choice = Awaited<ReturnType<typeof orgChoices>>[number]

const rankColumns = (what: string, count: string) => [
  { title: '排名', key: 'rank', width: 64, render: (_: unknown, __: RankedFigure, index: number) => index + 1 },
  { title: what, dataIndex: 'name', key: 'name' },
  { title: count, dataIndex: 'value', key: 'value', width: 110 },
]

function Ranking({ title, what, count, rows }: { title: string; what: string; count: string; rows: RankedFigure[] }) {
  return (
    <Table<RankedFigure>
      size="small"
      title={() => title}
      rowKey="key"
      columns={rankColumns(what, count)}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: '暂无数据' }}
    />
  )
}

/** 统计: daily active people, service opens, searches, news reads, applications and messages for a range of days. */
export default function Statistics() {
  const { message } = App.useApp()
  const me = useMe()
  const wholeInstitution = institutionRoles(me.grants).includes(ADMIN_ROLES.globalAdmin)
  const [query, setQuery] = useState<{ from?: string; to?: string; orgCode?: string }>({})
  const [overview, setOverview] = useState<StatsOverview | null>(null)
  const [loading, setLoading] = useState(false)
  const [recounting, setRecounting] = useState(false)
  const [error, setError] = useState('')
  const [units, setUnits] = useState<Choice[]>([])
  // The range asked for; before the first answer the server's default (the last 7 days) as it answered.
  const range: [string, string] | null = query.from && query.to ? [query.from, query.to] : overview ? [overview.from, overview.to] : null

  useEffect(() => {
    void orgChoices()
      .then(setUnits)
      .catch(() => setUnits([]))
  }, [])
  const load = useCallback(async () => {
    setLoading(true)
    setError('')
    try {
      setOverview(await statsApi.statsOverview(query))
    } catch (failure) {
      setError((failure as Error).message || '统计加载失败')
    } finally {
      setLoading(false)
    }
  }, [query])
  useEffect(() => {
    void load()
  }, [load])

  const columnNames = useMemo(() => Object.fromEntries((overview?.columnReads ?? []).map((row) => [row.key, row.name])), [overview])
  const days = useMemo(() => (overview ? daysOf(overview) : []), [overview])
  const charts = useMemo(
    () =>
      overview && {
        identity: lineChart(days, overview.activeByIdentity, STATS_IDENTITY_NAMES),
        terminal: lineChart(days, overview.activeByTerminal, STATS_TERMINAL_NAMES),
        services: lineChart(days, overview.serviceOpensByDay, { open: '服务打开次数' }),
        searches: lineChart(days, overview.searchesByDay, SEARCH_KIND_NAMES),
        columns: barChart(overview.columnReads, '阅读次数'),
        applications: groupedBars(overview.applications, (row) => row.name, [
          ['申请', (row) => row.started],
          ['办结', (row) => row.finished],
          ['逾期', (row) => row.overdue],
        ]),
        messages: groupedBars(overview.messages, (row) => row.name, [
          ['发送', (row) => row.sent],
          ['已读', (row) => row.read ?? 0],
        ]),
      },
    [overview, days],
  )

  const recount = async () => {
    if (!range) return
    if (dayjs(range[1]).diff(dayjs(range[0]), 'day') + 1 > STATS_MAX_RECOUNT_DAYS)
      return void message.error(`重新统计一次最多 ${STATS_MAX_RECOUNT_DAYS} 天，请缩小日期范围`)
    setRecounting(true)
    try {
      const done = await statsApi.statsRecount({ from: range[0], to: range[1] })
      message.success(`已重新统计 ${done.days} 天`)
      await load()
    } catch (failure) {
      message.error((failure as Error).message || '重新统计失败')
    } finally {
      setRecounting(false)
    }
  }
  const exportCsv = () => {
    if (!overview) return
    const blob = new Blob([csvText(csvRows(overview, columnNames))], { type: 'text/csv;charset=utf-8' })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = `统计_${overview.from}_${overview.to}.csv`
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 1000)
  }
  const onRange = (values: [Dayjs | null, Dayjs | null] | null) => {
    if (!values?.[0] || !values[1]) return
    if (values[1].diff(values[0], 'day') + 1 > STATS_MAX_DAYS) return void message.error(`日期范围最长 ${STATS_MAX_DAYS} 天`)
    setQuery((now) => ({ ...now, from: values[0]!.format('YYYY-MM-DD'), to: values[1]!.format('YYYY-MM-DD') }))
  }

  return (
    <PageContainer
      extra={
        <Space wrap>
          <DatePicker.RangePicker
            aria-label="日期范围"
            allowClear={false}
            value={range ? [dayjs(range[0]), dayjs(range[1])] : null}
            onChange={onRange}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          />
          <TreeSelect
            aria-label="单位"
            style={{ width: 220 }}
            treeData={units}
            value={query.orgCode}
            onChange={(value?: string) => setQuery((now) => ({ ...now, orgCode: value || undefined }))}
            placeholder={wholeInstitution ? '全校' : adminDivisions(me.grants).length > 1 ? '我管理的单位' : '本单位'}
            allowClear
            showSearch
            treeNodeFilterProp="title"
          />
          <Button onClick={() => void recount()} loading={recounting} disabled={!range}>
            重新统计
          </Button>
          <Button type="primary" onClick={exportCsv} disabled={!overview}>
            导出 CSV
          </Button>
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      {overview && overview.missingDays.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`${overview.missingDays.length} 天尚未统计（${overview.missingDays.slice(0, 5).join('、')}${overview.missingDays.length > 5 ? ' 等' : ''}），其数字未计入；可点“重新统计”。`}
        />
      )}
      {!overview && !error && <Card loading />}
      {overview && charts && (
        <Space direction="vertical" size="middle" style={{ width: '100%', opacity: loading ? 0.6 : 1 }}>
          <Row gutter={16}>
            <Col span={12}>
              <Card title="日活跃人数（按身份）">
                <EChart option={charts.identity} label="日活跃人数（按身份）" />
              </Card>
            </Col>
            <Col span={12}>
              <Card title="日活跃人数（按终端）">
                <EChart option={charts.terminal} label="日活跃人数（按终端）" />
              </Card>
            </Col>
          </Row>
          <Card title="服务打开">
            <Row gutter={16}>
              <Col span={14}>
                <EChart option={charts.services} label="服务打开次数" />
              </Col>
              <Col span={10}>
                <Ranking title="服务打开排行" what="服务" count="打开次数" rows={overview.serviceRanking} />
              </Col>
            </Row>
          </Card>
          <Card title="搜索">
            <EChart option={charts.searches} label="搜索次数与无结果搜索" />
            <Row gutter={16} style={{ marginTop: 16 }}>
              <Col span={12}>
                <Ranking title="热门搜索词" what="搜索词" count="搜索次数" rows={overview.hotWords} />
              </Col>
              <Col span={12}>
                <Ranking title="无结果搜索词" what="搜索词" count="搜索次数" rows={overview.emptyWords} />
              </Col>
            </Row>
          </Card>
          <Card title="资讯阅读（按栏目）">
            {overview.columnReads.length === 0 ? (
              <Empty description="所选日期内没有资讯阅读" />
            ) : (
              <EChart option={charts.columns} label="资讯阅读（按栏目）" height={Math.max(160, overview.columnReads.length * 36 + 48)} />
            )}
          </Card>
          <Card title="办事">
            <EChart option={charts.applications} label="办事申请、办结与逾期" />
            <Table<ApplicationFigures>
              size="small"
              rowKey="type"
              pagination={false}
              dataSource={overview.applications}
              columns={[
                { title: '事项', dataIndex: 'name' },
                { title: '申请数', dataIndex: 'started' },
                { title: '办结数', dataIndex: 'finished' },
                { title: '逾期数', dataIndex: 'overdue' },
                { title: '办理时长中位数（小时）', dataIndex: 'medianHours', render: (value: number | null) => value ?? '—' },
              ]}
            />
          </Card>
          <Card title="消息">
            <Row gutter={16}>
              <Col span={12}>
                <EChart option={charts.messages} label="消息发送与已读" />
              </Col>
              <Col span={12}>
                <Table<MessageFigures>
                  size="small"
                  rowKey="channel"
                  pagination={false}
                  dataSource={overview.messages}
                  columns={[
                    { title: '渠道', dataIndex: 'name' },
                    { title: '发送数', dataIndex: 'sent' },
                    { title: '已读数', dataIndex: 'read', render: (value: number | null) => value ?? '—' },
                    { title: '阅读率', key: 'rate', render: (_, row) => readRate(row.sent, row.read) },
                  ]}
                />
              </Col>
            </Row>
          </Card>
          <Typography.Text type="secondary">
            数字来自每日汇总（每晚统计前一天）；今天的数字在“重新统计”后出现。逾期指当日到期仍未办理的审批环节所属的申请。
          </Typography.Text>
        </Space>
      )}
    </PageContainer>
  )
}
