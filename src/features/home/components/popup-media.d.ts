import type { PopupMediaProps } from './popup-media-view'

/** Contract of `popup-media.h5.tsx` (the pop-up loaded when there is one) and `popup-media.weapp.tsx`. */
export declare function PopupMedia(props: PopupMediaProps): JSX.Element | null
