import { openNewsItem } from '@/routes/open-news'
import { openLink } from '@/routes/open-link'
import type { Slide } from '@contract/cms'

/** Spec §9: autoplay, 3000 ms interval, 300 ms duration, height 130. */
export const SWIPER = { interval: 3000, duration: 300, height: 130 } as const

/** A slide opens its link (web view or page) or, without one, its article. */
export function openSlide(slide: Slide): void {
  if (openLink(slide.link)) return
  if (slide.contentId) void openNewsItem({ id: slide.contentId, columnId: 0, url: '' })
}

/** The slide after `index`, back to the first after the last (the slideshow is circular). */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0
}

export interface SlideshowProps {
  slides: Slide[]
  mourning: boolean
}
