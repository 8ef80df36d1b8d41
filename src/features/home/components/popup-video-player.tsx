import { Video } from '@tarojs/components'
import type { PopupVideoProps } from './popup-video-props'

/** The pop-up's video player: Taro's Video (its H5 player is large, so H5 loads this file on demand). */
export default function PopupVideoPlayer({ src, poster }: PopupVideoProps) {
  return <Video className="home-popup__media" src={src} poster={poster} controls autoplay={false} />
}
