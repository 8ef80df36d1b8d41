import type { ReactNode } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { timeAgo } from '@/lib/time-ago'
import { BUTTON_ROLE } from './a11y'
import { displayImageUrl, DEFAULT_IMAGE_SIZE } from '@/lib/image-url'
import type { NewsItem } from '@contract/cms'
import './news-item-card.scss'

/** The department line of an article: releaseDeptName, else releaseUnit (spec §3 "News item"). */
export function departmentOf(item: Pick<NewsItem, 'releaseDeptName' | 'releaseUnit'>): string {
  return item.releaseDeptName || item.releaseUnit || ''
}

export interface NewsItemCardProps {
  item: NewsItem
  onClick?: () => void
  /** Grey images (mourning mode). */
  mourning?: boolean
  /** Replaces the release time, e.g. 收藏于 / 浏览于. */
  timeText?: string
  /** Right-hand action under the text (delete button in edit mode). */
  action?: ReactNode
  /** A thin line under the item (items listed inside one card). */
  divided?: boolean
}

/** One article in a list: title, cover (250x200 on white), department, time-ago and read count. */
export function NewsItemCard({ item, onClick, mourning, timeText, action, divided }: NewsItemCardProps) {
  const cover = displayImageUrl(item.titleImage, { size: DEFAULT_IMAGE_SIZE, mourning })
  const dept = departmentOf(item)
  return (
    <View className={`news-item${divided ? ' news-item--divided' : ''}`} onClick={onClick} data-testid="news-item" {...BUTTON_ROLE}>
      <View className="news-item__text">
        <Text className="news-item__title">
          {item.mediaType === 'video' ? <Text className="news-item__tag">视频</Text> : null}
          {item.mediaType === 'gallery' ? <Text className="news-item__tag">图集</Text> : null}
          {item.title}
        </Text>
        <View className="news-item__meta">
          {dept ? <Text className="news-item__dept">{dept}</Text> : null}
          <Text>{timeText ?? timeAgo(item.releaseStartTime)}</Text>
          <Text>阅读 {item.readCount}</Text>
          {action ? <View className="news-item__action">{action}</View> : null}
        </View>
      </View>
      {cover ? <Image className="news-item__cover" src={cover} mode="aspectFill" lazyLoad aria-hidden="true" /> : null}
    </View>
  )
}
