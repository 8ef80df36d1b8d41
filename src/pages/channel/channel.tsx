import { useEffect } from 'react'
import { observer } from 'mobx-react'
import { Cell } from '@nutui/nutui-react-taro'
import { EmptyState } from '@/components/empty-state'
import { PageShell } from '@/components/page-shell'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import { newsFeature } from '@/features/news/news-store'

/** Every news column; a tap opens the column's list. */
export default observer(function ChannelPage() {
  const newsStore = useFeatureStore(newsFeature)
  useEffect(() => {
    void newsStore.loadColumns(true)
  }, [])
  const status = newsStore.columnsStatus
  return (
    <PageShell
      loading={status === 'loading' || status === 'idle'}
      error={status === 'error' ? newsStore.columnsError : null}
      onRetry={() => void newsStore.loadColumns(true)}
    >
      {newsStore.columns.length === 0 ? (
        <EmptyState description="暂无栏目" />
      ) : (
        <Cell.Group>
          {newsStore.columns.map((c) => (
            <Cell key={c.id} title={c.name} clickable onClick={() => void nav.to('newsList', { columnCode: c.columnCode })} extra="查看" />
          ))}
        </Cell.Group>
      )}
    </PageShell>
  )
})
