import { useCallback, useEffect, useRef, useState } from 'react'
import { Alert, App, Badge, Button, Card, Col, Empty, Input, List, Modal, Row, Select, Space, Switch, Tag, Typography } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import { Link } from 'react-router-dom'
import type { CannedAnswer, DeskChat, DeskChatDetail, DeskOverview } from '@contract/admin-desk'
import { DESK_SUMMARY_MAX } from '@contract/admin-desk'
import { ROBOT_TEXT_MAX } from '@contract/paths/robot'
import { deskApi, listenToDesk } from '../../api/desk'
import { useMe } from '../../components/me-context'
import { useWrite } from '../../components/use-write'
import { ChatHistory } from './chat-history'
import './desk.css'

/** While on duty the workspace checks in this often: the server counts an agent on duty for two minutes after. */
const CHECK_IN_MS = 60_000

const STATUS_TAG: Record<DeskChat['status'], { color: string; label: string }> = {
  waiting: { color: 'orange', label: '排队中' },
  active: { color: 'green', label: '接待中' },
  closed: { color: 'default', label: '已结束' },
}

function ChatQueue({ chats, selected, onSelect }: { chats: DeskChat[]; selected?: number; onSelect: (id: number) => void }) {
  if (chats.length === 0) return <Empty description="暂无会话：学生转人工后会出现在这里" />
  return (
    <List
      dataSource={chats}
      renderItem={(chat) => (
        <List.Item
          data-testid={`desk-chat-${chat.id}`}
          className={`desk-queue__item${chat.id === selected ? ' desk-queue__item--selected' : ''}`}
          onClick={() => onSelect(chat.id)}
        >
          <List.Item.Meta
            title={
              <Space size={6}>
                <span>
                  {chat.userName}（{chat.username}）
                </span>
                <Tag color={STATUS_TAG[chat.status].color}>{STATUS_TAG[chat.status].label}</Tag>
              </Space>
            }
            description={
              <>
                <Typography.Text ellipsis className="desk-queue__last">
                  {chat.lastMessage}
                </Typography.Text>
                <div className="desk-queue__meta">
                  {chat.agent ? `坐席：${chat.agent.userName}` : '等待接入'} · {new Date(chat.lastAt).toLocaleTimeString('zh-CN')}
                </div>
              </>
            }
          />
        </List.Item>
      )}
    />
  )
}

/** 坐席工作台: 上班/下班, the queue, a chat with the student's history, reply with 快捷回复, 接入, 转接, 结束 with a summary. */
export default function DeskWorkspace() {
  const me = useMe()
  const { message } = App.useApp()
  const [overview, setOverview] = useState<DeskOverview>()
  const [error, setError] = useState<string>()
  const [connected, setConnected] = useState(false)
  const [selected, setSelected] = useState<number>()
  const [detail, setDetail] = useState<DeskChatDetail>()
  const [canned, setCanned] = useState<CannedAnswer[]>([])
  const [draft, setDraft] = useState('')
  const [transferTo, setTransferTo] = useState<string>()
  const [transferring, setTransferring] = useState(false)
  const [closing, setClosing] = useState(false)
  const [summary, setSummary] = useState('')
  const selectedRef = useRef<number>()
  selectedRef.current = selected

  const loadOverview = useCallback(() => {
    deskApi
      .overview()
      .then((next) => {
        setOverview(next)
        setError(undefined)
      })
      .catch((failure: Error) => setError(failure.message))
  }, [])
  const loadChat = useCallback((id: number | undefined) => {
    if (id === undefined) return setDetail(undefined)
    deskApi
      .chat({ id })
      .then((next) => {
        if (selectedRef.current === id) setDetail(next)
      })
      .catch((failure: Error) => setError(failure.message))
  }, [])
  const reload = useCallback(() => {
    loadOverview()
    loadChat(selectedRef.current)
  }, [loadOverview, loadChat])
  const write = useWrite('会话', reload)

  useEffect(() => {
    void deskApi.cannedList().then(setCanned)
    // Every change anywhere (any server instance) arrives here; the workspace reloads what it shows.
    return listenToDesk((event) => {
      loadOverview()
      if (event.kind !== 'left-message' && event.kind !== 'agents' && (event.sessionId ?? selectedRef.current) === selectedRef.current)
        loadChat(selectedRef.current)
    }, setConnected)
  }, [loadOverview, loadChat])

  useEffect(() => {
    loadChat(selected)
  }, [selected, loadChat])

  const onDuty = overview?.onDuty ?? false
  useEffect(() => {
    if (!onDuty) return
    const timer = setInterval(() => void deskApi.duty({ onDuty: true }).then(setOverview), CHECK_IN_MS)
    return () => clearInterval(timer)
  }, [onDuty])

  const toggleDuty = async (next: boolean) => {
    await write(async () => setOverview(await deskApi.duty({ onDuty: next })), next ? '已上班：学生转人工时可以联系到您' : '已下班')
  }

  const chat = detail?.chat
  const mine = chat?.status === 'active' && chat.agent?.accountId === me.accountId
  const canAnswer = chat !== undefined && (chat.status === 'waiting' || mine)
  const send = async () => {
    if (!chat || !draft.trim()) return void message.warning('请输入回复内容')
    if (await write(() => deskApi.reply({ id: chat.id, content: draft.trim() }), '已发送')) {
      setDraft('')
      reload()
    }
  }
  const others = (overview?.agents ?? []).filter((agent) => agent.accountId !== me.accountId)

  return (
    <PageContainer
      extra={
        <Space size={16} wrap>
          <Badge status={connected ? 'success' : 'warning'} text={connected ? '实时连接' : '正在连接…'} />
          <span>
            在线坐席：
            {overview && overview.agents.length > 0
              ? overview.agents.map((agent) => <Tag key={agent.accountId}>{agent.userName}</Tag>)
              : '无'}
          </span>
          <Switch
            data-testid="desk-duty"
            checked={onDuty}
            loading={overview === undefined}
            checkedChildren="上班中"
            unCheckedChildren="已下班"
            onChange={(next) => void toggleDuty(next)}
          />
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      {overview && !onDuty && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message="您已下班：没有坐席上班时，学生的“转人工”会转为留言。" />
      )}
      {overview && overview.openLeftMessages > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            <span>
              有 {overview.openLeftMessages} 条留言待处理，<Link to="/desk/left-messages">去处理</Link>
            </span>
          }
        />
      )}
      <Row gutter={16}>
        <Col span={8}>
          <Card title="会话队列" size="small" loading={overview === undefined} className="desk-queue">
            <ChatQueue chats={overview?.chats ?? []} selected={selected} onSelect={setSelected} />
          </Card>
        </Col>
        <Col span={16}>
          <Card
            size="small"
            title={chat ? `${chat.userName}（${chat.username}）` : '会话'}
            extra={
              chat &&
              chat.status !== 'closed' && (
                <Space>
                  {chat.status === 'waiting' && (
                    <Button
                      data-testid="desk-claim"
                      onClick={() => void write(() => deskApi.claim({ id: chat.id }), '已接入').then(reload)}
                    >
                      接入
                    </Button>
                  )}
                  {canAnswer && (
                    <Button data-testid="desk-transfer" onClick={() => setTransferring(true)}>
                      转接
                    </Button>
                  )}
                  {canAnswer && (
                    <Button data-testid="desk-close" danger onClick={() => setClosing(true)}>
                      结束
                    </Button>
                  )}
                </Space>
              )
            }
          >
            {!chat ? (
              <Empty description="从左侧选择一个会话" />
            ) : (
              <>
                <ChatHistory messages={detail.messages} />
                {chat.status === 'closed' ? (
                  <Alert type="info" message={`会话已结束：${chat.summary}`} />
                ) : !canAnswer ? (
                  <Alert type="info" message={`该会话由 ${chat.agent?.userName ?? '其他坐席'} 接待`} />
                ) : (
                  <div className="desk-reply">
                    <Select<number>
                      data-testid="desk-canned"
                      className="desk-reply__canned"
                      placeholder="快捷回复"
                      value={null as unknown as number}
                      options={canned.map((answer) => ({ value: answer.id, label: answer.content }))}
                      notFoundContent={<Link to="/desk/canned">添加快捷回复</Link>}
                      onChange={(id) => setDraft(canned.find((answer) => answer.id === id)?.content ?? '')}
                    />
                    <Input.TextArea
                      data-testid="desk-reply-input"
                      value={draft}
                      onChange={(event) => setDraft(event.target.value)}
                      placeholder="输入回复，Ctrl+Enter 发送"
                      autoSize={{ minRows: 2, maxRows: 5 }}
                      maxLength={ROBOT_TEXT_MAX}
                      showCount
                      onPressEnter={(event) => {
                        if (event.ctrlKey || event.metaKey) void send()
                      }}
                    />
                    <Button data-testid="desk-send" className="desk-reply__send" type="primary" onClick={() => void send()}>
                      发送
                    </Button>
                  </div>
                )}
              </>
            )}
          </Card>
        </Col>
      </Row>
      <Modal
        title="转接给其他坐席"
        open={transferring}
        okText="转接"
        okButtonProps={{ disabled: !transferTo }}
        onCancel={() => setTransferring(false)}
        onOk={async () => {
          if (!chat || !transferTo) return
          if (await write(() => deskApi.transfer({ id: chat.id, agentId: transferTo }), '已转接')) {
            setTransferring(false)
            setTransferTo(undefined)
            reload()
          }
        }}
        destroyOnClose
      >
        {others.length === 0 ? (
          <Alert type="warning" showIcon message="当前没有其他上班的坐席，只能转接给在线的坐席" />
        ) : (
          <Select
            data-testid="desk-transfer-agent"
            style={{ width: '100%' }}
            placeholder="选择在线坐席"
            value={transferTo}
            onChange={setTransferTo}
            options={others.map((agent) => ({ value: agent.accountId, label: `${agent.userName}（${agent.username}）` }))}
          />
        )}
      </Modal>
      <Modal
        title="结束会话"
        open={closing}
        okText="结束"
        onCancel={() => setClosing(false)}
        onOk={async () => {
          if (!chat) return
          if (!summary.trim()) return void message.warning('请填写会话小结')
          if (await write(() => deskApi.close({ id: chat.id, summary: summary.trim() }), '会话已结束')) {
            setClosing(false)
            setSummary('')
            reload()
          }
        }}
        destroyOnClose
      >
        <Input.TextArea
          data-testid="desk-summary"
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
          placeholder="会话小结：问题与处理结果"
          autoSize={{ minRows: 3, maxRows: 6 }}
          maxLength={DESK_SUMMARY_MAX}
          showCount
        />
      </Modal>
    </PageContainer>
  )
}
