import { useEffect, useState } from 'react'
import { PageContainer } from '@ant-design/pro-components'
import dayjs from 'dayjs'
import type { ConsoleHomeItem, HomeLinkRules } from '@contract/admin-home-content'
import { HOME_CONTENT_LABEL, type HomeContentKind } from '@contract/home-content-rules'
import { homeContentApi } from '../../api/home-content'
import { RecordTable } from '../../components/record-table'
import { columnsOf } from './home-item-columns'
import { HomeItemFields, itemOf, type Fields } from './home-item-form'
import { KIND } from './kinds'

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
