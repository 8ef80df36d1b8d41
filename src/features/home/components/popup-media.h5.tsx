import { lazy, Suspense } from 'react'
import type { PopupMediaProps } from './popup-media-view'

// NutUI's Popup brings react-transition-group (8 KB gzip with the overlay); a pop-up shows once per media, so
// most visits of the home tab have none and need not load it.
const PopupMediaView = lazy(() => import('./popup-media-view'))

/** The home pop-up, loaded when there is one to show. */
export function PopupMedia(props: PopupMediaProps) {
  if (!props.media) return null
  return (
    <Suspense fallback={null}>
      <PopupMediaView {...props} media={props.media} />
    </Suspense>
  )
}
