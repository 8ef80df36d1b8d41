import { useCallback, useEffect, useState } from 'react'
import { Alert, Card, Table } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import type { UnansweredQuestion } from '@contract/admin-desk'
import { deskApi } from '../../api/desk'
import { useWrite } from '../../components/use-write'
import { FaqForm } from './faq-form'

/** 未解决问题: what students asked the robot that it could not answer (most asked first); 添加答案 → 知识库. */
export default function KnowledgeUnanswered() {
  const [rows, setRows] = useState<UnansweredQuestion[]>()
  const [error, setError] = useState<string>()
  const [answering, setAnswering] = useState<UnansweredQuestion>()
  const load = useCallback(() => {
    deskApi
      .unanswered()
      .then((next) => {
        setRows(next)
        setError(undefined)
      })
      .catch((failure: Error) => setError(failure.message))
  }, [])
  const write = useWrite('未解决问题', load)
  useEffect(load, [load])

  return (
    <PageContainer>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Card>
        <Table<UnansweredQuestion>
          rowKey="id"
          loading={rows === undefined}
          dataSource={rows}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          locale={{ emptyText: '机器人暂时没有答不上的问题' }}
          columns={[
            { title: '问题', dataIndex: 'question' },
            { title: '被问次数', dataIndex: 'askCount', width: 100 },
            { title: '最近一次', dataIndex: 'lastAskedAt', width: 180, render: (at: string) => new Date(at).toLocaleString('zh-CN') },
            {
              title: '操作',
              width: 100,
              render: (_, row) => <a onClick={() => setAnswering(row)}>添加答案</a>,
            },
          ]}
        />
      </Card>
      <FaqForm
        title="添加答案"
        open={answering !== undefined}
        initial={answering && { question: answering.question }}
        fixedQuestion
        onCancel={() => setAnswering(undefined)}
        onSave={async (values) => {
          if (!answering) return false
          const { answer, similar, category, hot, sort, enabled } = values
          const saved = await write(
            () => deskApi.unansweredAnswer({ id: answering.id, answer, similar, category, hot, sort, enabled }),
            '已加入知识库，机器人下次即可回答',
          )
          if (saved) {
            setAnswering(undefined)
            load()
          }
          return saved
        }}
      />
    </PageContainer>
  )
}
