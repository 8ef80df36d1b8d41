import PopupMediaView from './popup-media-view'
import type { PopupMediaProps } from './popup-media-content'

/** The mini-program's pop-up (nothing to load on demand in its main package). */
export function PopupMedia(props: PopupMediaProps) {
  return props.media ? <PopupMediaView {...props} media={props.media} /> : null
}
