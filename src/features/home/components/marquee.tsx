import { memo } from 'react'
import { View } from '@tarojs/components'
import { NoticeBar } from '@nutui/nutui-react-taro'
import { Notice } from '@nutui/icons-react-taro'
import { openNewsItem } from '@/routes/open-news'
import { openLink } from '@/routes/open-link'
import type { MarqueeItem } from '@contract/cms'

function openItem(item: MarqueeItem | undefined) {
  if (!item) return
  if (openLink(item.link)) return
  if (item.contentId) void openNewsItem({ id: item.contentId, columnId: 0, url: '' })
}

/** One notice a line: a notice shows for 3 s (`duration` + 100 × `speed` ms in NutUI's rolling mode), then rolls up. */
const ROLL = { height: 36, duration: 500, speed: 25 }

/**
 * The scrolling notices under the slideshow; one line at a time, tap opens the notice. Several notices are given to
 * NutUI's NoticeBar as children: it then rolls them with a transform, where its `list` mode moves the list by its
 * top margin, a layout shift every step.
 */
export const Marquee = memo(function Marquee({ items }: { items: MarqueeItem[] }) {
  if (items.length === 0) return null
  return (
    <View className="home-marquee" data-testid="home-marquee">
      {items.length === 1 ? (
        <NoticeBar content={items[0]!.title} leftIcon={<Notice size={14} />} onClick={() => openItem(items[0])} />
      ) : (
        <NoticeBar direction="vertical" {...ROLL} leftIcon={<Notice size={14} />}>
          {items.map((item) => (
            <View key={item.id} className="home-marquee__item" onClick={() => openItem(item)}>
              {item.title}
            </View>
          ))}
        </NoticeBar>
      )}
    </View>
  )
})
