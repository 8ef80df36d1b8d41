import { memo } from 'react'
import { Image, Swiper, SwiperItem, View } from '@tarojs/components'
import { displayImageUrl } from '@/lib/image-url'
import { openSlide, SWIPER, type SlideshowProps } from './slideshow-model'

/** The mini-program keeps WeChat's native swiper (it costs no bundle size there). */
export const Slideshow = memo(function Slideshow({ slides, mourning }: SlideshowProps) {
  if (slides.length === 0) return null
  const several = slides.length > 1
  return (
    <View className="home-slideshow" data-testid="home-slideshow">
      <Swiper
        className="home-slideshow__swiper"
        style={{ height: `${SWIPER.height}Px` }}
        autoplay={several}
        interval={SWIPER.interval}
        duration={SWIPER.duration}
        circular={several}
        indicatorDots={several}
        indicatorColor="rgba(255,255,255,0.5)"
        indicatorActiveColor="#ffffff"
      >
        {slides.map((slide) => (
          <SwiperItem key={slide.id}>
            <View className="home-slideshow__item" onClick={() => openSlide(slide)} aria-label={slide.title} role="link">
              <Image className="home-slideshow__image" src={displayImageUrl(slide.image, { mourning })} mode="aspectFill" />
            </View>
          </SwiperItem>
        ))}
      </Swiper>
    </View>
  )
})
