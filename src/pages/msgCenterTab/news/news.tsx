import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { ListPage } from '@/components/list-page'
import { BOTTOM_REACH } from '@/components/constants'
import { ErrorState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { PageShell } from '@/components/page-shell'
import { ColumnTabs } from '@/features/news/components/column-tabs'
import { NewsItemCard } from '@/components/news-item-card'
import { openNewsItem } from '@/routes/open-news'
import { columnListLoad } from '@/features/news/use-news-list'
import { NEWS_PAGE_SIZE } from '@/features/news/constants'
import { useFeatureStore } from '@/stores/context'
import { newsFeature } from '@/features/news/news-store'

/** Message centre news: every column as a tab over its paged article list (param isHideTabbar). */
export default observer(function MessageCentreNews() {
  const newsStore = useFeatureStore(newsFeature)
  const [active, setActive] = useState('')
  useEffect(() => {
    void newsStore.loadColumns()
  }, [])
  const columns = newsStore.columns
  const current = active || columns[0]?.columnCode || ''

  if (newsStore.columnsStatus === 'error') {
    return (
      <PageShell>
        <ErrorState message="栏目加载失败" onRetry={() => void newsStore.loadColumns(true)} fullPage />
      </PageShell>
    )
  }
  if (!current) {
    return (
      <PageShell loading={newsStore.columnsStatus !== 'ready'} skeleton={<ListSkeleton />}>
        {null}
      </PageShell>
    )
  }
  return (
    <ListPage
      header={<ColumnTabs columns={columns} value={current} onChange={setActive} />}
      load={columnListLoad({ columnCode: current })}
      deps={[current]}
      pageSize={NEWS_PAGE_SIZE}
      keyOf={(item) => item.id}
      bottomReach={BOTTOM_REACH.standard}
      empty="该栏目暂无资讯"
      backTop
      renderItem={(item) => <NewsItemCard item={item} onClick={() => void openNewsItem(item)} />}
    />
  )
})
