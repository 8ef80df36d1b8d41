import type { SlideshowProps } from './slideshow-model'

/**
 * Contract of `slideshow.h5.tsx` (CSS scroll-snap, no Swiper.js in the H5 bundle) and `slideshow.weapp.tsx`
 * (the mini-program's native swiper): autoplay, swipe, tap opens the slide; the title is the image's text
 * alternative, because the CMS draws it on the image.
 */
export declare function Slideshow(props: SlideshowProps): JSX.Element | null
