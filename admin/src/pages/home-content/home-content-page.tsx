import { useCallback, useEffect, useState } from 'react'
import { App, Button, Card, Checkbox, DatePicker, Form, Image, Input, Modal, Popconfirm, Radio, Space, Table, Tag, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import type { ConsoleHomeItem, HomeItemSaveBody, HomeLinkRules } from '@contract/admin-home-content'
import { HOME_CONTENT_LABEL, homeItemProblems, IDENTITY_LABEL, type HomeContentKind, type Identity } from '@contract/home-content-rules'
import { ApiError } from '../../api/client'
import { homeContentApi } from '../../api/home-content'
import { MediaField } from '../../components/media-field'

const STATE_LABEL: Record<ConsoleHomeItem['state'], { text: string; color: string }> = {
  live: { text: '展示中', color: 'green' },
  scheduled: { text: '未开始', color: 'blue' },
  expired: { text: '已过期', color: 'default' },
  withdrawn: { text: '已撤下', color: 'orange' },
}

/** What each kind shows and asks for; one page serves the four home pieces. */
const KIND: Record<HomeContentKind, { image?: string; linkLabel: string; linkHelp: string; popup?: true }> = {
  slide: { image: '图片', linkLabel: '链接', linkHelp: '可空；门户页面如 /pagesA/news/detail?id=12，或允许域名下的网址' },
  marquee: { linkLabel: '链接', linkHelp: '可空；门户页面如 /pagesA/news/detail?id=12，或允许域名下的网址' },
  popup: { image: '图片（视频的封面）', linkLabel: '点击后打开', linkHelp: '可空；门户页面或允许域名下的网址', popup: true },
  floatingBox: { image: '图标', linkLabel: '访问地址', linkHelp: '必填；可含 {idToken}，打开时换成用户的令牌' },
}

interface Fields {
  title: string
  image?: string
  mediaType?: 'image' | 'video'
  videoUrl?: string
  link?: string
  window?: [Dayjs | null, Dayjs | null]
  identities?: Identity[]
}

const when = (time: string | null) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm') : '不限')

/** 轮播图 / 滚动公告 / 弹窗 / 悬浮框: list, create, edit, withdraw, delete, order; the portal follows at once. */
export function HomeContentPage({ kind }: { kind: HomeContentKind }) {
  const label = HOME_CONTENT_LABEL[kind]
  const shape = KIND[kind]
  const { message, modal } = App.useApp()
  const [rows, setRows] = useState<ConsoleHomeItem[]>([])
  const [rules, setRules] = useState<HomeLinkRules>({ hosts: [], routes: [] })
  const [loading, setLoading] = useState(false)
  const [editing, setEditing] = useState<ConsoleHomeItem | 'new'>()
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm<Fields>()
  const mediaType = Form.useWatch('mediaType', form)

  const load = useCallback(() => {
    setLoading(true)
    homeContentApi
      .list({ kind })
      .then(setRows)
      .catch((error: Error) => message.error(error.message))
      .finally(() => setLoading(false))
  }, [kind, message])
  useEffect(load, [load])
  useEffect(() => {
    void homeContentApi.linkRules().then(setRules)
  }, [])

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      modal.confirm({
        title: `${label}已被他人修改`,
        content: `${error.message}。重新加载会显示最新内容，您这次的修改不会保存。`,
        okText: '重新加载',
        cancelText: '继续编辑',
        onOk: () => {
          setEditing(undefined)
          load()
        },
      })
    } else message.error((error as Error).message)
  }

  const write = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run()
      message.success(done)
      load()
      return true
    } catch (error) {
      refused(error)
      return false
    }
  }

  const bodyOf = (row: ConsoleHomeItem): HomeItemSaveBody => ({
    kind,
    id: row.id,
    updatedAt: row.updatedAt,
    title: row.title,
    image: row.image,
    mediaType: row.mediaType,
    videoUrl: row.videoUrl,
    link: row.link,
    startTime: row.startTime,
    endTime: row.endTime,
    identities: row.identities,
  })

  const open = (row: ConsoleHomeItem | 'new') => {
    setEditing(row)
    form.resetFields()
    form.setFieldsValue(
      row === 'new'
        ? { title: '', image: '', mediaType: 'image', videoUrl: '', link: '', window: undefined, identities: [] }
        : {
            ...row,
            window:
              row.startTime || row.endTime
                ? [row.startTime ? dayjs(row.startTime) : null, row.endTime ? dayjs(row.endTime) : null]
                : undefined,
          },
    )
  }

  /** The form's values as the rule and the server take them. */
  const itemOf = (fields: Fields) => ({
    title: fields.title ?? '',
    image: fields.image ?? '',
    mediaType: fields.mediaType ?? 'image',
    videoUrl: fields.videoUrl ?? '',
    link: fields.link ?? '',
    startTime: fields.window?.[0]?.toISOString() ?? null,
    endTime: fields.window?.[1]?.toISOString() ?? null,
    identities: fields.identities ?? [],
  })
  /** A field's check is the server's own rule: the same message under the field, before anything is sent. */
  const ruleFor = (name: keyof Fields) => ({
    validator: async () => {
      const problem = homeItemProblems(kind, itemOf(form.getFieldsValue(true) as Fields), rules.hosts).find(
        (found) => (found.field === 'startTime' || found.field === 'endTime' ? 'window' : found.field) === name,
      )
      if (problem) throw new Error(problem.message)
    },
  })

  const submit = async () => {
    const fields = await form.validateFields().catch(() => undefined)
    if (!fields) return
    const item = itemOf(fields)
    setBusy(true)
    const existing = editing === 'new' ? undefined : editing
    const saved = await write(
      () => homeContentApi.save({ kind, ...item, id: existing?.id, updatedAt: existing?.updatedAt, enabled: existing?.enabled ?? true }),
      '已保存，门户即时可见',
    )
    setBusy(false)
    if (saved) setEditing(undefined)
  }

  const move = async (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id)
    ;[ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!]
    await write(() => homeContentApi.order({ kind, ids }), '已保存排序')
  }

  return (
    <Card
      title={label}
      extra={
        <Button type="primary" onClick={() => open('new')}>
          新建{label}
        </Button>
      }
    >
      {shape.popup && (
        <Typography.Paragraph type="secondary">
          门户首页在有效期内为对应身份的用户弹出；同一设备上用户关闭后即记为已读，不再弹出。
        </Typography.Paragraph>
      )}
      {kind === 'floatingBox' && (
        <Typography.Paragraph type="secondary">门户首页显示排在最前、且在有效期内的一个悬浮框。</Typography.Paragraph>
      )}
      <Table<ConsoleHomeItem>
        className="console-home-content"
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: `还没有${label}` }}
        columns={[
          { title: '顺序', width: 64, render: (_, __, index) => index + 1 },
          ...(shape.image
            ? [
                {
                  title: shape.popup ? '图片' : shape.image,
                  width: 88,
                  render: (_: unknown, row: ConsoleHomeItem) => <Image src={row.image} alt={row.title} height={40} />,
                },
              ]
            : []),
          {
            title: `标题 / ${shape.linkLabel}`,
            render: (_, row) => (
              <Space direction="vertical" size={0} style={{ maxWidth: '100%' }}>
                <Typography.Text>{row.title}</Typography.Text>
                <Typography.Text type="secondary" ellipsis={{ tooltip: row.link }} style={{ fontSize: 12, maxWidth: 220 }}>
                  {row.link || '无链接'}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '有效期',
            width: 190,
            render: (_, row) =>
              row.startTime || row.endTime ? (
                <span style={{ whiteSpace: 'nowrap' }}>
                  {when(row.startTime)} 起<br />
                  {when(row.endTime)} 止
                </span>
              ) : (
                '长期有效'
              ),
          },
          ...(shape.popup
            ? [
                {
                  title: '面向人群',
                  width: 110,
                  render: (_: unknown, row: ConsoleHomeItem) =>
                    row.identities.length === 0 ? '所有人' : row.identities.map((code) => IDENTITY_LABEL[code]).join('、'),
                },
              ]
            : []),
          {
            title: '状态',
            width: 90,
            render: (_, row) => <Tag color={STATE_LABEL[row.state].color}>{STATE_LABEL[row.state].text}</Tag>,
          },
          {
            title: '操作',
            width: 250,
            render: (_, row, index) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open(row)}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void write(
                      () => homeContentApi.save({ ...bodyOf(row), enabled: !row.enabled }),
                      row.enabled ? '已撤下，门户不再显示' : '已恢复',
                    )
                  }
                >
                  {row.enabled ? '撤下' : '恢复'}
                </Button>
                <Button type="link" size="small" disabled={index === 0} onClick={() => void move(index, -1)}>
                  上移
                </Button>
                <Button type="link" size="small" disabled={index === rows.length - 1} onClick={() => void move(index, 1)}>
                  下移
                </Button>
                <Popconfirm
                  title={`删除这条${label}？`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => write(() => homeContentApi.remove({ kind, id: row.id, updatedAt: row.updatedAt }), '已删除')}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== undefined}
        title={`${editing === 'new' ? '新建' : '编辑'}${label}`}
        okText="保存"
        cancelText="取消"
        width={640}
        confirmLoading={busy}
        destroyOnClose
        onCancel={() => setEditing(undefined)}
        onOk={() => void submit()}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="title" label="标题" required rules={[ruleFor('title')]}>
            <Input placeholder={kind === 'marquee' ? '如：12 月 1 日起图书馆延长开放' : '显示给用户的标题'} />
          </Form.Item>
          {shape.popup && (
            <Form.Item name="mediaType" label="类型">
              <Radio.Group
                options={[
                  { value: 'image', label: '图片' },
                  { value: 'video', label: '视频' },
                ]}
              />
            </Form.Item>
          )}
          {shape.image && (
            <Form.Item name="image" label={shape.image} required rules={[ruleFor('image')]}>
              <MediaField />
            </Form.Item>
          )}
          {shape.popup && mediaType === 'video' && (
            <Form.Item name="videoUrl" label="视频" required rules={[ruleFor('videoUrl')]}>
              <MediaField video accept="video/mp4" />
            </Form.Item>
          )}
          <Form.Item name="link" label={shape.linkLabel} extra={shape.linkHelp} required={kind === 'floatingBox'} rules={[ruleFor('link')]}>
            <Input
              placeholder={kind === 'floatingBox' ? '/pagesA/news/news?columnCode=tzgg&idToken={idToken}' : '/pagesA/news/detail?id=12'}
            />
          </Form.Item>
          <Form.Item
            name="window"
            label="有效期"
            required={shape.popup}
            rules={[ruleFor('window')]}
            extra={shape.popup ? '开始和结束都要填' : '可空；只填开始或结束表示另一端不限'}
          >
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[!shape.popup, !shape.popup]} />
          </Form.Item>
          {shape.popup && (
            <Form.Item name="identities" label="面向人群" rules={[ruleFor('identities')]} extra="不选则面向所有人（含未登录的访客）">
              <Checkbox.Group options={Object.entries(IDENTITY_LABEL).map(([value, text]) => ({ value, label: text }))} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Card>
  )
}
