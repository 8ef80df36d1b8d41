import { lazy, Suspense, useEffect } from 'react'
import { displayImageUrl } from '@/lib/image-url'
import type { PopupMediaProps } from './popup-media-view'

// NutUI's Popup brings react-transition-group (8 KB gzip with the overlay); a pop-up shows once per media, so
// most visits of the home tab have none and need not load it.
const PopupMediaView = lazy(() => import('./popup-media-view'))

/**
 * Starts the pop-up image's download while the pop-up's script is still on its way (it is the largest thing
 * the home tab shows when there is one); the <img> the pop-up renders then finds it in the browser's cache.
 */
function useImageAhead(url: string) {
  useEffect(() => {
    if (!url) return
    const image = new window.Image()
    image.fetchPriority = 'high'
    image.src = url
  }, [url])
}

/** The home pop-up, loaded when there is one to show. */
export function PopupMedia(props: PopupMediaProps) {
  const { media, mourning } = props
  useImageAhead(media && media.mediaType !== 'video' ? displayImageUrl(media.image, { mourning }) : '')
  if (!media) return null
  return (
    <Suspense fallback={null}>
      <PopupMediaView {...props} media={media} />
    </Suspense>
  )
}
