import { Image, Swiper, SwiperItem, Text, View } from '@tarojs/components'
import { displayImageUrl } from '../../../lib/image-url'
import { openNewsItem } from '../../../routes/open-news'
import { openLink } from '../../../routes/open-link'
import type { Slide } from '@contract/cms'

/** Spec §9: autoplay, 3000 ms interval, 300 ms duration, height 130. */
export const SWIPER = { interval: 3000, duration: 300, height: 130 } as const

function openSlide(slide: Slide) {
  if (openLink(slide.link)) return
  if (slide.contentId) void openNewsItem({ id: slide.contentId, columnId: 0, url: '' })
}

export function Slideshow({ slides, mourning }: { slides: Slide[]; mourning: boolean }) {
  if (slides.length === 0) return null
  return (
    <View className="home-slideshow" data-testid="home-slideshow">
      <Swiper
        className="home-slideshow__swiper"
        style={{ height: `${SWIPER.height}Px` }}
        autoplay={slides.length > 1}
        interval={SWIPER.interval}
        duration={SWIPER.duration}
        circular={slides.length > 1}
        indicatorDots={slides.length > 1}
        indicatorColor="rgba(255,255,255,0.5)"
        indicatorActiveColor="#ffffff"
      >
        {slides.map((slide) => (
          <SwiperItem key={slide.id}>
            <View className="home-slideshow__item" onClick={() => openSlide(slide)} aria-label={slide.title} role="link">
              <Image className="home-slideshow__image" src={displayImageUrl(slide.image, { mourning })} mode="aspectFill" />
              {slide.title ? <Text className="home-slideshow__title">{slide.title}</Text> : null}
            </View>
          </SwiperItem>
        ))}
      </Swiper>
    </View>
  )
}
