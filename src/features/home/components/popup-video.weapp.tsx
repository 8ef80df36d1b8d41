import PopupVideoPlayer from './popup-video-player'
import type { PopupVideoProps } from './popup-video-props'

/** The mini-program's video is native: nothing to load on demand. */
export function PopupVideo(props: PopupVideoProps) {
  return <PopupVideoPlayer {...props} />
}
