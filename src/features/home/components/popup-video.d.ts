import type { PopupVideoProps } from './popup-video-props'

/** Contract of `popup-video.h5.tsx` (player loaded on demand, poster meanwhile) and `popup-video.weapp.tsx`. */
export declare function PopupVideo(props: PopupVideoProps): JSX.Element
