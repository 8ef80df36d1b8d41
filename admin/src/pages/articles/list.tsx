import { useEffect, useMemo, useRef, useState } from 'react'
import { App, Button, Space, Tag } from 'antd'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { ArticleListQuery, ConsoleArticleRow } from '@contract/admin-cms'
import type { ArticleStatus } from '@contract/cms'
import { consoleApi } from '../../api/console'
import { pagedRequest, pagination } from '../../components/paged-request'
import { useWrite } from '../../components/use-write'
import { STATUS_LABEL } from '../article-status'

const FILTERS = ['keyword', 'columnId', 'status', 'from', 'to'] as const

/** The search form's values from the address. */
function filtersOf(params: URLSearchParams) {
  const [from, to] = [params.get('from'), params.get('to')]
  return {
    title: params.get('keyword') ?? undefined,
    columnId: params.get('columnId') ? Number(params.get('columnId')) : undefined,
    status: params.get('status') ?? undefined,
    released: from && to ? [from, to] : undefined,
  }
}

/** 资讯: search by title, filter by column, status and release date (kept in the address); publish or withdraw in the row. */
export default function ArticleList() {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const { message } = App.useApp()
  const action = useRef<ActionType>()
  // The search form starts from the address (the dashboard links here with ?status=…); an address this page did not
  // write (the menu, the back button) starts it again.
  const written = useRef<string>()
  const [opened, setOpened] = useState(0)
  const address = params.toString()
  useEffect(() => {
    if (written.current !== undefined && address !== written.current) setOpened((count) => count + 1)
  }, [address])
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => filtersOf(params), [opened])
  const reload = () => void action.current?.reload()
  const write = useWrite('资讯', reload)
  const changeStatus = async (row: ConsoleArticleRow, status: ArticleStatus) => {
    const done = status === 'published' ? '已发布，门户即时可见' : '已撤回，门户不再显示'
    if (await write(() => consoleApi.articleStatus({ id: row.id, status, updatedAt: row.updatedAt }), done)) reload()
  }
  const list = pagedRequest<ArticleListQuery, ConsoleArticleRow>((query) => consoleApi.articleList(query))

  const columns: ProColumns<ConsoleArticleRow>[] = [
    {
      title: '标题',
      dataIndex: 'title',
      search: { transform: (keyword: string) => ({ keyword }) },
      fieldProps: { placeholder: '搜索标题' },
      render: (_, row) => (
        <Space size={4}>
          <a onClick={() => navigate(`/articles/${row.id}`)}>{row.title}</a>
          {row.mediaType === 'video' && <Tag color="purple">视频</Tag>}
          {row.mediaType === 'gallery' && <Tag>图集</Tag>}
        </Space>
      ),
    },
    { title: '栏目', dataIndex: 'columnName', width: 120, search: false },
    {
      title: '栏目',
      dataIndex: 'columnId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { placeholder: '全部栏目' },
      request: async () =>
        (await consoleApi.columnList()).map((column) => ({ value: column.id, label: column.name + (column.enabled ? '' : '（已隐藏）') })),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      fieldProps: { placeholder: '全部状态' },
      valueEnum: Object.fromEntries(Object.entries(STATUS_LABEL).map(([value, { text }]) => [value, { text }])),
      render: (_, row) => <Tag color={STATUS_LABEL[row.status].color}>{STATUS_LABEL[row.status].text}</Tag>,
    },
    { title: '发布部门', dataIndex: 'releaseDeptName', width: 140, search: false },
    {
      title: '发布时间',
      dataIndex: 'releaseStartTime',
      width: 170,
      search: false,
      render: (_, row) => new Date(row.releaseStartTime).toLocaleString('zh-CN'),
    },
    {
      title: '发布日期',
      dataIndex: 'released',
      hideInTable: true,
      valueType: 'dateRange',
      fieldProps: { placeholder: ['发布日期起', '发布日期止'] },
      search: { transform: ([from, to]: [string, string]) => ({ from, to }) },
    },
    { title: '阅读', dataIndex: 'readCount', width: 70, search: false },
    {
      title: '操作',
      width: 150,
      search: false,
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
  ]

  return (
    <PageContainer>
      <ProTable<ConsoleArticleRow>
        rowKey="id"
        actionRef={action}
        columns={columns}
        options={{ reload: true, density: false, setting: false }}
        key={opened}
        form={{ initialValues }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        pagination={pagination(Number(params.get('page') ?? 1))}
        onRequestError={(error) => message.error(error.message)}
        request={async (query) => {
          // The filters and page stay in the address, so a reload or a shared link opens the same list.
          const next = new URLSearchParams()
          for (const key of FILTERS) if (query[key] !== undefined && query[key] !== '') next.set(key, String(query[key]))
          if (query.current && query.current > 1) next.set('page', String(query.current))
          written.current = next.toString()
          setParams(next, { replace: true })
          return list(query)
        }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => navigate('/articles/new')}>
            新建资讯
          </Button>,
        ]}
      />
    </PageContainer>
  )
}
