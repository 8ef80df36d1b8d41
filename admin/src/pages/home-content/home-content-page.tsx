import { Button, DatePicker, Form, Image, Popconfirm, Space, Tag, Typography } from 'antd'
import { PageContainer, ProFormCheckbox, ProFormDependency, ProFormRadio, ProFormText, type ProColumns } from '@ant-design/pro-components'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useState } from 'react'
import type { ConsoleHomeItem, HomeItemSaveBody, HomeLinkRules } from '@contract/admin-home-content'
import { HOME_CONTENT_LABEL, homeItemProblems, IDENTITY_LABEL, type HomeContentKind, type Identity } from '@contract/home-content-rules'
import { homeContentApi } from '../../api/home-content'
import { MediaField } from '../../components/media-field'
import { orderActions } from '../../components/order-actions'
import { RecordTable, type RecordTools } from '../../components/record-table'

const STATE_LABEL: Record<ConsoleHomeItem['state'], { text: string; color: string }> = {
  live: { text: '展示中', color: 'green' },
  scheduled: { text: '未开始', color: 'blue' },
  expired: { text: '已过期', color: 'default' },
  withdrawn: { text: '已撤下', color: 'orange' },
}

/** What each kind shows and asks for; one page serves the four home pieces. */
const KIND: Record<HomeContentKind, { image?: string; linkLabel: string; linkHelp: string; popup?: true; note?: string }> = {
  slide: { image: '图片', linkLabel: '链接', linkHelp: '可空；门户页面如 /pagesA/news/detail?id=12，或允许域名下的网址' },
  marquee: { linkLabel: '链接', linkHelp: '可空；门户页面如 /pagesA/news/detail?id=12，或允许域名下的网址' },
  popup: {
    image: '图片（视频的封面）',
    linkLabel: '点击后打开',
    linkHelp: '可空；门户页面或允许域名下的网址',
    popup: true,
    note: '门户首页在有效期内为对应身份的用户弹出；同一设备上用户关闭后即记为已读，不再弹出。',
  },
  floatingBox: {
    image: '图标',
    linkLabel: '访问地址',
    linkHelp: '必填；可含 {idToken}，打开时换成用户的令牌',
    note: '门户首页显示排在最前、且在有效期内的一个悬浮框。',
  },
}

type Fields = {
  title: string
  image?: string
  mediaType?: 'image' | 'video'
  videoUrl?: string
  link?: string
  window?: [Dayjs | null, Dayjs | null]
  identities?: Identity[]
}

const when = (time: string | null) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm') : '不限')

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

const bodyOf = (kind: HomeContentKind, row: ConsoleHomeItem): HomeItemSaveBody => ({
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

function columnsOf(kind: HomeContentKind, { rows, edit, write }: RecordTools<ConsoleHomeItem>): ProColumns<ConsoleHomeItem>[] {
  const label = HOME_CONTENT_LABEL[kind]
  const shape = KIND[kind]
  return [
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
          <Button type="link" size="small" onClick={() => edit(row)}>
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() =>
              void write(
                () => homeContentApi.save({ ...bodyOf(kind, row), enabled: !row.enabled }),
                row.enabled ? '已撤下，门户不再显示' : '已恢复',
              )
            }
          >
            {row.enabled ? '撤下' : '恢复'}
          </Button>
          {orderActions(rows, index, (ids) => write(() => homeContentApi.order({ kind, ids }), '已保存排序'))}
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
  ]
}

/** The edit form's fields; each field's check is the server's own rule, the same message under the field. */
function HomeItemFields({ kind, hosts }: { kind: HomeContentKind; hosts: readonly string[] }) {
  const shape = KIND[kind]
  const ruleFor =
    (name: keyof Fields) =>
    ({ getFieldsValue }: { getFieldsValue: (all: true) => unknown }) => ({
      validator: async () => {
        const problem = homeItemProblems(kind, itemOf(getFieldsValue(true) as Fields), [...hosts]).find(
          (found) => (found.field === 'startTime' || found.field === 'endTime' ? 'window' : found.field) === name,
        )
        if (problem) throw new Error(problem.message)
      },
    })
  return (
    <>
      <ProFormText
        name="title"
        label="标题"
        required
        rules={[ruleFor('title')]}
        placeholder={kind === 'marquee' ? '如：12 月 1 日起图书馆延长开放' : '显示给用户的标题'}
      />
      {shape.popup && (
        <ProFormRadio.Group
          name="mediaType"
          label="类型"
          options={[
            { value: 'image', label: '图片' },
            { value: 'video', label: '视频' },
          ]}
        />
      )}
      {shape.image && (
        <Form.Item name="image" label={shape.image} required rules={[ruleFor('image')]}>
          <MediaField />
        </Form.Item>
      )}
      {shape.popup && (
        <ProFormDependency name={['mediaType']}>
          {({ mediaType }) =>
            mediaType === 'video' && (
              <Form.Item name="videoUrl" label="视频" required rules={[ruleFor('videoUrl')]}>
                <MediaField video accept="video/mp4" />
              </Form.Item>
            )
          }
        </ProFormDependency>
      )}
      <ProFormText
        name="link"
        label={shape.linkLabel}
        extra={shape.linkHelp}
        required={kind === 'floatingBox'}
        rules={[ruleFor('link')]}
        placeholder={kind === 'floatingBox' ? '/pagesA/news/news?columnCode=tzgg&idToken={idToken}' : '/pagesA/news/detail?id=12'}
      />
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
        <ProFormCheckbox.Group
          name="identities"
          label="面向人群"
          rules={[ruleFor('identities')]}
          extra="不选则面向所有人（含未登录的访客）"
          options={Object.entries(IDENTITY_LABEL).map(([value, text]) => ({ value, label: text }))}
        />
      )}
    </>
  )
}

/** 轮播图 / 滚动公告 / 弹窗 / 悬浮框: list, create, edit, withdraw, delete, order; the portal follows at once. */
export function HomeContentPage({ kind }: { kind: HomeContentKind }) {
  const label = HOME_CONTENT_LABEL[kind]
  const [rules, setRules] = useState<HomeLinkRules>({ hosts: [], routes: [] })
  useEffect(() => {
    void homeContentApi.linkRules().then(setRules)
  }, [])
  return (
    <PageContainer content={KIND[kind].note}>
      <RecordTable<ConsoleHomeItem, Fields>
        name={label}
        className="console-home-content"
        locale={{ emptyText: `还没有${label}` }}
        load={() => homeContentApi.list({ kind })}
        columns={(tools) => columnsOf(kind, tools)}
        editor={{
          title: (row) => `${row ? '编辑' : '新建'}${label}`,
          initial: (row) =>
            row
              ? {
                  ...row,
                  window:
                    row.startTime || row.endTime
                      ? [row.startTime ? dayjs(row.startTime) : null, row.endTime ? dayjs(row.endTime) : null]
                      : undefined,
                }
              : { title: '', image: '', mediaType: 'image', videoUrl: '', link: '', identities: [] },
          fields: () => <HomeItemFields kind={kind} hosts={rules.hosts} />,
          save: (fields, row) =>
            homeContentApi.save({
              kind,
              ...itemOf(fields),
              id: row?.id,
              updatedAt: row?.updatedAt,
              enabled: row?.enabled ?? true,
            }),
          done: '已保存，门户即时可见',
        }}
      />
    </PageContainer>
  )
}
