import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { DetailPage } from '@/components/detail-page'
import { urlOf } from '@/routes/nav'
import { fetchContentDetail } from '@/features/news/api'
import { saveVisit } from '@/lib/visit-log'
import { encodeSharePayload } from '@/lib/share-payload'
import { usePageShare } from '@/lib/share'
import { shareOptionsOf, type ShareTarget } from '@/lib/share-target'
import { useStores } from '@/stores/context'
import { newsFeature } from '@/features/news/news-store'
import type { NewsDetail } from '@/features/news/types'
import { ArticleActions } from './article-actions'
import { ArticleView, type ArticleLayout } from './article-view'

/** The share card of an article: its midTrans landing, which opens signed out. */
export function articleShareTarget(article: Pick<NewsDetail, 'id' | 'columnId' | 'title' | 'summary' | 'titleImage'>): ShareTarget {
  return {
    title: article.title,
    desc: article.summary,
    image: article.titleImage || undefined,
    path: urlOf('newsMidTrans', { data: encodeSharePayload({ id: String(article.id), columnId: String(article.columnId) }), noLogin: 1 }),
  }
}

/** pagesA/news/detail and detail_dz: params `id`, `columnId` (and the console's `preview` ticket). Opening it records history (server side). */
export function ArticleScreen({ layout }: { layout: ArticleLayout }) {
  const { params } = useRouter()
  const id = params.id ?? ''
  const [article, setArticle] = useState<NewsDetail | null>(null)
  const root = useStores()
  const newsStore = root.feature(newsFeature)
  usePageShare(article ? articleShareTarget(article) : null)

  // Spec §3 "Share state": the card's images, the school logo when the article has no cover.
  useEffect(() => {
    if (article) root.share.setOptions(shareOptionsOf(articleShareTarget(article), root.portalConfig.system?.appTopLog || undefined))
  }, [article?.id])

  // The console's preview (`preview` ticket) is not a visit.
  const preview = params.preview
  useEffect(() => {
    if (article && !preview)
      void saveVisit({
        visitType: 'content',
        pageUrl: urlOf('newsDetail', { id: article.id }),
        targetId: String(article.id),
        title: article.title.slice(0, 200),
      }).catch(() => undefined)
  }, [article?.id, preview])

  return (
    <DetailPage<NewsDetail>
      deps={[id]}
      load={async () => {
        if (!/^\d+$/.test(id)) return null
        const detail = await fetchContentDetail(id, params.columnId, preview)
        newsStore.noteFavorite(detail.id, newsStore.favorite.get(detail.id) ?? detail.isFavorite)
        setArticle(detail)
        return detail
      }}
      notFoundText="资讯不存在或已下线"
      render={(data) => <ArticleView article={data} layout={layout} />}
      footer={(data) => <ArticleActions article={data} share={articleShareTarget(data)} />}
    />
  )
}
