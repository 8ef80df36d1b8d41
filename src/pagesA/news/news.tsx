import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { ListPage } from '@/components/list-page'
import { BOTTOM_REACH } from '@/components/constants'
import { nav } from '@/routes/nav'
import { NewsItemCard } from '@/components/news-item-card'
import { openNewsItem } from '@/routes/open-news'
import { columnListLoad } from '@/features/news/use-news-list'
import { decodeSharePayload } from '@/lib/share-payload'
import { NEWS_PAGE_SIZE } from '@/features/news/constants'
import { useFeatureStore } from '@/stores/context'
import { newsFeature } from '@/features/news/news-store'

/**
 * A column's articles (`columnCode`; without it every column). `tab` picks a column by its position
 * when no code is given; `data` (a share payload) forwards to that article.
 */
export default observer(function NewsListPage() {
  const newsStore = useFeatureStore(newsFeature)
  const { params } = useRouter()
  const tabIndex = Number(params.tab)
  useEffect(() => {
    const shared = decodeSharePayload(params.data)
    if (shared) void nav.redirect('newsDetail', { id: shared.id, columnId: shared.columnId })
    void newsStore.loadColumns()
  }, [])
  const byTab = !params.columnCode && Number.isInteger(tabIndex) ? newsStore.columns[tabIndex] : undefined
  const columnCode = params.columnCode || byTab?.columnCode
  const column = newsStore.columnByCode(columnCode)
  const waitingForTab =
    !params.columnCode && params.tab !== undefined && newsStore.columnsStatus !== 'ready' && newsStore.columnsStatus !== 'error'

  return (
    <ListPage
      title={column?.name ?? (columnCode ? undefined : '全部资讯')}
      load={columnListLoad({ columnCode })}
      deps={[columnCode, waitingForTab]}
      pageSize={NEWS_PAGE_SIZE}
      keyOf={(item) => item.id}
      bottomReach={BOTTOM_REACH.standard}
      empty="该栏目暂无资讯"
      backTop
      renderItem={(item) => <NewsItemCard item={item} onClick={() => void openNewsItem(item)} />}
    />
  )
})
