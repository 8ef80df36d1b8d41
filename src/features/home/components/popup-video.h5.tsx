import { lazy, Suspense } from 'react'
import { Image } from '@tarojs/components'
import type { PopupVideoProps } from './popup-video-props'

// Taro's H5 video element (with its streaming support) is most of a chunk; only a video pop-up needs it.
const PopupVideoPlayer = lazy(() => import('./popup-video-player'))

/** The pop-up video, loaded on demand; its poster shows while the player arrives. */
export function PopupVideo(props: PopupVideoProps) {
  return (
    <Suspense fallback={<Image className="home-popup__media" src={props.poster} mode="widthFix" />}>
      <PopupVideoPlayer {...props} />
    </Suspense>
  )
}
