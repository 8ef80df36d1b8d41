import { useCallback, useEffect, useState } from 'react'
import { Alert, Button, Card, Segmented, Table, Tag } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import type { LeftMessage } from '@contract/admin-desk'
import { deskApi, listenToDesk } from '../../api/desk'
import { useWrite } from '../../components/use-write'

/** 留言待办: what students left while nobody was on duty; 标记已处理 also completes the staff's personal to-do. */
export default function DeskLeftMessages() {
  const [handled, setHandled] = useState(false)
  const [rows, setRows] = useState<LeftMessage[]>()
  const [error, setError] = useState<string>()
  const load = useCallback(() => {
    deskApi
      .leftMessages({ handled })
      .then((next) => {
        setRows(next)
        setError(undefined)
      })
      .catch((failure: Error) => setError(failure.message))
  }, [handled])
  const write = useWrite('留言', load)
  useEffect(load, [load])
  // A new message left on any instance shows up here at once.
  useEffect(
    () =>
      listenToDesk(
        (event) => (event.kind === 'left-message' || event.kind === 'resync') && load(),
        () => undefined,
      ),
    [load],
  )

  return (
    <PageContainer>
      <Card>
        <Segmented
          style={{ marginBottom: 16 }}
          value={handled ? 'handled' : 'open'}
          onChange={(value) => setHandled(value === 'handled')}
          options={[
            { value: 'open', label: '待处理' },
            { value: 'handled', label: '已处理' },
          ]}
        />
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Table<LeftMessage>
          rowKey="id"
          loading={rows === undefined}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: handled ? '暂无已处理的留言' : '暂无待处理的留言' }}
          columns={[
            { title: '留言人', width: 160, render: (_, row) => `${row.userName}（${row.username}）` },
            { title: '内容', dataIndex: 'content' },
            { title: '联系方式', dataIndex: 'contact', width: 140, render: (contact: string) => contact || '—' },
            { title: '留言时间', dataIndex: 'createdAt', width: 170, render: (at: string) => new Date(at).toLocaleString('zh-CN') },
            {
              title: '状态',
              width: 200,
              render: (_, row) =>
                row.handledAt ? (
                  <Tag color="green">
                    {row.handledBy} 已处理 · {new Date(row.handledAt).toLocaleString('zh-CN')}
                  </Tag>
                ) : (
                  <Button
                    size="small"
                    onClick={() => void write(() => deskApi.leftMessageHandle({ id: row.id }), '已标记为已处理').then(load)}
                  >
                    标记已处理
                  </Button>
                ),
            },
          ]}
        />
      </Card>
    </PageContainer>
  )
}
