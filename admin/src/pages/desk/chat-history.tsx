import { useEffect, useRef } from 'react'
import { Empty, Tag } from 'antd'
import type { RobotMessage } from '@contract/robot'

const SENDER: Record<RobotMessage['sender'], string> = { user: '学生', robot: '机器人', agent: '坐席' }

/** The student's dialog, oldest first: robot questions and answers for context, then the chat with the desk. */
export function ChatHistory({ messages }: { messages: RobotMessage[] }) {
  const end = useRef<HTMLDivElement>(null)
  const last = messages[messages.length - 1]?.id
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' })
  }, [last])
  if (messages.length === 0) return <Empty description="暂无消息" />
  return (
    <div className="desk-history" data-testid="desk-history">
      {messages.map((message) => (
        <div key={message.id} className={`desk-message desk-message--${message.sender}`} data-testid={`desk-message-${message.sender}`}>
          <div className="desk-message__meta">
            {SENDER[message.sender]}
            {message.sender === 'user' && !message.toAgent && <Tag className="desk-message__tag">问机器人</Tag>}
            {message.sender === 'robot' && !message.answered && (
              <Tag className="desk-message__tag" color="orange">
                未解决
              </Tag>
            )}
            <span className="desk-message__time">{new Date(message.createdAt).toLocaleString('zh-CN')}</span>
          </div>
          <div className="desk-message__bubble">{message.content}</div>
        </div>
      ))}
      <div ref={end} />
    </div>
  )
}
