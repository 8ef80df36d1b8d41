import { Button, Image, Popconfirm, Space, Tag, Typography } from 'antd'
import type { ProColumns } from '@ant-design/pro-components'
import dayjs from 'dayjs'
import type { ConsoleHomeItem, HomeItemSaveBody } from '@contract/admin-home-content'
import { HOME_CONTENT_LABEL, IDENTITY_LABEL, type HomeContentKind } from '@contract/home-content-rules'
import { homeContentApi } from '../../api/home-content'
import { orderActions } from '../../components/order-actions'
import type { RecordTools } from '../../components/record-table'
import { KIND } from './kinds'

const STATE_LABEL: Record<ConsoleHomeItem['state'], { text: string; color: string }> = {
  live: { text: '展示中', color: 'green' },
  scheduled: { text: '未开始', color: 'blue' },
  expired: { text: '已过期', color: 'default' },
  withdrawn: { text: '已撤下', color: 'orange' },
}

const when = (time: string | null) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm') : '不限')

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

/** The list's columns for one kind, with the row's 编辑, 撤下/恢复, 上移/下移 and 删除. */
export function columnsOf(kind: HomeContentKind, { rows, edit, write }: RecordTools<ConsoleHomeItem>): ProColumns<ConsoleHomeItem>[] {
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
