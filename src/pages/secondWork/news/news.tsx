import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { ListPage } from '@/components/list-page'
import { PageShell } from '@/components/page-shell'
import { ListSkeleton } from '@/components/list-skeleton'
import { EmptyState } from '@/components/empty-state'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { BOTTOM_REACH } from '@/components/constants'
import { NewsItemCard } from '@/components/news-item-card'
import { useDetailLoader } from '@/components/detail-page'
import { openNewsItem } from '@/routes/open-news'
import { fetchDivisionHome, fetchDivisionNews, fetchMyDivisions } from '@/features/division/api'
import { pickDivision } from '@/features/division/current-division'
import { parseRouteId } from '@/lib/route-id'

const ALL = 0

/** 单位资讯: the news of the columns the division shows, all together or one column at a time. */
export default function SecondWorkNewsPage() {
  const { params } = useRouter()
  const [columnId, setColumnId] = useState(parseRouteId(params.columnId) ?? ALL)
  const bench = useDetailLoader(async () => {
    const current = pickDivision(await fetchMyDivisions(), params.code)
    return current ? { current, home: await fetchDivisionHome(current.code) } : null
  }, [params.code])

  if (bench.status !== 'ready' || !bench.data) {
    return (
      <PageShell
        loading={bench.status === 'loading'}
        skeleton={<ListSkeleton count={5} />}
        error={bench.status === 'error' ? bench.error : null}
        onRetry={() => void bench.retry()}
      >
        {bench.status === 'not-found' ? <EmptyState description="你还不属于任何单位的工作台" fullPage /> : null}
      </PageShell>
    )
  }
  const { current, home } = bench.data
  const tabs = [{ key: ALL, label: '全部' }, ...home.columns.map((column) => ({ key: column.id, label: column.name }))]
  return (
    <ListPage
      title={`${current.name} · 资讯`}
      header={<SegmentedTabs variant="line" ariaLabel="栏目" items={tabs} value={columnId} onChange={(key) => setColumnId(Number(key))} />}
      load={(pageNum, pageSize) =>
        fetchDivisionNews({ code: current.code, columnId: columnId === ALL ? undefined : columnId, pageNum, pageSize })
      }
      deps={[current.code, columnId]}
      pageSize={10}
      keyOf={(item) => item.id}
      bottomReach={BOTTOM_REACH.standard}
      empty="暂无资讯"
      backTop
      renderItem={(item) => <NewsItemCard item={item} onClick={() => void openNewsItem(item)} />}
    />
  )
}
