import { formatPortalTime } from '@/lib/portal-time'
import { EditableNewsList } from '@/features/news/components/editable-news-list'
import { fetchFavorites } from '@/features/news/api'
import type { FavoriteItem } from '@contract/cms'
import { useFeatureStore } from '@/stores/context'
import { newsFeature } from '@/features/news/news-store'

/** 我的收藏: starred articles, newest first; 编辑 lets the user unstar. */
export default function MyFavoritePage() {
  const newsStore = useFeatureStore(newsFeature)
  return (
    <EditableNewsList<FavoriteItem>
      load={async (pageNum, pageSize) => {
        const res = await fetchFavorites({ pageNum, pageSize })
        return { items: res.items, total: res.total }
      }}
      keyOf={(item) => item.favoriteId}
      timeText={(item) => `收藏于 ${formatPortalTime(item.favoritedAt)}`}
      remove={(item) => newsStore.toggleFavorite(item.id, true)}
      removeText="取消收藏"
      empty="还没有收藏的资讯"
    />
  )
}
