import { useCallback, useEffect, useState } from 'react'
import { Alert, App, Button, Card, Input, InputNumber, List, Popconfirm, Space } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import type { CannedAnswer } from '@contract/admin-desk'
import { ROBOT_TEXT_MAX } from '@contract/paths/robot'
import { deskApi } from '../../api/desk'
import { useWrite } from '../../components/use-write'

/** One canned answer being edited (id absent: a new one). */
interface Draft {
  id?: number
  content: string
  sort: number
}

/** 快捷回复: the desk's shared canned answers, picked in the workspace's reply box; in 排序 order. */
export default function DeskCannedAnswers() {
  const { message } = App.useApp()
  const [rows, setRows] = useState<CannedAnswer[]>()
  const [error, setError] = useState<string>()
  const [draft, setDraft] = useState<Draft>()
  const load = useCallback(() => {
    deskApi
      .cannedList()
      .then(setRows)
      .catch((failure: Error) => setError(failure.message))
  }, [])
  const write = useWrite('快捷回复', load)
  useEffect(load, [load])

  const save = async () => {
    if (!draft) return
    if (!draft.content.trim()) return void message.warning('请输入快捷回复内容')
    if (await write(() => deskApi.cannedSave({ ...draft, content: draft.content.trim() }), '已保存')) {
      setDraft(undefined)
      load()
    }
  }

  const editor = draft && (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        data-testid="canned-content"
        value={draft.content}
        onChange={(event) => setDraft({ ...draft, content: event.target.value })}
        placeholder="如：您好，请问有什么可以帮您？"
        autoSize={{ minRows: 2, maxRows: 4 }}
        maxLength={ROBOT_TEXT_MAX}
        showCount
      />
      <Space>
        <span>排序</span>
        <InputNumber min={0} max={9999} value={draft.sort} onChange={(sort) => setDraft({ ...draft, sort: sort ?? 100 })} />
        <Button type="primary" data-testid="canned-save" onClick={() => void save()}>
          保存
        </Button>
        <Button onClick={() => setDraft(undefined)}>取消</Button>
      </Space>
    </Space>
  )

  return (
    <PageContainer
      extra={
        <Button type="primary" data-testid="canned-new" onClick={() => setDraft({ content: '', sort: (rows?.length ?? 0) + 1 })}>
          新建快捷回复
        </Button>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Card>
        {draft && draft.id === undefined && <div style={{ marginBottom: 16 }}>{editor}</div>}
        <List
          loading={rows === undefined}
          dataSource={rows}
          locale={{ emptyText: '暂无快捷回复' }}
          renderItem={(row) =>
            draft?.id === row.id ? (
              <List.Item>{editor}</List.Item>
            ) : (
              <List.Item
                actions={[
                  <a key="edit" onClick={() => setDraft({ id: row.id, content: row.content, sort: row.sort })}>
                    编辑
                  </a>,
                  <Popconfirm
                    key="delete"
                    title="删除这条快捷回复？"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => void write(() => deskApi.cannedDelete({ id: row.id }), '已删除').then(load)}
                  >
                    <a>删除</a>
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta title={row.content} description={`排序 ${row.sort}`} />
              </List.Item>
            )
          }
        />
      </Card>
    </PageContainer>
  )
}
