import { useCallback, useEffect, useState } from 'react'
import { Alert, Button, Card, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import type { DeskFaq } from '@contract/admin-desk'
import { deskApi } from '../../api/desk'
import { useWrite } from '../../components/use-write'
import { FaqForm } from './faq-form'

/** 知识库: the robot's questions and answers (hot ones first), searched, created, edited, deleted. */
export default function KnowledgeFaqs() {
  const [keyword, setKeyword] = useState('')
  const [rows, setRows] = useState<DeskFaq[]>()
  const [error, setError] = useState<string>()
  const [editing, setEditing] = useState<DeskFaq | 'new'>()
  const load = useCallback(() => {
    deskApi
      .faqList({ keyword: keyword || undefined })
      .then((next) => {
        setRows(next)
        setError(undefined)
      })
      .catch((failure: Error) => setError(failure.message))
  }, [keyword])
  const write = useWrite('知识库问题', load)
  useEffect(load, [load])

  return (
    <PageContainer
      extra={
        <Button type="primary" data-testid="faq-new" onClick={() => setEditing('new')}>
          新建问题
        </Button>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Card>
        <Input.Search allowClear placeholder="搜索问题或答案" style={{ width: 320, marginBottom: 16 }} onSearch={setKeyword} />
        <Table<DeskFaq>
          rowKey="id"
          loading={rows === undefined}
          dataSource={rows}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          columns={[
            {
              title: '问题',
              dataIndex: 'question',
              render: (_, row) => (
                <Space direction="vertical" size={2}>
                  <Space size={4}>
                    {row.question}
                    {row.hot && <Tag color="orange">热门</Tag>}
                    {!row.enabled && <Tag>已停用</Tag>}
                  </Space>
                  {row.similar.length > 0 && <Typography.Text type="secondary">相似问法：{row.similar.join('；')}</Typography.Text>}
                </Space>
              ),
            },
            { title: '答案', dataIndex: 'answer', ellipsis: true },
            { title: '分类', dataIndex: 'category', width: 80 },
            { title: '排序', dataIndex: 'sort', width: 70 },
            { title: '提问次数', dataIndex: 'askCount', width: 90 },
            { title: '有帮助/没帮助', width: 120, render: (_, row) => `${row.helpful} / ${row.unhelpful}` },
            {
              title: '操作',
              width: 110,
              render: (_, row) => (
                <Space>
                  <a onClick={() => setEditing(row)}>编辑</a>
                  <Popconfirm
                    title="删除这个问题？机器人将不再用它回答。"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => void write(() => deskApi.faqDelete({ id: row.id, updatedAt: row.updatedAt }), '已删除').then(load)}
                  >
                    <a>删除</a>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <FaqForm
        title={editing === 'new' ? '新建问题' : '编辑问题'}
        open={editing !== undefined}
        initial={editing === 'new' ? undefined : editing}
        onCancel={() => setEditing(undefined)}
        onSave={async (values) => {
          const current = editing === 'new' ? undefined : editing
          const saved = await write(() => deskApi.faqSave({ ...values, id: current?.id, updatedAt: current?.updatedAt }), '已保存')
          if (saved) {
            setEditing(undefined)
            load()
          }
          return saved
        }}
      />
    </PageContainer>
  )
}
