import { DetailPage } from '@/components/detail-page'
import { EmptyState } from '@/components/empty-state'
import { fetchHomeData } from '@/features/home/api'
import { NewsSections } from '@/features/home/components/news-sections'
import type { HomeColumn } from '@contract/cms'

/** 资讯: every column with its newest articles, 更多 leading to the column's list. */
export default function NewsInfoPage() {
  return (
    <DetailPage<HomeColumn[]>
      load={async () => (await fetchHomeData()).columns}
      render={(columns) =>
        columns.some((c) => c.articles.length) ? (
          <NewsSections columns={columns.filter((c) => c.articles.length)} mourning={false} />
        ) : (
          <EmptyState description="暂无资讯" fullPage />
        )
      }
    />
  )
}
