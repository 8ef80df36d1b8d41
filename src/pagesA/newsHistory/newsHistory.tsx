import { timeAgo } from '@/lib/time-ago'
import { EditableNewsList } from '@/features/news/components/editable-news-list'
import { clearHistory, deleteHistory, fetchHistory } from '@/features/news/api'
import type { HistoryItem } from '@contract/cms'

/** 浏览历史: articles opened, most recent first; rows can be deleted one by one or all at once. */
export default function NewsHistoryPage() {
  return (
    <EditableNewsList<HistoryItem>
      load={async (pageNum, pageSize) => {
        const res = await fetchHistory({ pageNum, pageSize })
        return { items: res.items, total: res.total }
      }}
      keyOf={(item) => item.historyId}
      timeText={(item) => `浏览于 ${timeAgo(item.viewedAt)}`}
      remove={(item) => deleteHistory(item.historyId)}
      removeText="删除"
      empty="暂无浏览记录"
      clearAll={clearHistory}
      clearConfirm="确定清空全部浏览历史吗？"
    />
  )
}
