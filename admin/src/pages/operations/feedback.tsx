import { useEffect, useRef, useState } from 'react'
import { App, Button, Descriptions, Drawer, Empty, Image, Input, Popconfirm, Select, Space, Tag, Timeline, Typography } from 'antd'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { ConsoleFeedback, FeedbackListQuery } from '@contract/admin-feedback'
import {
  FEEDBACK_MAX_TAGS,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_TAG_MAX,
  type FeedbackStatus,
} from '@contract/feedback-rules'
import { FEEDBACK_TYPES } from '@contract/personal-constants'
import { feedbackApi } from '../../api/operations'
import { pagedRequest, pagination } from '../../components/paged-request'
import { useWrite } from '../../components/use-write'

const STATUS_COLOR: Record<FeedbackStatus, string> = { open: 'orange', replied: 'green', closed: 'default' }
const IDENTITY_LABEL: Record<string, string> = { student: '学生', teacher: '教师', guest: '访客', admin: '管理员' }
const time = (iso: string) => new Date(iso).toLocaleString('zh-CN')

/** One feedback: what was sent (images open large), the replies, and the desk's reply, tags and 关闭. */
function FeedbackDrawer({
  feedback,
  onClose,
  onChanged,
}: {
  feedback?: ConsoleFeedback
  onClose: () => void
  onChanged: (next: ConsoleFeedback) => void
}) {
  const [reply, setReply] = useState('')
  const [tags, setTags] = useState<string[]>([])
  const [tagChoices, setTagChoices] = useState<string[]>([])
  const [busy, setBusy] = useState<'reply' | 'tags' | 'close'>()
  const write = useWrite('反馈', onClose)
  useEffect(() => {
    setReply('')
    setTags(feedback?.tags ?? [])
    if (feedback) void feedbackApi.feedbackTagList().then(setTagChoices, () => setTagChoices([]))
  }, [feedback])
  if (!feedback) return <Drawer open={false} />
  const run = async (kind: 'reply' | 'tags' | 'close', call: () => Promise<ConsoleFeedback>, done: string) => {
    setBusy(kind)
    let next: ConsoleFeedback | undefined
    const ok = await write(async () => {
      next = await call()
    }, done)
    setBusy(undefined)
    if (ok && next) onChanged(next)
    return ok
  }
  const closed = feedback.status === 'closed'
  return (
    <Drawer title={`反馈 #${feedback.id}`} width={640} open onClose={onClose} destroyOnClose>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="类型">{feedback.type}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={STATUS_COLOR[feedback.status]}>{FEEDBACK_STATUS_LABELS[feedback.status]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="提交人">
          {feedback.author.userName}（{feedback.author.username}，{IDENTITY_LABEL[feedback.author.identityTypeCode]}）
        </Descriptions.Item>
        <Descriptions.Item label="提交时间">{time(feedback.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="联系方式" span={2}>
          {feedback.contact || '（未填写）'}
        </Descriptions.Item>
        <Descriptions.Item label="内容" span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{feedback.content}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label="图片" span={2}>
          {feedback.images.length === 0 ? (
            '（无）'
          ) : (
            <Image.PreviewGroup>
              <Space wrap>
                {feedback.images.map((src, index) => (
                  <Image key={src} src={src} width={96} height={96} style={{ objectFit: 'cover' }} alt={`反馈图片 ${index + 1}`} />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </Descriptions.Item>
      </Descriptions>

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        回复记录
      </Typography.Title>
      {feedback.replies.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有回复" />
      ) : (
        <Timeline
          items={feedback.replies.map((item) => ({
            children: (
              <>
                <Typography.Text type="secondary">
                  {item.authorName} · {time(item.createdAt)}
                </Typography.Text>
                <div style={{ whiteSpace: 'pre-wrap' }}>{item.content}</div>
              </>
            ),
          }))}
        />
      )}

      {closed ? (
        <Typography.Paragraph type="secondary">
          该反馈已于 {feedback.closedAt ? time(feedback.closedAt) : ''} 关闭，不能再回复。
        </Typography.Paragraph>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            aria-label="回复内容"
            placeholder="回复内容（提交人会在意见反馈页看到，并收到一条消息）"
            rows={4}
            maxLength={FEEDBACK_REPLY_MAX}
            showCount
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
          <Space>
            <Button
              type="primary"
              loading={busy === 'reply'}
              disabled={!reply.trim()}
              onClick={async () => {
                if (await run('reply', () => feedbackApi.feedbackReply({ id: feedback.id, content: reply.trim() }), '已回复')) setReply('')
              }}
            >
              回复
            </Button>
            <Popconfirm
              title="关闭这条反馈？"
              description="关闭后不能再回复。"
              okText="关闭反馈"
              cancelText="取消"
              onConfirm={() => run('close', () => feedbackApi.feedbackClose({ id: feedback.id }), '已关闭')}
            >
              <Button loading={busy === 'close'}>关闭反馈</Button>
            </Popconfirm>
          </Space>
        </Space>
      )}

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        标签
      </Typography.Title>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          mode="tags"
          aria-label="标签"
          style={{ width: '100%' }}
          placeholder={`输入后回车添加，最多 ${FEEDBACK_MAX_TAGS} 个，每个不超过 ${FEEDBACK_TAG_MAX} 字`}
          value={tags}
          maxCount={FEEDBACK_MAX_TAGS}
          onChange={(next: string[]) => setTags(next.map((tag) => tag.trim().slice(0, FEEDBACK_TAG_MAX)).filter(Boolean))}
          options={tagChoices.map((tag) => ({ value: tag, label: tag }))}
        />
        <Button
          loading={busy === 'tags'}
          onClick={() => run('tags', () => feedbackApi.feedbackTags({ id: feedback.id, tags }), '已保存标签')}
        >
          保存标签
        </Button>
      </Space.Compact>
    </Drawer>
  )
}

/** 意见反馈: what people sent from the portal, newest first; filter by type, status, tag or words; open one to answer it. */
export default function FeedbackInbox() {
  const { message } = App.useApp()
  const table = useRef<ActionType>()
  const [open, setOpen] = useState<ConsoleFeedback>()
  const [tagChoices, setTagChoices] = useState<string[]>([])
  useEffect(() => {
    void feedbackApi.feedbackTagList().then(setTagChoices, () => setTagChoices([]))
  }, [open])
  const columns: ProColumns<ConsoleFeedback>[] = [
    {
      title: '关键词',
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: '内容、提交人姓名或学号/工号' },
      search: { transform: (keyword: string) => ({ keyword: keyword.trim() || undefined }) },
    },
    { title: '提交时间', dataIndex: 'createdAt', width: 170, search: false, render: (_, row) => time(row.createdAt) },
    {
      title: '类型',
      dataIndex: 'type',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(FEEDBACK_TYPES.map((type) => [type, type])),
      fieldProps: { placeholder: '全部类型' },
    },
    {
      title: '内容',
      dataIndex: 'content',
      search: false,
      ellipsis: true,
      render: (_, row) => (
        <>
          {row.images.length > 0 && <Tag>图片 {row.images.length}</Tag>}
          {row.content}
        </>
      ),
    },
    {
      title: '提交人',
      dataIndex: 'author',
      width: 150,
      search: false,
      render: (_, row) => `${row.author.userName}（${row.author.username}）`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: FEEDBACK_STATUS_LABELS,
      fieldProps: { placeholder: '全部状态' },
      render: (_, row) => <Tag color={STATUS_COLOR[row.status]}>{FEEDBACK_STATUS_LABELS[row.status]}</Tag>,
    },
    {
      title: '标签',
      dataIndex: 'tag',
      width: 180,
      valueType: 'select',
      valueEnum: Object.fromEntries(tagChoices.map((tag) => [tag, tag])),
      fieldProps: { placeholder: '全部标签', showSearch: true },
      render: (_, row) => (
        <Space size={4} wrap>
          {row.tags.map((tag) => (
            <Tag key={tag} color="blue">
              {tag}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '操作',
      width: 80,
      search: false,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpen(row)}>
          处理
        </Button>
      ),
    },
  ]
  return (
    <PageContainer>
      <ProTable<ConsoleFeedback>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={pagedRequest((query: FeedbackListQuery) => feedbackApi.feedbackList(query))}
        onRequestError={(error) => message.error(error.message)}
        pagination={pagination()}
        search={{ labelWidth: 'auto' }}
        options={{ reload: true, density: false, setting: false }}
      />
      <FeedbackDrawer
        feedback={open}
        onClose={() => {
          setOpen(undefined)
          void table.current?.reload()
        }}
        onChanged={(next) => {
          setOpen(next)
          void table.current?.reload()
        }}
      />
    </PageContainer>
  )
}
