import { memo, useEffect, useRef, useState } from 'react'
import { displayImageUrl } from '@/lib/image-url'
import { glideScroll } from './glide-scroll'
import { nextSlide, openSlide, SWIPER, type SlideshowProps } from './slideshow-model'

// The slide images are 750 × 300 (2.5 : 1); stating the size lets the browser reserve the box before they load.
const IMAGE_SIZE = { width: 750, height: 300 }

// React 18 does not know `fetchPriority` and would warn; the lower-case attribute passes through as is.
const fetchPriority = (value: 'high' | 'low') => ({ fetchpriority: value }) as Record<string, string>

/**
 * The H5 slideshow: a CSS scroll-snap strip (the finger swipes it natively) with a timer that glides to the
 * next slide. Taro's and NutUI's Swiper both bring every Swiper.js module into the first load.
 */
export const Slideshow = memo(function Slideshow({ slides, mourning }: SlideshowProps) {
  const track = useRef<HTMLDivElement>(null)
  const cancelGlide = useRef<() => void>()
  const [active, setActive] = useState(0)
  const [held, setHeld] = useState(false)
  // The first slide is the largest thing on the home tab (its LCP); the others wait until it has arrived so
  // that they do not share the connection with it, and then each loads when the slide before it shows (the
  // one the autoplay glides to next is always there; those never reached cost nothing).
  const [loadedUpTo, setLoadedUpTo] = useState(0)
  const firstArrived = () => setLoadedUpTo((n) => Math.max(n, 1))
  const several = slides.length > 1

  useEffect(() => {
    if (!several || held) return undefined
    const timer = setInterval(() => {
      const el = track.current
      if (!el || document.hidden || el.clientWidth === 0) return
      const current = Math.round(el.scrollLeft / el.clientWidth)
      cancelGlide.current = glideScroll(el, nextSlide(current, slides.length) * el.clientWidth, SWIPER.duration)
    }, SWIPER.interval)
    return () => clearInterval(timer)
  }, [several, held, slides.length])

  useEffect(() => () => cancelGlide.current?.(), [])

  if (slides.length === 0) return null

  const hold = () => {
    cancelGlide.current?.()
    setHeld(true)
  }
  const release = () => setHeld(false)
  const onScroll = () => {
    const el = track.current
    if (!el || el.clientWidth === 0) return
    const shown = Math.min(slides.length - 1, Math.round(el.scrollLeft / el.clientWidth))
    setActive(shown)
    setLoadedUpTo((n) => Math.max(n, Math.min(slides.length - 1, shown + 1)))
  }

  return (
    <div className="home-slideshow" data-testid="home-slideshow">
      <div
        ref={track}
        className="home-slideshow__track"
        style={{ height: `${SWIPER.height}px` }}
        onScroll={onScroll}
        onTouchStart={hold}
        onTouchEnd={release}
        onTouchCancel={release}
      >
        {slides.map((slide, index) => (
          <a
            key={slide.id}
            className="home-slideshow__item"
            role="link"
            tabIndex={0}
            data-testid="home-slide"
            onClick={() => openSlide(slide)}
            onKeyDown={(e) => e.key === 'Enter' && openSlide(slide)}
          >
            <img
              className="home-slideshow__image"
              src={index <= loadedUpTo ? displayImageUrl(slide.image, { mourning }) : undefined}
              alt={slide.title}
              {...IMAGE_SIZE}
              loading={index === 0 ? 'eager' : 'lazy'}
              {...fetchPriority(index === 0 ? 'high' : 'low')}
              onLoad={index === 0 ? firstArrived : undefined}
              onError={index === 0 ? firstArrived : undefined}
              decoding="async"
              draggable={false}
            />
          </a>
        ))}
      </div>
      {several ? (
        <div className="home-slideshow__dots" aria-hidden="true">
          {slides.map((slide, index) => (
            <span key={slide.id} className={`home-slideshow__dot${index === active ? ' home-slideshow__dot--active' : ''}`} />
          ))}
        </div>
      ) : null}
    </div>
  )
})
