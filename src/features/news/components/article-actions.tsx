import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Share, Star, StarFill } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import { useSubmit } from '@/components/use-submit'
import { useStores } from '@/stores/context'
import { newsFeature } from '@/features/news/news-store'
import type { NewsDetail } from '@/features/news/types'
import { shareTarget } from '@/lib/share'
import type { ShareTarget } from '@/lib/share-target'
import './article-actions.scss'
import { BUTTON_ROLE } from '@/components/a11y'

/** The detail footer: 收藏 (star/unstar) and 分享. */
export const ArticleActions = observer(function ArticleActions({ article, share }: { article: NewsDetail; share: ShareTarget }) {
  const root = useStores()
  const newsStore = root.feature(newsFeature)
  const starred = newsStore.isFavorite(article.id, article.isFavorite)
  const busy = newsStore.pendingFavorite.has(article.id)
  const [sharing, setSharing] = useState(false)

  const toggle = useSubmit(() => newsStore.toggleFavorite(article.id, starred), {
    failure: '操作失败',
    success: (now) => (now ? '已收藏' : '已取消收藏'),
  })

  const onShare = async () => {
    root.share.click()
    setSharing(true)
    try {
      await shareTarget(share)
    } finally {
      setSharing(false)
    }
  }

  return (
    <View className="article-actions">
      <View
        className={`article-actions__star${starred ? ' article-actions__star--on' : ''}`}
        onClick={() => !busy && void toggle.run()}
        {...BUTTON_ROLE}
        aria-pressed={starred}
        aria-label={starred ? '取消收藏' : '收藏'}
        data-testid="favorite-toggle"
      >
        {starred ? <StarFill size={20} color="#ED663F" /> : <Star size={20} color="#3A3C40" />}
        <Text className="article-actions__label">{starred ? '已收藏' : '收藏'}</Text>
      </View>
      <Button
        className="article-actions__share"
        type="primary"
        icon={<Share size={16} />}
        loading={sharing}
        onClick={() => void onShare()}
        data-testid="share-button"
      >
        分享
      </Button>
    </View>
  )
})
