import type { PopupMediaProps } from './popup-media-content'

/** Contract of `popup-media.h5.tsx` (a plain overlay drawn with the home) and `popup-media.weapp.tsx`. */
export declare function PopupMedia(props: PopupMediaProps): JSX.Element | null
