import { useCallback, useEffect, useState } from 'react'
import { App, Button, Card, Checkbox, Input, Table, Tag, Typography } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import type { ConsoleMessageType } from '@contract/admin-send-rules'
import { IDENTITY_NAMES, MESSAGE_TYPE_CHANNEL_NAMES, MESSAGE_TYPE_CHANNELS, SEND_RULE_IDENTITIES } from '@contract/send-rules'
import { sendRulesApi } from '../../api/operations'
import { useWrite } from '../../components/use-write'

const same = (a: ConsoleMessageType, b: ConsoleMessageType) =>
  a.name === b.name &&
  [...a.identities].sort().join() === [...b.identities].sort().join() &&
  [...a.sendTypes].sort().join() === [...b.sendTypes].sort().join()

/**
 * 消息类型: each message type's name, who receives it (none ticked: everyone) and the channels it may use (people choose
 * among them in their receive settings), with how many people turned it off.
 */
export default function MessageTypes() {
  const { message } = App.useApp()
  const [saved, setSaved] = useState<ConsoleMessageType[]>()
  const [rows, setRows] = useState<ConsoleMessageType[]>([])
  const [saving, setSaving] = useState<string>()
  const show = useCallback((next: ConsoleMessageType[]) => {
    setSaved(next)
    setRows(next)
  }, [])
  const load = useCallback(() => {
    sendRulesApi.messageTypeList().then(show, (error: Error) => message.error(error.message))
  }, [show, message])
  useEffect(load, [load])
  const write = useWrite('消息类型', load)
  const edit = (code: string, change: Partial<ConsoleMessageType>) =>
    setRows((all) => all.map((row) => (row.code === code ? { ...row, ...change } : row)))

  return (
    <PageContainer>
      <Card loading={!saved}>
        <Typography.Paragraph type="secondary">
          接收身份不勾选即所有身份都接收。去掉一个发送渠道时，发送规则里该类型的这个渠道也一并去掉。
        </Typography.Paragraph>
        <Table<ConsoleMessageType>
          rowKey="code"
          size="small"
          pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (total) => `共 ${total} 个类型` }}
          dataSource={rows}
          columns={[
            { title: '应用', dataIndex: 'appName', width: 120 },
            {
              title: '类型名称',
              width: 160,
              render: (_, row) => (
                <Input
                  aria-label={`${row.code}的名称`}
                  value={row.name}
                  maxLength={20}
                  onChange={(event) => edit(row.code, { name: event.target.value })}
                />
              ),
            },
            {
              title: '接收身份',
              width: 260,
              render: (_, row) => (
                <Checkbox.Group
                  value={row.identities}
                  options={SEND_RULE_IDENTITIES.map((identity) => ({ value: identity, label: IDENTITY_NAMES[identity] }))}
                  onChange={(next) => edit(row.code, { identities: next as ConsoleMessageType['identities'] })}
                />
              ),
            },
            {
              title: '发送渠道',
              width: 290,
              render: (_, row) => (
                <Checkbox.Group
                  value={row.sendTypes}
                  options={MESSAGE_TYPE_CHANNELS.map((channel) => ({ value: channel, label: MESSAGE_TYPE_CHANNEL_NAMES[channel] }))}
                  onChange={(next) => edit(row.code, { sendTypes: next as ConsoleMessageType['sendTypes'] })}
                />
              ),
            },
            {
              title: '关闭接收',
              dataIndex: 'mutedCount',
              width: 90,
              render: (_, row) => (row.mutedCount > 0 ? <Tag>{row.mutedCount} 人</Tag> : '—'),
            },
            {
              title: '操作',
              width: 80,
              render: (_, row) => {
                const was = saved?.find((candidate) => candidate.code === row.code)
                return (
                  <Button
                    size="small"
                    type="link"
                    disabled={!was || same(was, row)}
                    loading={saving === row.code}
                    onClick={async () => {
                      if (!row.name.trim()) return void message.error('请填写类型名称')
                      if (row.sendTypes.length === 0) return void message.error('请至少选择一个发送渠道')
                      setSaving(row.code)
                      let next: ConsoleMessageType[] | undefined
                      await write(async () => {
                        next = await sendRulesApi.messageTypeSave({
                          code: row.code,
                          name: row.name.trim(),
                          identities: row.identities,
                          sendTypes: row.sendTypes,
                        })
                      }, '已保存')
                      setSaving(undefined)
                      if (next) show(next)
                    }}
                  >
                    保存
                  </Button>
                )
              },
            },
          ]}
        />
      </Card>
    </PageContainer>
  )
}
