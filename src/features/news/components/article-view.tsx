import { Image, Text, View } from '@tarojs/components'
import { PlayCircleFill } from '@nutui/icons-react-taro'
import { formatPortalTime } from '@/lib/portal-time'
import { nav } from '@/routes/nav'
import { timeAgo } from '@/lib/time-ago'
import { displayImageUrl } from '@/lib/image-url'
import { departmentOf } from '@/components/news-item-card'
import type { NewsDetail } from '@contract/cms'
import { ArticleBody } from './article-body'
import { BUTTON_ROLE } from '@/components/a11y'
import './article-view.scss'

const HEADING: Record<string, string | number> = { role: 'heading', 'aria-level': 1 }

export type ArticleLayout = 'standard' | 'dz'

/** The article's video poster or gallery, leading to 多媒体预览. */
function ArticleMedia({ article }: { article: NewsDetail }) {
  if (article.mediaType === 'video' && article.videoUrl) {
    return (
      <View className="article__video" onClick={() => void nav.to('newsVideo', { id: article.id })} {...BUTTON_ROLE} aria-label="播放视频">
        <Image className="article__poster" src={displayImageUrl(article.poster || article.titleImage)} mode="aspectFill" />
        <PlayCircleFill className="article__play" size={48} color="#ffffff" />
      </View>
    )
  }
  if (article.mediaType === 'gallery' && article.images.length > 0) {
    return (
      <View className="article__gallery">
        {article.images.map((src, index) => (
          <Image
            key={src + index}
            className="article__thumb"
            src={displayImageUrl(src, { size: '250x200' })}
            mode="aspectFill"
            onClick={() => void nav.to('newsVideo', { id: article.id })}
            {...BUTTON_ROLE}
            aria-label={`查看第${index + 1}张图片`}
          />
        ))}
      </View>
    )
  }
  return null
}

/**
 * One article. 'standard' is the news layout. 'dz' (detail_dz) is the 党政 layout campus portals use
 * for Party and administration notices: a red masthead with the column name, a centred title,
 * the issuing department and full date in an official-document style, and a rule above the body.
 */
export function ArticleView({ article, layout = 'standard' }: { article: NewsDetail; layout?: ArticleLayout }) {
  const dept = departmentOf(article)
  if (layout === 'dz') {
    return (
      <View className="article article--dz" data-testid="article">
        <View className="article__masthead">
          <Text className="article__masthead-name">{article.columnName || '党政要闻'}</Text>
        </View>
        <Text className="article__title article__title--center" {...HEADING}>
          {article.title}
        </Text>
        <View className="article__dz-meta">
          {dept ? <Text>发布单位：{dept}</Text> : null}
          <Text>发布时间：{formatPortalTime(article.releaseStartTime, 'YYYY年M月D日')}</Text>
          <Text>阅读 {article.readCount}</Text>
        </View>
        <View className="article__rule" />
        <ArticleMedia article={article} />
        <ArticleBody html={article.content} className="article-body--dz" />
      </View>
    )
  }
  return (
    <View className="article" data-testid="article">
      <Text className="article__title" {...HEADING}>
        {article.title}
      </Text>
      <View className="article__meta">
        {dept ? <Text className="article__dept">{dept}</Text> : null}
        <Text>{timeAgo(article.releaseStartTime)}</Text>
        <Text>阅读 {article.readCount}</Text>
      </View>
      <ArticleMedia article={article} />
      <ArticleBody html={article.content} />
    </View>
  )
}
