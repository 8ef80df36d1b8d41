import { memo, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { NoticeBar } from '@nutui/nutui-react-taro'
import { Notice } from '@nutui/icons-react-taro'
import { openNewsItem } from '@/routes/open-news'
import { openLink } from '@/routes/open-link'
import { PLATFORM } from '@/lib/platform'
import { textScale } from '@/lib/elder-mode'
import type { MarqueeItem } from '@contract/cms'

function openItem(item: MarqueeItem | undefined) {
  if (!item) return
  if (openLink(item.link)) return
  if (item.contentId) void openNewsItem({ id: item.contentId, columnId: 0, url: '' })
}

/** One notice a line, each shown for 3 s. */
const LINE_HEIGHT = 36

/**
 * In the browser NutUI rolls notices given as children with a transform (3 s = `duration` + 100 × `speed` ms); its
 * `list` mode steps the list's top margin instead, a layout shift every step. The mini-program keeps `list` (3 s =
 * `duration` + a 0.2 s step): children mode measures its box with a SelectorQuery, which does not reach nodes inside
 * Taro's `comp` on a phone (test/build/weapp-pages.test.js).
 */
const ROLL_WITH_TRANSFORM = PLATFORM === 'h5'

/** The scrolling notices under the slideshow; one line at a time, tap opens the notice. */
export const Marquee = memo(function Marquee({ items }: { items: MarqueeItem[] }) {
  if (items.length === 0) return null
  const icon = <Notice size={14} />
  // NutUI rolls by its height in numbers: one line of the reader's (possibly larger) text.
  const height = Math.round(LINE_HEIGHT * textScale())
  let bar: ReactNode
  if (items.length === 1) {
    bar = <NoticeBar content={items[0]!.title} leftIcon={icon} onClick={() => openItem(items[0])} />
  } else if (ROLL_WITH_TRANSFORM) {
    bar = (
      <NoticeBar direction="vertical" height={height} duration={500} speed={25} leftIcon={icon}>
        {items.map((item) => (
          <View key={item.id} className="home-marquee__item" onClick={() => openItem(item)}>
            {item.title}
          </View>
        ))}
      </NoticeBar>
    )
  } else {
    bar = (
      <NoticeBar
        direction="vertical"
        list={items.map((i) => i.title)}
        height={height}
        duration={2800}
        speed={50}
        leftIcon={icon}
        onItemClick={(_e: unknown, value: string) => openItem(items.find((i) => i.title === value))}
      />
    )
  }
  return (
    <View className="home-marquee" data-testid="home-marquee">
      {bar}
    </View>
  )
})
