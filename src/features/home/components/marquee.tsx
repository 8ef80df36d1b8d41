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

/** The scrolling notices under the slideshow; one line at a time, tap opens the notice. */
export const Marquee = memo(function Marquee({ items }: { items: MarqueeItem[] }) {
  if (items.length === 0) return null
  const titles = items.map((i) => i.title)
  return (
    <View className="home-marquee" data-testid="home-marquee">
      {items.length === 1 ? (
        <NoticeBar content={titles[0]} leftIcon={<Notice size={14} />} onClick={() => openItem(items[0])} />
      ) : (
        <NoticeBar
          direction="vertical"
          list={titles}
          height={36}
          duration={1000}
          speed={50}
          leftIcon={<Notice size={14} />}
          onItemClick={(_e: unknown, value: string) => openItem(items.find((i) => i.title === value))}
        />
      )}
    </View>
  )
})
