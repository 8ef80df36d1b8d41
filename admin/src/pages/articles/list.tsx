import { useCallback, useEffect, useState } from 'react'
import { App, Button, Card, DatePicker, Input, Select, Space, Table, Tag } from 'antd'
import type { Dayjs } from 'dayjs'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { ConsoleArticleRow, ConsoleColumn } from '@contract/admin-cms'
import type { ArticleStatus } from '@contract/cms'
import type { Paged } from '@contract/common'
import { ApiError } from '../../api/client'
import { consoleApi } from '../../api/console'
import { STATUS_LABEL } from '../article-status'

const PAGE_SIZE = 20

/** 资讯: search by title, filter by column, status and release date; publish or withdraw in the row. */
export default function ArticleList() {
  const navigate = useNavigate()
  const { message, modal } = App.useApp()
  const [params, setParams] = useSearchParams()
  const [columns, setColumns] = useState<ConsoleColumn[]>([])
  const [page, setPage] = useState<Paged<ConsoleArticleRow>>()
  const [loading, setLoading] = useState(false)
  const filter = {
    keyword: params.get('keyword') ?? undefined,
    columnId: params.get('columnId') ? Number(params.get('columnId')) : undefined,
    status: (params.get('status') as ArticleStatus | null) ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    pageNum: Number(params.get('page') ?? 1),
  }
  const setFilter = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries({ page: undefined, ...changes })) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    setParams(next)
  }
  const query = params.toString()
  const load = useCallback(() => {
    setLoading(true)
    consoleApi
      .articleList({ ...filter, pageSize: PAGE_SIZE })
      .then(setPage)
      .catch((error: Error) => message.error(error.message))
      .finally(() => setLoading(false))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query])
  useEffect(load, [load])
  useEffect(() => {
    void consoleApi.columnList().then(setColumns)
  }, [])

  const changeStatus = (row: ConsoleArticleRow, status: ArticleStatus) =>
    consoleApi
      .articleStatus({ id: row.id, status, updatedAt: row.updatedAt })
      .then(() => {
        message.success(status === 'published' ? '已发布，门户即时可见' : '已撤回，门户不再显示')
        load()
      })
      .catch((error: Error) => {
        if (error instanceof ApiError && error.status === 409) {
          modal.warning({ title: '资讯已被他人修改', content: error.message, okText: '重新加载', onOk: load })
        } else message.error(error.message)
      })

  return (
    <Card
      title="资讯"
      extra={
        <Button type="primary" onClick={() => navigate('/articles/new')}>
          新建资讯
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索标题"
          defaultValue={filter.keyword}
          onSearch={(keyword) => setFilter({ keyword })}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          placeholder="全部栏目"
          value={filter.columnId}
          onChange={(columnId?: number) => setFilter({ columnId: columnId ? String(columnId) : undefined })}
          options={columns.map((column) => ({ value: column.id, label: column.name + (column.enabled ? '' : '（已隐藏）') }))}
          style={{ width: 180 }}
        />
        <Select
          allowClear
          placeholder="全部状态"
          value={filter.status}
          onChange={(status?: string) => setFilter({ status })}
          options={Object.entries(STATUS_LABEL).map(([value, { text }]) => ({ value, label: text }))}
          style={{ width: 140 }}
        />
        <DatePicker.RangePicker
          placeholder={['发布日期起', '发布日期止']}
          onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
            setFilter({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
          }
        />
      </Space>
      <Table<ConsoleArticleRow>
        rowKey="id"
        loading={loading}
        dataSource={page?.items}
        pagination={{
          current: filter.pageNum,
          pageSize: PAGE_SIZE,
          total: page?.total,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNum) => setFilter({ page: String(pageNum) }),
        }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, row) => <a onClick={() => navigate(`/articles/${row.id}`)}>{title}</a>,
          },
          { title: '栏目', dataIndex: 'columnName', width: 120 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: ArticleStatus) => <Tag color={STATUS_LABEL[status].color}>{STATUS_LABEL[status].text}</Tag>,
          },
          { title: '发布部门', dataIndex: 'releaseDeptName', width: 140 },
          {
            title: '发布时间',
            dataIndex: 'releaseStartTime',
            width: 170,
            render: (time: string) => new Date(time).toLocaleString('zh-CN'),
          },
          { title: '阅读', dataIndex: 'readCount', width: 70 },
          {
            title: '操作',
            width: 150,
            render: (_, row) => (
              <Space>
                <a onClick={() => navigate(`/articles/${row.id}`)}>编辑</a>
                {row.status === 'published' ? (
                  <a onClick={() => void changeStatus(row, 'offline')}>撤回</a>
                ) : (
                  <a onClick={() => void changeStatus(row, 'published')}>发布</a>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  )
}
